import { LRUCache } from 'lru-cache';

/** How often feeds are served (docs/choices.md, "The calendar feed under load"). */
export interface FeedLimit {
  /** Fetches of one feed address in a window. */
  perFeed: number;
  /** Fetches of any feed from one client address in a window. */
  perAddress: number;
  windowSeconds: number;
}

/**
 * A calendar app reads a feed every few minutes at most; a hundred and twenty a minute from one
 * address leaves room for a calendar service that fetches many users' feeds from one address.
 */
export const DEFAULT_FEED_LIMIT: FeedLimit = { perFeed: 20, perAddress: 120, windowSeconds: 60 };

interface Window {
  count: number;
  endsAt: number;
}

/**
 * Fixed windows counted in the process's memory rather than in the database like the sign-in
 * limits (plugins/rate-limit.ts): the point is to keep feed traffic off the database, and each
 * process guards its own share. Keys are forgotten when their window closes.
 */
export function feedRate(limit: FeedLimit, now: () => Date) {
  const windowMs = limit.windowSeconds * 1000;
  const windows = new LRUCache<string, Window>({
    max: 50_000,
    ttl: windowMs,
    ttlResolution: 0,
    perf: { now: () => now().getTime() },
  });
  const count = (key: string, cap: number, at: number) => {
    let window = windows.get(key);
    if (!window) {
      window = { count: 0, endsAt: at + windowMs };
      windows.set(key, window);
    }
    window.count += 1;
    return window.count > cap ? Math.ceil((window.endsAt - at) / 1000) : 0;
  };
  /** Counts one fetch; answers 0 when it may be served, else the seconds until it may. */
  return (secret: string, address: string): number => {
    const at = now().getTime();
    const waits = [count(`feed:${secret}`, limit.perFeed, at), count(`address:${address}`, limit.perAddress, at)];
    return Math.max(...waits);
  };
}
