import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { defaultShouldDehydrateQuery, type QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSubscribe } from '@tanstack/react-query-persist-client';
import { createStore, del, get, set } from 'idb-keyval';
import { KEPT_DATABASE, KEPT_DAYS } from './keptAnswers';

/**
 * The device's copy of the signed-in user's last answers (docs/rules.md, "The installed app and
 * offline"; docs/choices.md, "Kept answers"): TanStack Query's persister over one IndexedDB entry.
 * Loaded apart from the app's first chunk (keptAnswers.ts imports it when there is a token).
 */

const store = createStore(KEPT_DATABASE, 'answers');
const ENTRY = 'answers';

declare global {
  interface Window {
    /** The kept entry as index.html read it while the app's code loaded (build/firstScreenPreload.ts). */
    portalKept?: Promise<unknown>;
  }
}

/** The kept entry: the read index.html started, taken once, or a read of its own. */
async function readEntry(key: string): Promise<string | null> {
  const early = window.portalKept;
  delete window.portalKept;
  const value = await (early ?? get<unknown>(key, store));
  return typeof value === 'string' ? value : null;
}

export interface Keeper {
  /** Stops saving and removes what is kept. */
  forget(): Promise<void>;
}

/**
 * Puts the answers kept for `owner` (the user id of the token) into the query client, each marked
 * stale so that the screen that shows it reads it again at once, then keeps saving the client's
 * answers while `stillOwner()` says the token is still that user's. Kept answers of anyone else, or
 * older than KEPT_DAYS, are removed instead of shown.
 */
export async function keep(queryClient: QueryClient, owner: string, stillOwner: () => boolean): Promise<Keeper> {
  const persister = createAsyncStoragePersister({
    key: ENTRY,
    storage: {
      getItem: readEntry,
      // A save that was waiting when the user signed out (or the token changed) writes nothing.
      setItem: (key, value: string) => (stillOwner() ? set(key, value, store) : undefined),
      removeItem: (key) => del(key, store),
    },
  });
  const options = { queryClient, persister, buster: owner };
  try {
    await persistQueryClientRestore({ ...options, maxAge: KEPT_DAYS * 24 * 60 * 60_000 });
  } catch {
    // Unreadable: already removed by the restore; the screens read everything from the server.
  }
  // Every kept answer is read again by the screen that shows it, however recent it is.
  void queryClient.invalidateQueries({ refetchType: 'none' });
  const unsubscribe = persistQueryClientSubscribe({
    ...options,
    dehydrateOptions: {
      // Successful reads only, and none whose answer stops working (signed links that expire).
      shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) && !query.meta?.notKept,
      shouldDehydrateMutation: () => false,
    },
  });
  return {
    forget: async () => {
      unsubscribe();
      await del(ENTRY, store);
    },
  };
}
