import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, isAbort } from './api';
import { notify } from './notify';

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiError;
    /** `silent`: the screen shows the failure itself, so no toast. */
    queryMeta: { silent?: boolean };
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
 * session (api.ts calls its handler), so it gets no second toast here.
 */
const toastFailure = (error: unknown, silent: boolean | undefined) => {
  if (silent || isAbort(error)) return;
  if (error instanceof ApiError && error.status === 401) return;
  notify.error(error instanceof Error ? error.message : String(error));
};

export const createQueryClient = () =>
  new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => toastFailure(error, query.meta?.silent) }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
