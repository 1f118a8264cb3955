import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { queryRows, type Database, type Listen } from '../../db/client.js';
import { loggableError } from '../../lib/loggable-error.js';
import { SMTP_TIMEOUTS, type Mailer } from '../../lib/mailer.js';
import { emailOutbox } from './schema.js';

/** The channel the outbox's trigger wakes the senders on when mails are added. */
export const OUTBOX_CHANNEL = 'email_outbox';

export interface OutboxSettings {
  /** How often a sender looks for mails that came due (retries); new mails wake it at once. */
  pollMs: number;
  /** How long a claim holds a mail: longer than one SMTP conversation can take (lib/mailer.ts). */
  leaseMs: number;
  /** The first retry's wait; each next one doubles, up to `retryMaxMs`. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** A mail still failing this long after it was written is given up. */
  giveUpAfterMs: number;
  /** Mails claimed at once. */
  batch: number;
  /** Sent and given-up mails are removed after this long. */
  keepMs: number;
}

const MINUTE = 60_000;
export const DEFAULT_OUTBOX_SETTINGS: OutboxSettings = {
  pollMs: 5_000,
  leaseMs: 2 * MINUTE,
  retryBaseMs: 30_000,
  retryMaxMs: 60 * MINUTE,
  giveUpAfterMs: 72 * 60 * MINUTE,
  batch: 10,
  keepMs: 30 * 24 * 60 * MINUTE,
};

// A claim must outlast the longest SMTP conversation, or a slow send could be claimed again.
const longestSend = SMTP_TIMEOUTS.connectionTimeout + SMTP_TIMEOUTS.greetingTimeout + SMTP_TIMEOUTS.socketTimeout;
if (DEFAULT_OUTBOX_SETTINGS.leaseMs <= longestSend) throw new Error('The outbox lease is shorter than a send');

interface Claimed {
  id: string;
  to_address: string;
  subject: string;
  text: string;
  attempts: number;
  created_at: Date | string;
}

/** The wait before the attempt after `attempts` failed ones. */
export const backoff = (settings: OutboxSettings, attempts: number): number =>
  Math.min(settings.retryMaxMs, settings.retryBaseMs * 2 ** Math.max(0, attempts - 1));

