import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CalendarFeed } from '@portal/domain';
import { databases, makeUser, startServer, testClock, type Fixture, type TestServer } from './helpers.js';

/** Longer than both the feed's cache and its rate window (docs/choices.md, "The calendar feed under load"). */
const A_MINUTE_LATER = 61_000;

describe.each(databases)('the calendar feed under load on %s', (kind) => {
  const clock = testClock(new Date('2030-06-15T06:00:00Z'));
  let server: TestServer;
  let faculty: Fixture;
  let student: Fixture;
  let other: Fixture;

  const feedPath = async (who: Fixture) =>
    new URL((await server.api<{ data: CalendarFeed }>('GET', 'calendar/feed', { token: who.token })).body.data.url)
      .pathname;
  const fetchFeed = async (who: Fixture, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${await feedPath(who)}`, { headers });
  const putUpEvent = async (title: string) => {
    const answer = await server.api('POST', 'shared/event', {
      token: faculty.token,
      body: {
        title,
        start: '2030-06-20T09:00:00+05:30',
        end: '2030-06-20T12:00:00+05:30',
        department: 'all',
        semester: 0,
      },
    });
    expect(answer.status).toBe(201);
  };

  beforeAll(async () => {
    server = await startServer(kind, { now: clock.now, feedLimit: { perFeed: 5, perAddress: 8, windowSeconds: 60 } });
    faculty = await makeUser(server, 'faculty', { name: 'Meera Pillai', department: 'CSE' });
    student = await makeUser(server, 'student', { department: 'CSE', currentYear: 3 });
    other = await makeUser(server, 'student', { department: 'ME', currentYear: 2 });
  });
  beforeEach(() => clock.advance(A_MINUTE_LATER));
  afterAll(() => server?.close());

  it('answers from a short cache with a strong ETag, and 304 to a matching If-None-Match', async () => {
    await putUpEvent('Sports day');
    const first = await fetchFeed(student);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(await first.text()).toContain('Sports day');

    const again = await fetchFeed(student, { 'if-none-match': etag! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');

    // Within the minute the kept answer is served; after it, the feed is built again.
    await putUpEvent('Library week');
    const cached = await fetchFeed(student);
    expect(cached.headers.get('etag')).toBe(etag);
    expect(await cached.text()).not.toContain('Library week');
    clock.advance(A_MINUTE_LATER);
    const rebuilt = await fetchFeed(student, { 'if-none-match': etag! });
    expect(rebuilt.status).toBe(200);
    expect(rebuilt.headers.get('etag')).not.toBe(etag);
    expect(await rebuilt.text()).toContain('Library week');
  });

  it('keeps the same ETag when the feed is built again unchanged', async () => {
    const first = await fetchFeed(other);
    clock.advance(A_MINUTE_LATER);
    const second = await fetchFeed(other, { 'if-none-match': first.headers.get('etag')! });
    expect(second.status).toBe(304);
  });

  it('bounds the fetches of one feed: past the bound 429 with Retry-After, other feeds still served', async () => {
    for (let i = 0; i < 5; i += 1) expect((await fetchFeed(student)).status).toBe(200);
    const refused = await fetchFeed(student);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await fetchFeed(other)).status).toBe(200);
    clock.advance(A_MINUTE_LATER);
    expect((await fetchFeed(student)).status).toBe(200);
  });

  it('bounds the fetches from one address across feeds', async () => {
    for (let i = 0; i < 4; i += 1) {
      expect((await fetchFeed(student)).status).toBe(200);
      expect((await fetchFeed(other)).status).toBe(200);
    }
    const refused = await fetchFeed(faculty);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
