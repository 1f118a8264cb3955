import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CalendarEvent } from '@portal/domain';
import { answer, apiUrl } from '../../test/api';
import { calendarEventOf } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { server } from '../../test/server';
import { EventCalendar } from './EventCalendar';

/*
 * The calendar kit's EventCalendar (docs/rules.md, "Events"): FullCalendar's month grid renders in
 * jsdom, so its month, its events, its Next button and an event's details are tested here; what jsdom
 * cannot do is lay it out, so dragging over days to ask for a new event stays with the browser
 * journey (e2e/calendar-journey.test.ts). On a phone the same component is the month's list
 * (MonthEventList.test.tsx). The clock is set to November 15th 2026, only Date faked.
 */

const seminar = calendarEventOf({
  title: 'Placement seminar',
  start: '2026-11-20T03:30:00.000Z',
  end: '2026-11-20T06:30:00.000Z',
  uploadBy: 'Meera Das',
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-15T06:00:00.000Z'));
});
afterEach(() => vi.useRealTimers());

describe('the month grid', () => {
  it('shows the month with its events, and an event opens its details', async () => {
    const spans: string[] = [];
    server.use(
      http.get(apiUrl('shared/event'), ({ request }) => {
        const query = new URL(request.url).searchParams;
        spans.push(`${query.get('start')} to ${query.get('end')}`);
        return answer<CalendarEvent[]>(Date.parse(query.get('start')!) < Date.parse(seminar.start) ? [seminar] : []);
      }),
    );
    const { user } = renderWithProviders(<EventCalendar />);
    const grid = await screen.findByTestId('event-calendar');
    expect(within(grid).getByRole('heading', { name: 'November 2026' })).toBeInTheDocument();
    await user.click(await within(grid).findByText('Placement seminar'));
    expect(await screen.findByRole('dialog', { name: 'Placement seminar' })).toHaveTextContent('Put up by Meera Das');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));

    // The six weeks shown are asked for, in the institute's zone; Next asks for the next six.
    await user.click(within(grid).getByRole('button', { name: 'Next month' }));
    expect(await within(grid).findByRole('heading', { name: 'December 2026' })).toBeInTheDocument();
    await waitFor(() => expect(within(grid).queryByText('Placement seminar')).not.toBeInTheDocument());
    expect(spans).toEqual([
      '2026-11-01T00:00:00+05:30 to 2026-12-13T00:00:00+05:30',
      '2026-11-29T00:00:00+05:30 to 2027-01-10T00:00:00+05:30',
    ]);
  });

  it("is the month's list on a phone", async () => {
    // jsdom has no media queries: this one says the screen is a phone's (restored after the test).
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    server.use(http.get(apiUrl('shared/event'), () => answer<CalendarEvent[]>([seminar])));
    renderWithProviders(<EventCalendar />);
    const month = await screen.findByRole('list', { name: 'Events in November 2026' });
    expect(month).toHaveTextContent('Placement seminar');
  });
});
