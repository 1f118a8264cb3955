import { runInNewContext } from 'node:vm';
import { setFlagsFromString } from 'node:v8';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationItem } from '@portal/domain';
import { signToken } from '../src/lib/tokens.js';
import { createHashedAccounts } from '../src/modules/users/index.js';
import {
  databases,
  makeUser,
  passwordHash,
  startPeer,
  startServer,
  waitFor,
  type Fixture,
  type PeerServer,
  type TestServer,
} from './helpers.js';
import { openEventStream, type EventStream } from './support/event-stream.js';

/** The number of open streams the load test holds on one process. */
const STREAMS = 500;

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
/** The JavaScript heap in use, after full collections (the embedded database's memory is not in it). */
const heapInUse = () => {
  collectGarbage();
  collectGarbage();
  return process.memoryUsage().heapUsed;
};
const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

const eventFor = (faculty: Fixture, url: string, title: string) =>
  fetch(`${url}/api/shared/event`, {
    method: 'POST',
    headers: { authorization: `Bearer ${faculty.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      title,
      start: '2030-06-20T04:30:00.000Z',
      end: '2030-06-20T06:30:00.000Z',
      department: 'all',
      semester: 0,
    }),
  });

/**
 * The live stream's bounds and its reach (docs/architecture.md, "Notifications"): streams per
 * person, 500 streams on one process (memory, and how long
 * one notification takes to reach them all: docs/benchmarks.md), and two server processes over one
 * PostgreSQL.
 */
describe.each(databases)('live notifications on %s', (kind) => {
  let server: TestServer;
  let faculty: Fixture;

  beforeAll(async () => {
    // The default heartbeat (20 s): the load test measures the streams, not a heartbeat every moment.
    server = await startServer(kind, { notifications: { live: { streamsPerUser: 2 } } });
    faculty = await makeUser(server, 'faculty', { department: 'CSE' });
  });
  afterAll(async () => server?.close());

  it('keeps a bounded number of streams per person: a new one closes the oldest, telling it so', async () => {
    const student = await makeUser(server, 'student');
    const first = await openEventStream(server.url, student.token);
    const second = await openEventStream(server.url, student.token);
    await waitFor(() => first.comments > 0 && second.comments > 0);
    const third = await openEventStream(server.url, student.token);
    await waitFor(() => first.ended, { what: 'the oldest stream to end' });
    expect(first.events.map((event) => event.event)).toEqual(['replaced']);
    expect(second.ended || third.ended).toBe(false);
    second.close();
    third.close();
  });

  describe(`${STREAMS} open streams on one process`, () => {
    const streams: EventStream[] = [];

    beforeAll(async () => {
      const hash = await passwordHash();
      const accounts = await createHashedAccounts(
        server.db,
        Array.from({ length: STREAMS }, (_, index) => ({
          email: `load${index}@test.example`,
          name: `Load ${index}`,
          type: 'student' as const,
          passwordHash: hash,
          department: 'CSE' as const,
          currentYear: 1 + (index % 4),
        })),
      );
      const tokens = await Promise.all(
        accounts.map((account) => signToken({ userId: account.id, tokenVersion: 0 }, server.config.jwtSecret)),
      );
      // A first event before any stream: what the action costs without them, and warm statements.
      const started = performance.now();
      expect((await eventFor(faculty, server.url, 'Warm-up')).status).toBe(201);
      const alone = performance.now() - started;
      await server.app.ctx.hooks.settled();
      const before = heapInUse();
      for (let start = 0; start < tokens.length; start += 50) {
        streams.push(
          ...(await Promise.all(tokens.slice(start, start + 50).map((t) => openEventStream(server.url, t)))),
        );
      }
      await waitFor(() => streams.every((stream) => stream.comments > 0), { timeout: 60_000, what: 'every stream' });
      const held = heapInUse() - before;
      console.log(
        `[${kind}] ${STREAMS} open streams: +${megabytes(held)} MB of JavaScript heap ` +
          `(${(held / STREAMS / 1024).toFixed(1)} KB a stream, the test's client side included); ` +
          `an event for the college answered in ${alone.toFixed(0)} ms with no stream open`,
      );
      expect(held / STREAMS).toBeLessThan(100 * 1024);
    }, 180_000);
    afterAll(() => {
      for (const stream of streams) stream.close();
    });

    it('brings one notification to every one of them', async () => {
      expect(streams.every((stream) => stream.status === 200)).toBe(true);
      const started = performance.now();
      const answer = await eventFor(faculty, server.url, 'Annual day');
      const answered = performance.now();
      expect(answer.status).toBe(201);
      await waitFor(() => streams.every((stream) => stream.events.length > 0), {
        timeout: 60_000,
        what: 'the notification on every stream',
      });
      const last = Math.max(...streams.map((stream) => stream.events[0]!.at));
      const first = Math.min(...streams.map((stream) => stream.events[0]!.at));
      console.log(
        `[${kind}] one event for the college: answered in ${(answered - started).toFixed(0)} ms; ` +
          `on the first stream after ${(first - started).toFixed(0)} ms, on all ${STREAMS} after ${(last - started).toFixed(0)} ms`,
      );
      for (const stream of streams) {
        expect(stream.events[0]!.event).toBe('notification');
        expect((JSON.parse(stream.events[0]!.data) as NotificationItem).title).toBe('New event: Annual day');
      }
    });
  });
});

/**
 * Two server processes over one PostgreSQL database, as two apps in this process, each with a
 * database handle of its own: its own connection pool and its own LISTEN connection, so only
 * PostgreSQL's NOTIFY can carry a notification from one to the other. (The embedded database
 * belongs to one process.)
 */
describe.runIf(databases.includes('postgres'))('live notifications across two server processes', () => {
  let processA: TestServer;
  let processB: PeerServer;
  let faculty: Fixture;
  let student: Fixture;

  beforeAll(async () => {
    processA = await startServer('postgres');
    processB = await startPeer(processA);
    faculty = await makeUser(processA, 'faculty', { department: 'CSE' });
    student = await makeUser(processA, 'student', { department: 'CSE', currentYear: 3 });
  });
  afterAll(async () => {
    await processB?.close();
    await processA?.close();
  });

  it('delivers a notification made through one process to a stream on the other', async () => {
    expect(processB.handle).not.toBe(processA.handle);
    const onB = await openEventStream(processB.url, student.token);
    const onA = await openEventStream(processA.url, student.token);
    await waitFor(() => onB.comments > 0 && onA.comments > 0);
    expect((await eventFor(faculty, processA.url, 'Made on A')).status).toBe(201);
    const fromA = await waitFor(() => onB.events[0], { what: 'the notification on B' });
    expect((JSON.parse(fromA.data) as NotificationItem).title).toBe('New event: Made on A');
    expect((await eventFor(faculty, processB.url, 'Made on B')).status).toBe(201);
    const fromB = await waitFor(() => onA.events[1], { what: 'the second notification on A' });
    expect((JSON.parse(fromB.data) as NotificationItem).title).toBe('New event: Made on B');
    onA.close();
    onB.close();
  });
});