/** An SMTP answer that will not change on a retry (5xx: no such mailbox, refused). */
const isPermanent = (error: unknown): boolean => {
  const code = (error as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

/**
 * The e-mail outbox's sender, one per server process (docs/architecture.md, "Notifications";
 * docs/choices.md, "Notifications"). It claims due mails with FOR UPDATE SKIP LOCKED (so several
 * processes never take the same one) for `leaseMs`, sends each, and marks it sent as soon as the
 * SMTP server has accepted it; a failure waits longer each time (30 s, 1 min, 2 min ... 1 h). A
 * process that stops mid-way leaves its claimed mails to another once their claim runs out.
 */
export class OutboxSender {
  private timer: NodeJS.Timeout | undefined;
  private unlisten: (() => Promise<void>) | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  private lastPurge = 0;

  constructor(
    private readonly db: Database,
    private readonly mailer: Mailer,
    private readonly settings: OutboxSettings,
    private readonly now: () => Date,
    private readonly log: FastifyBaseLogger,
    /** The host part of every Message-ID. */
    private readonly host: string,
  ) {}

  async start(listen: Listen | undefined): Promise<void> {
    this.stopped = false;
    if (listen) {
      this.unlisten = await listen(OUTBOX_CHANNEL, { onMessage: () => this.wake(), onReset: () => this.wake() });
    }
    this.timer = setInterval(() => this.wake(), this.settings.pollMs);
    this.wake();
  }

  /** Stops taking mails; a send under way finishes and is recorded. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.unlisten?.();
    await this.running;
  }

  /** Looks for due mails now (or again, right after the look under way). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain().finally(() => {
      this.running = undefined;
      if (this.again) {
        this.again = false;
        this.wake();
      }
    });
  }

  /** Sends batch after batch until nothing is due. */
  private async drain(): Promise<void> {
    try {
      while (!this.stopped) {
        const claimed = await this.claim();
        for (const [index, mail] of claimed.entries()) {
          if (!(await this.send(mail))) {
            // The mail server is away: the rest of the batch waits as long, unattempted.
            await this.release(claimed.slice(index + 1), backoff(this.settings, mail.attempts));
            return;
          }
        }
        if (claimed.length < this.settings.batch) break;
      }
      await this.purge();
    } catch (error) {
      this.log.error({ err: loggableError(error) }, 'the e-mail outbox could not be read');
    }
  }

  private claimId = randomUUID();

  private async claim(): Promise<Claimed[]> {
    const now = this.now();
    this.claimId = randomUUID();
    return queryRows<Claimed>(
      this.db,
      sql`update ${emailOutbox} set attempts = attempts + 1, claim = ${this.claimId},
            claimed_until = ${new Date(now.getTime() + this.settings.leaseMs).toISOString()}::timestamptz
          where id in (
            select id from ${emailOutbox}
            where sent_at is null and failed_at is null and next_attempt_at <= ${now.toISOString()}::timestamptz
              and (claimed_until is null or claimed_until <= ${now.toISOString()}::timestamptz)
            order by next_attempt_at
            limit ${this.settings.batch}
            for update skip locked)
          returning id, to_address, subject, text, attempts, created_at`,
    );
  }

  /** Sends one claimed mail and records what happened; false when the mail server could not be reached. */
  private async send(mail: Claimed): Promise<boolean> {
    try {
      await this.mailer.send({
        to: mail.to_address,
        subject: mail.subject,
        text: mail.text,
        messageId: `<${mail.id}@${this.host}>`,
      });
    } catch (error) {
      await this.failed(mail, error);
      return isPermanent(error);
    }
    // Accepted by the mail server: recorded at once, whatever the claim (docs/choices.md, "Notifications").
    await this.db
      .execute(
        sql`update ${emailOutbox} set sent_at = ${this.now().toISOString()}::timestamptz, claimed_until = null,
              claim = null, last_error = null
            where id = ${mail.id}`,
      )
      .catch((error: unknown) =>
        this.log.error(
          { err: loggableError(error), mailId: mail.id },
          'an e-mail was sent but could not be marked sent',
        ),
      );
    return true;
  }

  private async failed(mail: Claimed, error: unknown): Promise<void> {
    const now = this.now();
    const tooOld = now.getTime() - new Date(mail.created_at).getTime() >= this.settings.giveUpAfterMs;
    const giveUp = isPermanent(error) || tooOld;
    const message = loggableError(error).message.slice(0, 500);
    this.log.warn({ mailId: mail.id, attempts: mail.attempts, giveUp, error: message }, 'an e-mail could not be sent');
    const next = new Date(now.getTime() + backoff(this.settings, mail.attempts)).toISOString();
    await this.db.execute(
      sql`update ${emailOutbox} set claimed_until = null, claim = null, last_error = ${message},
            next_attempt_at = ${next}::timestamptz,
            failed_at = ${giveUp ? now.toISOString() : null}::timestamptz
          where id = ${mail.id} and claim = ${this.claimId}`,
    );
  }

  /** Gives claimed mails back untried: they keep their count and wait as long as the one that failed. */
  private async release(mails: Claimed[], wait: number): Promise<void> {
    if (mails.length === 0) return;
    await this.db.execute(
      sql`update ${emailOutbox} set claimed_until = null, claim = null, attempts = attempts - 1,
            next_attempt_at = ${new Date(this.now().getTime() + wait).toISOString()}::timestamptz
          where claim = ${this.claimId} and sent_at is null and id = any(${sql.param(mails.map((mail) => mail.id))}::uuid[])`,
    );
  }

  /** Removes mails sent or given up long ago, a thousand at a time, at most once an hour. */
  private async purge(): Promise<void> {
    const now = this.now().getTime();
    if (now - this.lastPurge < 60 * MINUTE) return;
    this.lastPurge = now;
    const before = new Date(now - this.settings.keepMs).toISOString();
    await this.db.execute(
      sql`delete from ${emailOutbox} where id in (
            select id from ${emailOutbox} where sent_at < ${before}::timestamptz
            union all
            select id from ${emailOutbox} where failed_at < ${before}::timestamptz
            limit 1000)`,
    );
  }
}
