import { once } from 'node:events';
import type { Socket } from 'node:net';
import { PassThrough } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { NOTIFICATION_STREAM_EVENT, NOTIFICATION_STREAM_REPLACED } from '@portal/domain';
import type { UserDirectory } from '../../context.js';
import type { Listen } from '../../db/client.js';

/** The channel the notifications table's trigger announces each new row on: '<recipient id> <item JSON>'. */
export const NOTIFICATION_CHANNEL = 'notification_created';

export interface LiveSettings {
  /** A comment line on every open stream this often: proxies and browsers keep a talking stream open. */
  heartbeatMs: number;
  /** Open streams per person in one process; a new one closes the oldest. */
  streamsPerUser: number;
  /** A stream is closed after this long (the client opens another), so none outlives its sign-in for long. */
  maxAgeMs: number;
  /** A stream whose client has not read this much is closed: it refetches when it comes back. */
  maxBufferedBytes: number;
}

export const DEFAULT_LIVE_SETTINGS: LiveSettings = {
  heartbeatMs: 20_000,
  streamsPerUser: 5,
  maxAgeMs: 60 * 60_000,
  maxBufferedBytes: 64 * 1024,
};

interface Stream {
  body: PassThrough;
  userId: string;
  /** The sign-in's token version: a password change or deactivation ends the stream. */
  tokenVersion: number;
  openedAt: number;
}

/**
 * The live streams of one server process (docs/architecture.md, "Notifications"): GET
 * notifications/stream keeps a response open per browser tab, and every new notification, from
 * whichever process made it, reaches its recipient's streams through LISTEN notification_created.
 * The list stays the truth: a client refetches it whenever its stream (re)opens.
 */
export class LiveNotifications {
  private readonly byUser = new Map<string, Stream[]>();
  /** The connections streams were opened on, until they close: a shutdown closes them all. */
  private readonly sockets = new Set<Socket>();
  private unlisten: (() => Promise<void>) | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  /** True while notifications can reach this process; streams are refused otherwise. */
  listening = false;

  constructor(
    private readonly settings: LiveSettings,
    private readonly users: UserDirectory,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(listen: Listen | undefined): Promise<void> {
    if (!listen) return;
    this.unlisten = await listen(NOTIFICATION_CHANNEL, {
      onMessage: (payload) => this.deliver(payload),
      // Whatever came while the connection was down is lost: every client reconnects and refetches.
      onReset: (listening) => {
        this.closeAll();
        this.listening = listening;
      },
    });
    this.listening = true;
    this.heartbeat = setInterval(() => void this.beat(), this.settings.heartbeatMs);
  }

  /** Ends every stream and resolves once their responses are done (the app closes after). */
  async stop(): Promise<void> {
    this.listening = false;
    clearInterval(this.heartbeat);
    const closed = [...this.byUser.values()].flat().map((stream) => once(stream.body, 'close'));
    this.closeAll();
    await Promise.all([this.unlisten?.(), ...closed]);
    // A stream's connection serves nothing else, and a client that went away may leave it open.
    for (const socket of this.sockets) socket.destroy();
  }

  /** How many streams are open in this process. */
  get size(): number {
    let count = 0;
    for (const streams of this.byUser.values()) count += streams.length;
    return count;
  }

  /** A new stream for this person on this connection: the response's body, already saying hello. */
  open(userId: string, tokenVersion: number, socket: Socket): PassThrough {
    if (!this.sockets.has(socket)) {
      this.sockets.add(socket);
      socket.once('close', () => this.sockets.delete(socket));
    }
    const stream: Stream = { body: new PassThrough(), userId, tokenVersion, openedAt: Date.now() };
    const streams = this.byUser.get(userId) ?? [];
    this.byUser.set(userId, streams);
    while (streams.length >= this.settings.streamsPerUser) {
      const oldest = streams.shift()!;
      this.write(oldest, `event: ${NOTIFICATION_STREAM_REPLACED}\ndata: {}\n\n`);
      oldest.body.end();
    }
    streams.push(stream);
    stream.body.once('close', () => this.forget(stream));
    // The first bytes send the headers at once, so the client knows the stream is open.
    this.write(stream, ': connected\n\n');
    return stream.body;
  }

  /** A NOTIFY of the trigger: '<recipient id> <item JSON>'. Only a recipient with a stream here costs more than a lookup. */
  private deliver(payload: string): void {
    const space = payload.indexOf(' ');
    const streams = space > 0 ? this.byUser.get(payload.slice(0, space)) : undefined;
    if (!streams) return;
    const message = `event: ${NOTIFICATION_STREAM_EVENT}\ndata: ${payload.slice(space + 1)}\n\n`;
    for (const stream of [...streams]) this.write(stream, message);
  }

  private write(stream: Stream, text: string): void {
    if (stream.body.writableLength > this.settings.maxBufferedBytes) {
      this.log.warn({ userId: stream.userId }, 'a notification stream fell behind; closed');
      stream.body.end();
      return;
    }
    stream.body.write(text);
  }

  /** The heartbeat; and streams of a sign-in that ended, or too old, are closed. */
  private async beat(): Promise<void> {
    const oldest = Date.now() - this.settings.maxAgeMs;
    for (const [userId, streams] of [...this.byUser]) {
      // A failed read (the database away for a moment) ends nobody's stream.
      const row = await this.users.byId(userId).catch(() => 'unknown' as const);
      for (const stream of [...streams]) {
        const signedOut = row !== 'unknown' && (!row?.active || row.tokenVersion !== stream.tokenVersion);
        if (signedOut || stream.openedAt < oldest) stream.body.end();
        else this.write(stream, ': ping\n\n');
      }
    }
  }

  private forget(stream: Stream): void {
    const streams = this.byUser.get(stream.userId);
    if (!streams) return;
    const at = streams.indexOf(stream);
    if (at !== -1) streams.splice(at, 1);
    if (streams.length === 0) this.byUser.delete(stream.userId);
  }

  private closeAll(): void {
    for (const streams of [...this.byUser.values()]) for (const stream of [...streams]) stream.body.end();
  }
}
