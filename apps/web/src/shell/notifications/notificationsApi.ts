import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  NOTIFICATIONS_PAGE_SIZE,
  type EmailPreferences,
  type NotificationItem,
  type NotificationsPage,
} from '@portal/domain';
import { api } from '../api';

/** The notification calls of docs/api.md, "Notifications". Every query of them starts with this key. */
export const NOTIFICATIONS_KEY = ['notifications'] as const;
const COUNT_KEY = [...NOTIFICATIONS_KEY, 'count'] as const;
const LIST_KEY = [...NOTIFICATIONS_KEY, 'list'] as const;
const PREFERENCES_KEY = [...NOTIFICATIONS_KEY, 'preferences'] as const;

/** How many of the own notifications are unread: the bell's badge (a page of one). */
export const useUnreadCount = (enabled: boolean) =>
  useQuery({
    queryKey: COUNT_KEY,
    queryFn: ({ signal }) => api.get('/notifications', { query: { limit: 1 }, signal }),
    select: (page) => page.unread,
    enabled,
    meta: { silent: true },
  });

/** The own notifications, newest first, a page at a time ("Load more" asks for the next). */
export const useNotificationList = () =>
  useInfiniteQuery({
    queryKey: LIST_KEY,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.get('/notifications', { query: { page: pageParam, limit: NOTIFICATIONS_PAGE_SIZE }, signal }),
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
    select: (data) => {
      // A notification that arrived meanwhile moves the later pages on: one read on two pages shows once.
      const seen = new Set<string>();
      const items: NotificationItem[] = [];
      for (const page of data.pages) {
        for (const item of page.data) {
          if (!seen.has(item._id)) items.push(item);
          seen.add(item._id);
        }
      }
      const first = data.pages[0]!;
      return { items, unread: first.unread, total: first.total };
    },
    // The list says what went wrong itself.
    meta: { silent: true },
  });

type ListData = { pages: NotificationsPage[]; pageParams: unknown[] };

/**
 * Marks them read in the cache at once, and the count with them, while the call goes (the answer
 * is then read again). The ids are unread ones the list shows.
 */
function markInCache(queryClient: QueryClient, ids: string[] | 'all'): void {
  const marked = (item: NotificationItem) => ids === 'all' || ids.includes(item._id);
  const unreadAfter = (unread: number) => (ids === 'all' ? 0 : Math.max(0, unread - ids.length));
  queryClient.setQueryData<ListData>(LIST_KEY, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            unread: unreadAfter(page.unread),
            data: page.data.map((item) => (marked(item) ? { ...item, read: true } : item)),
          })),
        }
      : data,
  );
  queryClient.setQueryData<NotificationsPage>(COUNT_KEY, (page) =>
    page ? { ...page, unread: unreadAfter(page.unread) } : page,
  );
}

/** POST notifications/read: some of the own (`ids`) or all of them. */
export const useMarkRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (which: string[] | 'all') =>
      api.post('/notifications/read', which === 'all' ? { all: true } : { ids: which }),
    onMutate: (which) => markInCache(queryClient, which),
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
};

/**
 * A notification the live stream brought: the bell counts it at once, an open list shows it on
 * top, and both are read again from the server (the list is the truth).
 */
export function receiveNotification(queryClient: QueryClient, item: NotificationItem): void {
  queryClient.setQueryData<NotificationsPage>(COUNT_KEY, (page) =>
    page ? { ...page, unread: page.unread + (item.read ? 0 : 1), total: page.total + 1 } : page,
  );
  queryClient.setQueryData<ListData>(LIST_KEY, (data) =>
    data && !data.pages[0]!.data.some((known) => known._id === item._id)
      ? {
          ...data,
          pages: data.pages.map((page, index) =>
            index === 0
              ? { ...page, data: [item, ...page.data], unread: page.unread + 1, total: page.total + 1 }
              : page,
          ),
        }
      : data,
  );
  void queryClient.invalidateQueries({ queryKey: COUNT_KEY });
  void queryClient.invalidateQueries({ queryKey: LIST_KEY });
}

/** What may have arrived while the stream was away: read everything again. */
export const refetchNotifications = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: [...NOTIFICATIONS_KEY] });

/** Per kind that can reach the signed-in user, whether it also comes by e-mail. */
export const useEmailPreferences = () =>
  useQuery({
    queryKey: PREFERENCES_KEY,
    queryFn: async ({ signal }) => (await api.get('/notifications/preferences', { signal })).data.email,
    meta: { silent: true },
  });

/** Saves the kinds changed; the others keep their value. */
export const useSaveEmailPreferences = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: EmailPreferences) => api.put('/notifications/preferences', { email }),
    onMutate: (email) =>
      queryClient.setQueryData<EmailPreferences>(PREFERENCES_KEY, (known) => (known ? { ...known, ...email } : known)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PREFERENCES_KEY }),
  });
};
