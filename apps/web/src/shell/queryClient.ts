import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, isAbort } from './api';
import { notify } from './notify';
import { isOffline } from './online';

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiError;
    /**
     * `silent`: the screen shows the failure itself, so no toast. `notKept`: the answer is not kept on
     * the device for the next visit (keptAnswers.ts), as it stops working (signed links that expire)
     * or a form starts from it (it must start from the server's current answer).
     */
    queryMeta: { silent?: boolean; notKept?: boolean };
    /** Nothing: an action's failure is always its screen's to report (see below). */
    mutationMeta: Record<string, never>;
  }
}

/**
 * Request handling of docs/rules.md, "Requests, messages and errors": a failed call shows the server's message (or
 * 'Network Error') in an error toast. A failed read (a query) is toasted here, unless the screen
 * reports it itself (`silent`). A failed action (a mutation) is toasted by the screen that started
 * it, with the action's own fallback message ('Payment type creation failed!!' and the like), and
 * never here: a handler here as well showed every such failure twice. A 401 is handled by the
 * session (api.ts calls its handler), so it gets no second toast here. A read that found no network
 * while offline is not toasted either: the offline banner says so already (AppLayout).
 */
const toastFailure = (error: unknown, silent: boolean | undefined) => {
  if (silent || isAbort(error)) return;
  if (error instanceof ApiError && error.status === 401) return;
  if (error instanceof ApiError && error.status === 0 && isOffline()) return;
  notify.error(error instanceof Error ? error.message : String(error));
};

export const createQueryClient = () =>
  new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => toastFailure(error, query.meta?.silent) }),
    /*
     * Offline (docs/rules.md, "The installed app and offline"): a read waits for the network with
     * its last answer still on the screen (TanStack Query's 'online' mode) and is made again when the
     * network is back; an action is tried at once ('always') and fails in its screen with the word
     * that it needs a connection. TanStack Query would otherwise hold it paused and send it
     * whenever the network came back, unseen: nothing is queued silently.
     */
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000, networkMode: 'online' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
