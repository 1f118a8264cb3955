import {
  createContext,
  useCallback,
  useContext,
  useDeferredValue,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { MESSAGES, STORAGE_KEYS, type CurrentUser } from '@portal/domain';
import { api, clearToken, getToken, setToken, setUnauthorizedHandler } from './api';
import { forgetKept } from './keptAnswers';
import { Loading } from './Loading';
import { notify } from './notify';
import { isOffline, useOffline } from './online';

/**
 * The session (docs/rules.md, "Accounts and sessions"):
 * - with a stored token the current user is fetched; a non-200 answer removes the
 *   token, says 'Please login again' and goes to the home page;
 * - with no token the visitor area shows;
 * - sign-in stores the token and reloads; sign-out removes it and returns home.
 * A 401 from any later call ends the session the same way. The user kept from the last visit
 * (keptAnswers.ts) shows the signed-in app at once while the current-user call is made again; its
 * 401 ends the session all the same. Ending it removes the kept answers too.
 */

export const CURRENT_USER_KEY = ['currentUser'] as const;

interface SessionValue {
  /** The signed-in user, or null for a visitor. */
  user: CurrentUser | null;
  signIn: (token: string) => void;
  signOut: () => void;
}

const SessionContext = createContext<SessionValue | null>(null);

const fetchCurrentUser = async (): Promise<CurrentUser> =>
  (await api.get('/user/getUser', { key: 'user/getUser' })).data;

/**
 * Called before the app's first render, once the kept answers are in: with a token and no user kept
 * from the last visit, asks who is signed in (the answer index.html asked for early), so that the
 * first render shows the user's screen rather than a spinner that the next one replaces; the
 * admin's home painted by index.html stays meanwhile (build/firstPaint.ts). Settles either way: a
 * failed answer is the session's to deal with, as it is later. Offline it does not wait: the
 * session then says that the account needs a connection (MESSAGES.offlineStart).
 */
export function knowCurrentUser(queryClient: QueryClient): Promise<void> {
  const known = queryClient.getQueryData(CURRENT_USER_KEY) !== undefined;
  if (getToken() === null || known || isOffline()) return Promise.resolve();
  return queryClient.prefetchQuery({ queryKey: CURRENT_USER_KEY, queryFn: fetchCurrentUser, meta: { silent: true } });
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [token, setTokenState] = useState<string | null>(getToken);

  const currentUser = useQuery({
    // No token in the key: it changes only through a reload (sign-in) or to none (the query is off).
    queryKey: CURRENT_USER_KEY,
    queryFn: fetchCurrentUser,
    enabled: token !== null,
    staleTime: Infinity,
    meta: { silent: true },
  });

  const forget = useCallback(() => {
    forgetKept();
    clearToken();
    setTokenState(null);
  }, []);

  // Once the token is gone (and with it the current-user query, now disabled), drop every cached
  // answer. Clearing before the query is disabled would make it fetch again, without a token.
  useEffect(() => {
    if (token === null) {
      void queryClient.cancelQueries();
      queryClient.clear();
    }
  }, [token, queryClient]);

  const expire = useCallback(() => {
    forget();
    notify.error(MESSAGES.loginAgain);
    void navigate('/', { replace: true });
  }, [forget, navigate]);

  // Any call answered 401 ends the session.
  useEffect(() => {
    setUnauthorizedHandler(expire);
    return () => setUnauthorizedHandler(undefined);
  }, [expire]);

  // The current-user call failed with an answer: the token is no good. A 401 has usually ended the
  // session through the handler above already (the token is gone from storage then); but the answer
  // index.html fetched early can arrive before that handler is in place, on a slow phone, and would
  // otherwise leave a signed-out visitor on a signed-in path with no word.
  const failedStatus = currentUser.error?.status;
  useEffect(() => {
    if (failedStatus === undefined || failedStatus === 0) return;
    if (failedStatus !== 401 || getToken() !== null) expire();
  }, [failedStatus, expire]);

  const signIn = useCallback((newToken: string) => {
    setToken(newToken);
    // A full reload starts the signed-in app from its home page with a clean state.
    window.location.assign('/');
  }, []);

  const signOut = useCallback(() => {
    forget();
    void navigate('/', { replace: true });
  }, [forget, navigate]);

  // The installed app opened offline (docs/rules.md, "The installed app and offline"): the account
  // is loaded as soon as the network is back.
  const offline = useOffline();
  // With the user kept from the last visit the app shows what it kept instead.
  const noAnswer = token !== null && currentUser.error?.status === 0 && currentUser.data === undefined;
  const [offlineBefore, setOfflineBefore] = useState(offline);
  const { refetch } = currentUser;
  useEffect(() => {
    if (offline === offlineBefore) return;
    setOfflineBefore(offline);
    if (noAnswer && !offline) void refetch();
  }, [offline, offlineBefore, noAnswer, refetch]);

  const fetched = token ? (currentUser.data ?? null) : null;
  // The signed-in app is the largest render there is: once the user is known, React renders it as a
  // transition, in slices the browser can answer between, while the spinner stays up
  // (docs/benchmarks.md, "The first page"). Signing out takes effect at once.
  const deferred = useDeferredValue(fetched);
  const user = fetched && deferred;
  // Remembered so that the next visit fetches this area's screens while it asks who is signed in.
  const area = user?.type;
  useEffect(() => {
    if (area) localStorage.setItem(STORAGE_KEYS.area, area);
  }, [area]);
  const value = useMemo(() => ({ user, signIn, signOut }), [user, signIn, signOut]);

  if (token && currentUser.isPending) return <Loading label="Loading your account" />;
  if (noAnswer) {
    // The server did not answer: keep the token and let the user try again.
    return (
      <Box component="main" sx={{ p: 3, maxWidth: 480, mx: 'auto' }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void currentUser.refetch()}>
              Retry
            </Button>
          }
        >
          {offline ? MESSAGES.offlineStart : MESSAGES.networkError}
        </Alert>
      </Box>
    );
  }
  if (token && !user) return <Loading label="Loading your account" />;
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export const useSession = (): SessionValue => {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside SessionProvider');
  return value;
};

/** The signed-in user; only for screens of the signed-in areas. */
export const useCurrentUser = (): CurrentUser => {
  const { user } = useSession();
  if (!user) throw new Error('useCurrentUser needs a signed-in user');
  return user;
};
