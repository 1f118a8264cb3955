import { randomUUID } from 'node:crypto';
import type { Listen } from '../db/client.js';

/** Sends a NOTIFY on a channel (pg_notify), on the same database the cache listens to. */
export type Notify = (channel: string, payload: string) => Promise<void>;

/** A notice this process sent to itself, never a key: keys are ids and names without a colon. */
const FENCE_PREFIX = 'fence:';
/** How long a change waits for its fence before answering anyway (the listener is slow or gone). */
const FENCE_TIMEOUT_MS = 2_000;

export interface NotifiedCacheOptions {
  /** The NOTIFY channel whose messages name the keys that changed (an empty payload: everything). */
  channel: string;
  /** At most this many entries; the oldest go first. */
  maxEntries: number;
  /**
   * A safety net only: an entry is read again after this long even when no notification came.
   * Correctness rests on the notifications, sent by database triggers on every change.
   */
  ttlMs: number;
}

interface Entry<V> {
  value: V;
  storedAt: number;
}

/**
 * An in-process cache of rows that almost never change (the signed-in user, the feature switches),
 * kept true across processes by LISTEN/NOTIFY: a trigger announces every change and every process
 * drops the entry (docs/architecture.md, "The signed-in path").
 *
 * A load that started before an invalidation is not stored, so a slow read can never put back a
 * value that a notification has already declared stale. While the listening connection is down,
 * nothing is cached at all.
 */
export class NotifiedCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  /** Bumped by every invalidation; a load stores its result only if this did not move meanwhile. */
  private epoch = 0;
  private listening = false;
  private unlisten: (() => Promise<void>) | undefined;
  private notify: Notify | undefined;
  /** The fences this process is waiting for, by payload. */
  private readonly fences = new Map<string, () => void>();

  constructor(private readonly options: NotifiedCacheOptions) {}

  /**
   * Starts listening. Without it (or while it is down) the cache stores nothing and every read
   * loads. With `notify`, `changed` waits until the change is known everywhere.
   */
  async connect(listen: Listen, notify?: Notify): Promise<void> {
    this.unlisten = await listen(this.options.channel, {
      onMessage: (payload) => {
        if (payload.startsWith(FENCE_PREFIX)) this.fences.get(payload)?.();
        else if (payload) this.invalidate(payload);
        else this.clear();
      },
      onReset: (listening) => {
        this.clear();
        this.listening = listening;
        this.releaseFences();
      },
    });
    this.notify = notify;
    this.listening = true;
  }

  async disconnect(): Promise<void> {
    this.listening = false;
    this.clear();
    this.releaseFences();
    await this.unlisten?.();
  }

  /**
   * Call once this process has changed, and committed, what `key` names (no key: everything). The
   * entry goes here at once; then a notice of our own (a fence) goes through the database, and
   * this answers when it has come back. Notices reach a listener in the order their transactions
   * committed, and the database signals every listening process at the commit, so by then every
   * other process has had as long as this one to hear of the change: a client that got our answer
   * finds the change on any process it calls next (docs/architecture.md, "The signed-in path").
   */
  async changed(key?: string): Promise<void> {
    if (key === undefined) this.clear();
    else this.invalidate(key);
    const notify = this.notify;
    if (!this.listening || !notify) return;
    const payload = `${FENCE_PREFIX}${randomUUID()}`;
    await new Promise<void>((resolve) => {
      const release = () => {
        clearTimeout(timer);
        this.fences.delete(payload);
        resolve();
      };
      const timer = setTimeout(release, FENCE_TIMEOUT_MS);
      this.fences.set(payload, release);
      notify(this.options.channel, payload).catch(release);
    });
  }

  /** The cached value, or the loader's (stored when it is not undefined and nothing changed meanwhile). */
  async get(key: string, load: () => Promise<V | undefined>): Promise<V | undefined> {
    const entry = this.entries.get(key);
    if (entry && Date.now() - entry.storedAt < this.options.ttlMs) return entry.value;
    const epoch = this.epoch;
    const value = await load();
    if (value !== undefined && this.listening && epoch === this.epoch) this.store(key, value);
    return value;
  }

  /** Forget one key, at once, in this process (the notification tells the others). */
  invalidate(key: string): void {
    this.epoch += 1;
    this.entries.delete(key);
  }

  clear(): void {
    this.epoch += 1;
    this.entries.clear();
  }

  /** The listener is gone or was reset: nobody waits on a fence that may never come. */
  private releaseFences(): void {
    for (const release of [...this.fences.values()]) release();
  }

  get size(): number {
    return this.entries.size;
  }

  private store(key: string, value: V): void {
    this.entries.delete(key);
    if (this.entries.size >= this.options.maxEntries) {
      // Maps iterate in insertion order: the first key is the oldest stored.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, storedAt: Date.now() });
  }
}
