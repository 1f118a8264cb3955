import type { Query, QueryClient } from '@tanstack/react-query';
import { getToken } from './api';
import type { Keeper } from './keptStore';

/**
 * Kept answers (docs/rules.md, "The installed app and offline"; docs/architecture.md, same name):
 * the signed-in user's last answers stay on the device, in IndexedDB, so that the next visit shows
 * them at once while it reads them again. This part is in the app's first chunk and small; the
 * persister itself (keptStore.ts) is downloaded only for a signed-in browser.
 */

/** The IndexedDB database of the kept answers; removed whenever the app starts without a token. */
export const KEPT_DATABASE = 'portal-kept';
/** Kept answers older than this are removed instead of shown: a token lives as long. */
export const KEPT_DAYS = 7;

/** The user a token is for (its subject), read without checking it: only the server can. */
export function ownerOf(token: string | null): string | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown };
    return typeof claims.sub === 'string' && claims.sub !== '' ? claims.sub : null;
  } catch {
    return null;
  }
}

let keeper: Promise<Keeper | undefined> | undefined;
/** When the kept answers were put back: an answer older than this came from the device. */
let restoredAt = 0;

const hasIndexedDb = (): boolean => typeof indexedDB !== 'undefined';

function removeDatabase(): void {
  if (hasIndexedDb()) indexedDB.deleteDatabase(KEPT_DATABASE);
}

/**
 * Called once before the app's first render: with a token, puts the answers kept for its user into
 * the query client and keeps saving them; without one, removes whatever is kept. Settles once the
 * kept answers are there (or there are none, or they could not be read).
 */
export function restoreKept(queryClient: QueryClient): Promise<void> {
  const owner = ownerOf(getToken());
  if (!owner || !hasIndexedDb()) {
    removeDatabase();
    return Promise.resolve();
  }
  keeper = import('./keptStore')
    .then(({ keep }) => keep(queryClient, owner, () => ownerOf(getToken()) === owner))
    .catch(() => undefined);
  return keeper.then(() => {
    restoredAt = Date.now();
  });
}

/** At sign-out and when the session ends: nothing more is saved and what was kept is removed. */
export function forgetKept(): void {
  const pending = keeper;
  keeper = undefined;
  if (pending) void pending.then((kept) => kept?.forget());
  else removeDatabase();
}

/** True for a query showing an answer kept from an earlier visit, not yet read again. */
export const showsKept = (query: Query): boolean =>
  query.state.data !== undefined && query.state.dataUpdatedAt < restoredAt;
