import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { Route, Routes, useLocation } from 'react-router';
import { MESSAGES, type NotificationItem, type NotificationsPage } from '@portal/domain';
import { apiUrl, message, sentBodies } from '../../test/api';
import { newId } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { server } from '../../test/server';
import { NotificationBell } from './NotificationBell';

/*
 * The bell (docs/rules.md, "Notifications"): the unread count, the list newest first with Load
 * more, opening one (marked read, then its screen), Mark all read, and a notification from the
 * live stream lighting the bell while the page is open.
 */

const item = (index: number, read = false): NotificationItem => ({
  _id: newId(),
  kind: 'gatepass_decided',
  title: `Notice ${index}`,
  body: `Body of notice ${index}`,
  link: `/place/${index}`,
  createdAt: new Date(Date.UTC(2026, 10, 25, 10, 0) - index * 60_000).toISOString(),
  read,
});

/** The own notifications as the server keeps them, a stream that sends what the test pushes, and what was sent. */
function serveNotifications(initial: NotificationItem[]) {
  let items = initial;
  const marked = sentBodies();
  let push: ((text: string) => void) | undefined;
  server.use(
    http.get(apiUrl('notifications'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      const page = Number(query.get('page') ?? 1);
      const limit = Number(query.get('limit') ?? 20);
      return HttpResponse.json({
        success: true,
        data: items.slice((page - 1) * limit, page * limit),
        total: items.length,
        unread: items.filter((one) => !one.read).length,
        page,
        limit,
      } satisfies NotificationsPage);
    }),
    http.post(apiUrl('notifications/read'), async ({ request }) => {
      await marked.record(request);
      const body = marked.bodies.at(-1) as { ids?: string[]; all?: true };
      items = items.map((one) => (body.all || body.ids?.includes(one._id) ? { ...one, read: true } : one));
      return message(MESSAGES.markedAsRead);
    }),
    http.get(apiUrl('notifications/stream'), ({ request }) => {
      expect(request.headers.get('authorization')).toMatch(/^Bearer /);
      const encoder = new TextEncoder();
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(encoder.encode(': connected\n\n'));
          push = (text) => controller.enqueue(encoder.encode(text));
        },
      });
      return new HttpResponse(body, { headers: { 'content-type': 'text/event-stream' } });
    }),
  );
  return {
    marked: marked.bodies,
    streaming: () => push !== undefined,
    arrive: (one: NotificationItem) => {
      items = [one, ...items];
      push!(`event: notification\ndata: ${JSON.stringify(one)}\n\n`);
    },
  };
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

const renderBell = () =>
  renderWithProviders(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <NotificationBell user={{ _id: 'me', email: 'me@college.example', type: 'student' }} />
            <Where />
          </>
        }
      />
    </Routes>,
  );

describe('the notification bell', () => {
  it('shows the unread count; opening one marks it read and goes to its screen; Load more pages on', async () => {
    const items = Array.from({ length: 21 }, (_, index) => item(index, index >= 3));
    const served = serveNotifications(items);
    const { user } = renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    await user.click(bell);
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    const list = await within(dialog).findByRole('list', { name: 'Notifications, newest first' });
    expect(await within(list).findAllByRole('button')).toHaveLength(20);
    expect(within(list).getAllByRole('button')[0]).toHaveAccessibleName(/^Unread:\s*Notice 0/);
    await user.click(within(dialog).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(21));
    expect(within(dialog).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: /Notice 1\b/ }));
    expect(screen.getByTestId('where')).toHaveTextContent('/place/1');
    await waitFor(() => expect(served.marked).toEqual([{ ids: [items[1]!._id] }]));
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // The e-mail choices are on the own profile.
    await user.click(screen.getByRole('button', { name: 'Notifications, 2 unread' }));
    await user.click(await screen.findByRole('link', { name: 'E-mail settings' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/user/me%40college.example');
  });

  it('marks all read', async () => {
    const served = serveNotifications([item(0), item(1), item(2, true)]);
    const { user } = renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await user.click(await within(dialog).findByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(served.marked).toEqual([{ all: true }]));
    // The focus stays in the list (on its heading) when the button it was on is disabled.
    expect(within(dialog).getByRole('heading', { name: 'Notifications' })).toHaveFocus();
    // The page behind the open list is hidden from assistive technology meanwhile.
    expect(await screen.findByRole('button', { name: 'Notifications', hidden: true })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  it('lights up when a notification arrives on the live stream', async () => {
    const served = serveNotifications([item(1, true)]);
    const { user } = renderBell();
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    await waitFor(() => expect(served.streaming()).toBe(true));
    served.arrive({ ...item(0), title: 'Your gate pass was approved' });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    expect(await screen.findByRole('button', { name: /Your gate pass was approved/ })).toBeInTheDocument();
  });
});
