import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client.js';
import { createMailer, type Mail } from '../src/lib/mailer.js';
import { DEFAULT_NOTIFICATION_SETTINGS } from '../src/modules/notifications/index.js';
import {
  databases,
  makeUser,
  startPeer,
  startServer,
  testClock,
  waitFor,
  type Fixture,
  type PeerServer,
  type TestServer,
} from './helpers.js';
import { startSmtp, type TestSmtp } from './support/smtp.js';

const HOUR = 3_600_000;
const LEASE = DEFAULT_NOTIFICATION_SETTINGS.outbox.leaseMs;
const FIRST_RETRY = DEFAULT_NOTIFICATION_SETTINGS.outbox.retryBaseMs;

interface OutboxRow {
  id: string;
  attempts: number;
  claimed_until: string | null;
  sent_at: string | null;
  failed_at: string | null;
  last_error: string | null;
  next_attempt_at: Date | string;
}

/**
 * The e-mail outbox against a real SMTP server on the loopback (docs/choices.md, "Notifications"):
 * one delivery per mail; an outage delays, then delivers; a process lost after claiming leaves the
 * mail to another, which sends it once; a process stopped mid-send records it. Two apps share the
 * database, as two server processes: A, whose mail transport each test steers, and B, the real
 * transport, on a clock an hour behind so that it takes a mail only when a test moves it on.
 */
