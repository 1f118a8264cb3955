import { randomUUID } from 'node:crypto';
import type { Listen } from '../db/client.js';

/** Sends a NOTIFY on a channel (pg_notify), on the same database the cache listens to. */
export type Notify = (channel: string, payload: string) => Promise<void>;

/**
 * The two notices of a change's fence, never keys (keys are ids and names without a colon):
 * `fence:<fence id>:<sender>` asks every listening process to answer once it has read it, and
 * `ack:<fence id>:<responder>` is such an answer.
 */
const FENCE_PREFIX = 'fence:';
const ACK_PREFIX = 'ack:';
/** How long a change waits for its fence's answers before answering anyway (a process is slow or gone). */
const FENCE_TIMEOUT_MS = 5_000;

/** What a cache needs to make its changes known everywhere before it answers. */
export interface FenceOptions {
  /** Sends a notice; without it a change is not fenced at all. */
  notify?: Notify;
  /**
   * How many processes listen on the database, this one included (DatabaseHandle.listeners); the
   * fence waits for an answer from each. Without it, only this process's own.
   */
  listeners?: () => Promise<number>;
}

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
 * nothing is cached at all. A process has at most one cache that fences (`notify`) per channel: a
 * fence counts one answer per listening process.
 */
export class NotifiedCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  /** Bumped by every invalidation; a load stores its result only if this did not move meanwhile. */
  private epoch = 0;
  private listening = false;
  private unlisten: (() => Promise<void>) | undefined;
  private notify: Notify | undefined;
  private listeners: (() => Promise<number>) | undefined;
  /** This cache's name in fences and answers: one per process and channel. */
  private readonly id = randomUUID();
  /** The fences this cache is waiting on, by fence id: an answer from a process, or the end of the wait. */
  private readonly fences = new Map<string, { answered: (responder: string) => void; release: () => void }>();

  constructor(private readonly options: NotifiedCacheOptions) {}

  /**
   * Starts listening. Without it (or while it is down) the cache stores nothing and every read
   * loads. With `notify`, `changed` waits until the change is known everywhere, and this cache
   * answers the fences of the other processes.
   */
  async connect(listen: Listen, fence: FenceOptions = {}): Promise<void> {
    this.unlisten = await listen(this.options.channel, {
      onMessage: (payload) => {
        if (payload.startsWith(FENCE_PREFIX)) this.fenceHeard(payload.slice(FENCE_PREFIX.length));
        else if (payload.startsWith(ACK_PREFIX)) this.answerHeard(payload.slice(ACK_PREFIX.length));
        else if (payload) this.invalidate(payload);
        else this.clear();
      },
      onReset: (listening) => {
        this.clear();
        this.listening = listening;
        this.releaseFences();
      },
    });
    this.notify = fence.notify;
    this.listeners = fence.listeners;
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
   * this answers when every listening process has answered it, this one included. Notices reach a
   * listener in the order their transactions committed, so a process that answers the fence has
   * read the change's notice before it, and dropped the entry: a client that got our answer finds
   * the change on any process it calls next (docs/architecture.md, "The signed-in path"). A
   * process that does not answer within five seconds (stopped, or very slow) is not waited for.
   */
  async changed(key?: string): Promise<void> {
    if (key === undefined) this.clear();
    else this.invalidate(key);
    const notify = this.notify;
    if (!this.listening || !notify) return;
    const expected = this.listeners ? await this.listeners().catch(() => 1) : 1;
    const fence = randomUUID();
    let sending: Promise<void> = Promise.resolve();
    await new Promise<void>((resolve) => {
      const answered = new Set<string>();
      const release = () => {
        clearTimeout(timer);
        this.fences.delete(fence);
        resolve();
      };
      const timer = setTimeout(release, FENCE_TIMEOUT_MS);
      this.fences.set(fence, {
        answered: (responder) => {
          answered.add(responder);
          if (answered.size >= expected) release();
        },
        release,
      });
      sending = notify(this.options.channel, `${FENCE_PREFIX}${fence}:${this.id}`).catch(release);
    });
    // The fence can come back before its own statement has finished on the sending connection:
    // answer only once nothing this change started is still running.
    await sending;
  }

  /** A fence came by: our own counts as our answer; another's is answered, now that what came before it is read. */
  private fenceHeard(rest: string): void {
    const [fence = '', sender = ''] = rest.split(':');
    if (sender === this.id) this.fences.get(fence)?.answered(this.id);
    else this.notify?.(this.options.channel, `${ACK_PREFIX}${fence}:${this.id}`).catch(() => {});
  }

  /** Another process answered a fence: if it is one of ours, it counts. */
  private answerHeard(rest: string): void {
    const [fence = '', responder = ''] = rest.split(':');
    this.fences.get(fence)?.answered(responder);
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
    for (const { release } of [...this.fences.values()]) release();
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
