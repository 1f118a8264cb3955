import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EventForm } from '@portal/domain';
import { api } from '../../shell/api';
import { useDeferredResult } from '../query/deferredResult';

/** The calendar's calls of docs/api.md, "Events": one query per span shown, a create and a delete. */
export const EVENTS_KEY = ['events'] as const;

export interface Span {
  start: string;
  end: string;
}

export const useEvents = (span: Span | null) =>
  useDeferredResult(
    useQuery({
      queryKey: [...EVENTS_KEY, span?.start, span?.end],
      queryFn: async ({ signal }) => (await api.get('/shared/event', { query: { ...span }, signal })).data,
      enabled: span !== null,
      placeholderData: (previous) => previous,
    }),
  );

export const useCreateEvent = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: EventForm) => api.post('/shared/event', form),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EVENTS_KEY }),
  });
};

export const useDeleteEvent = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete('/shared/event/{id}', undefined, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EVENTS_KEY }),
  });
};

const FEED_KEY = ['calendar', 'feed'] as const;

/** The caller's personal feed address (made on first ask) and its renewal. */
export const useCalendarFeed = () =>
  useQuery({
    queryKey: FEED_KEY,
    queryFn: async () => (await api.get('/calendar/feed')).data.url,
    staleTime: Infinity,
  });

export const useRenewCalendarFeed = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/calendar/feed'),
    onSuccess: (answer) => queryClient.setQueryData(FEED_KEY, answer.data.url),
  });
};
