import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_STREAM_EVENT, NOTIFICATION_STREAM_REPLACED, type NotificationItem } from '@portal/domain';
import { getToken } from '../api';
import { receiveNotification, refetchNotifications } from './notificationsApi';

/** The first wait before opening the stream again; it doubles up to the last. */
const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 60_000;

/**
 * Reads a text/event-stream as it arrives and hands each event to `onEvent`; resolves when the
 * stream ends.
 */
export async function readEventStream(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: string, data: string) => void,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
    for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
      const lines = buffer.slice(0, end).split('\n');
      buffer = buffer.slice(end + 2);
      // Comment lines (': ping') only keep the connection talking.
      const event =
        lines
          .find((line) => line.startsWith('event:'))
          ?.slice(6)
          .trim() ?? 'message';
      const data = lines
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).trimStart())
        .join('\n');
      if (data || event !== 'message') onEvent(event, data);
    }
  }
}

/** Resolves once the page is in front again (visible, or its window focused). */
const backInFront = (): Promise<void> =>
  new Promise((resolve) => {
    const done = () => {
      if (document.visibilityState !== 'visible') return;
      document.removeEventListener('visibilitychange', done);
      window.removeEventListener('focus', done);
      resolve();
    };
    document.addEventListener('visibilitychange', done);
    window.addEventListener('focus', done);
  });

/**
 * Keeps the signed-in user's live stream of notifications open (docs/rules.md, "Notifications"):
 * GET notifications/stream with the bearer header, read with fetch (EventSource cannot send the
 * header, and a token never goes in an address). Each new notification updates the bell's count
 * and the list at once; whenever the stream (re)opens, both are read again, since the list is the
 * truth and something may have come while it was away. A dropped stream is opened again after 1 s,
 * then longer each time up to a minute; one closed for a newer tab of the same person waits until
 * this page is in front again.
 */
export function useLiveNotifications(userId: string | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    let stopped = false;
    let controller: AbortController | undefined;
    let timer: number | undefined;
    let wait = RETRY_FIRST_MS;

    const open = async () => {
      const token = getToken();
      if (stopped || !token) return;
      controller = new AbortController();
      let replaced = false;
      try {
        const response = await fetch('/api/notifications/stream', {
          headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
          signal: controller.signal,
          cache: 'no-store',
        });
        // A token that no longer works ends the session through the app's other calls.
        if (response.status === 401) return;
        if (response.ok && response.body) {
          wait = RETRY_FIRST_MS;
          void refetchNotifications(queryClient);
          await readEventStream(response.body, (event, data) => {
            if (event === NOTIFICATION_STREAM_EVENT)
              receiveNotification(queryClient, JSON.parse(data) as NotificationItem);
            if (event === NOTIFICATION_STREAM_REPLACED) replaced = true;
          });
        }
      } catch {
        // The network or the server went away: tried again below.
      }
      if (stopped) return;
      if (replaced) {
        await backInFront();
        if (!stopped) void open();
        return;
      }
      timer = window.setTimeout(() => void open(), wait * (0.75 + Math.random() / 2));
      wait = Math.min(wait * 2, RETRY_MAX_MS);
    };
    void open();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      controller?.abort();
    };
  }, [userId, queryClient]);
}