describe.each(databases)('the e-mail outbox on %s', (kind) => {
  let smtp: TestSmtp;
  let processA: TestServer;
  let processB: PeerServer;
  let faculty: Fixture;
  const clockA = testClock();
  const clockB = testClock(new Date(Date.now() - HOUR));
  /** How A's transport sends: through the real SMTP transport unless a test says otherwise. */
  let sendOnA: (mail: Mail) => Promise<void>;
  let realTransport: ReturnType<typeof createMailer>;

  const outboxOf = async (student: Fixture) => {
    const rows = await queryRows<OutboxRow>(
      processA.db,
      sql`select id, attempts, claimed_until, sent_at, failed_at, last_error, next_attempt_at
          from email_outbox where to_address = ${student.email}`,
    );
    expect(rows.length).toBeLessThanOrEqual(1);
    return rows[0];
  };
  const deliveredTo = (student: Fixture) => smtp.received.filter((message) => message.to.includes(student.email));
  /** A student whose gate pass the faculty member approves: one decision e-mail in the outbox. */
  const decidedFor = async (): Promise<Fixture> => {
    const student = await makeUser(processA, 'student', { department: 'CSE', currentYear: 3 });
    const time = new Date(clockA.now().getTime() + 2 * HOUR).toISOString();
    await processA.api('POST', 'gatepass/request', { token: student.token, body: { description: 'Bank', time } });
    const [pass] = (await processA.api<{ data: { _id: string }[] }>('GET', 'gatepass', { token: student.token })).body
      .data;
    expect((await processA.api('POST', `faculty/gatepass/${pass!._id}/1`, { token: faculty.token })).status).toBe(200);
    return student;
  };
  /** Moves B's clock past the end of A's claims, lets B send, and puts it back an hour behind A. */
  const letBTakeOver = async (check: () => boolean) => {
    const ahead = clockA.now().getTime() + LEASE + 1_000 - clockB.now().getTime();
    clockB.advance(ahead);
    await waitFor(check, { what: 'process B to send' });
    clockB.advance(-ahead);
  };

  beforeAll(async () => {
    smtp = await startSmtp();
    const env = { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` };
    const outbox = { pollMs: 50 };
    processA = await startServer(kind, {
      env,
      now: clockA.now,
      mailer: { send: (mail) => sendOnA(mail) },
      notifications: { outbox },
    });
    realTransport = createMailer({ smtpUrl: env.SMTP_URL, from: processA.config.mailFrom, log: processA.app.log });
    sendOnA = (mail) => realTransport.send(mail);
    processB = await startPeer(processA, { now: clockB.now, mailer: undefined, notifications: { outbox } });
    faculty = await makeUser(processA, 'faculty', { department: 'CSE', advisorYears: [3] });
  });
  afterAll(async () => {
    await processB?.close();
    await processA?.close();
    realTransport?.close();
    await smtp?.stop();
  });

  it('delivers a decision e-mail once, with the Message-ID of its row, and marks it sent', async () => {
    const student = await decidedFor();
    await waitFor(async () => (await outboxOf(student))?.sent_at, { what: 'the mail marked sent' });
    const row = (await outboxOf(student))!;
    expect(row).toMatchObject({ attempts: 1, claimed_until: null, failed_at: null });
    expect(deliveredTo(student)).toEqual([
      { to: [student.email], subject: 'Your gate pass was approved', messageId: `<${row.id}@localhost>` },
    ]);
  });

  it('keeps a mail through an SMTP outage, retrying later and later, and delivers it when the server returns', async () => {
    await smtp.stop();
    const student = await decidedFor();
    const failed = await waitFor(async () => {
      const row = await outboxOf(student);
      return row?.last_error && row.claimed_until === null ? row : undefined;
    });
    expect(failed).toMatchObject({ attempts: 1, sent_at: null, failed_at: null });
    expect(new Date(failed.next_attempt_at).getTime() - clockA.now().getTime()).toBeGreaterThan(FIRST_RETRY - 5_000);
    // Still down at the next attempt: the one after waits twice as long.
    clockA.advance(FIRST_RETRY);
    const again = await waitFor(async () => {
      const row = await outboxOf(student);
      return row?.attempts === 2 && row.claimed_until === null ? row : undefined;
    });
    expect(new Date(again.next_attempt_at).getTime() - clockA.now().getTime()).toBeGreaterThan(2 * FIRST_RETRY - 5_000);
    expect(deliveredTo(student)).toEqual([]);

    await smtp.start();
    clockA.advance(2 * FIRST_RETRY);
    await waitFor(async () => (await outboxOf(student))?.sent_at, { what: 'the mail sent after the outage' });
    expect(deliveredTo(student)).toHaveLength(1);
    expect((await outboxOf(student))!.attempts).toBe(3);
  });

  it('leaves a mail claimed by a process that stopped before sending to another, which sends it once', async () => {
    let lost = (_error: Error) => {};
    sendOnA = () => new Promise((_resolve, reject) => (lost = reject));
    const student = await decidedFor();
    await waitFor(async () => (await outboxOf(student))?.claimed_until, { what: 'A to claim the mail' });
    // B sees the claim and leaves the mail alone until the claim runs out.
    expect(deliveredTo(student)).toEqual([]);
    await letBTakeOver(() => deliveredTo(student).length > 0);
    await waitFor(async () => (await outboxOf(student))?.sent_at);
    // A's send was never going to finish: what A records now changes nothing.
    lost(new Error('the process stopped'));
    sendOnA = (mail) => realTransport.send(mail);
    await waitFor(async () => (await outboxOf(student))?.failed_at === null);
    expect(deliveredTo(student)).toHaveLength(1);
    expect(await outboxOf(student)).toMatchObject({ attempts: 2, failed_at: null, last_error: null });
  });

  it('sends a mail again, with the same Message-ID, when its process is lost between the acceptance and the mark', async () => {
    let lost = () => {};
    sendOnA = async (mail) => {
      await realTransport.send(mail);
      await new Promise<void>((resolve) => (lost = resolve));
      throw new Error('the process stopped');
    };
    const student = await decidedFor();
    await waitFor(() => deliveredTo(student).length === 1, { what: 'the first delivery' });
    await letBTakeOver(() => deliveredTo(student).length === 2);
    const [first, second] = deliveredTo(student);
    expect(second!.messageId).toBe(first!.messageId);
    lost();
    sendOnA = (mail) => realTransport.send(mail);
    await waitFor(async () => (await outboxOf(student))?.sent_at);
  });

  it('finishes and records a send under way when its process stops, so no other process takes it again', async () => {
    let go = () => {};
    const gate = new Promise<void>((resolve) => (go = resolve));
    sendOnA = async (mail) => {
      await gate;
      await realTransport.send(mail);
    };
    const student = await decidedFor();
    await waitFor(async () => (await outboxOf(student))?.claimed_until, { what: 'A to claim the mail' });
    const stopping = processA.app.close();
    go();
    await stopping;
    // Marked sent before the process was gone: no claim ever takes it again.
    expect(await outboxOf(student)).toMatchObject({ attempts: 1, claimed_until: null, failed_at: null });
    expect((await outboxOf(student))!.sent_at).not.toBeNull();
    expect(deliveredTo(student)).toHaveLength(1);
  });
});
