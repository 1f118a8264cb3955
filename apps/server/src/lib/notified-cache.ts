import type { Listen } from '../db/client.js';

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

  constructor(private readonly options: NotifiedCacheOptions) {}

  /** Starts listening. Without it (or while it is down) the cache stores nothing and every read loads. */
  async connect(listen: Listen): Promise<void> {
    this.unlisten = await listen(this.options.channel, {
      onMessage: (payload) => (payload ? this.invalidate(payload) : this.clear()),
      onReset: (listening) => {
        this.clear();
        this.listening = listening;
      },
    });
    this.listening = true;
  }

  async disconnect(): Promise<void> {
    this.listening = false;
    this.clear();
    await this.unlisten?.();
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
