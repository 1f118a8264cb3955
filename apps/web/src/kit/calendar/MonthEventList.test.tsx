import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, SERVER_MESSAGES, eventAudienceLabel, type CalendarEvent } from '@portal/domain';
import { answer, apiUrl, message } from '../../test/api';
import { calendarEventOf } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { server } from '../../test/server';
import { MonthEventList, monthAfter } from './MonthEventList';

/*
 * The calendar kit's month list (docs/rules.md, "Events"), the calendar of a phone: the month's
 * events under each day they cover, previous and next month, and an event's details, against
 * GET and DELETE shared/event. The clock is set to November 15th 2026 in the institute's zone
 * (Asia/Kolkata, 5:30 ahead of UTC); only Date is faked, timers run as usual.
 */

/** Three whole days, the 10th to the 12th (it ends at midnight starting the 13th). */
const techFest = calendarEventOf({
  title: 'Tech fest',
  start: '2026-11-09T18:30:00.000Z',
  end: '2026-11-12T18:30:00.000Z',
});
/** 9:00 am to noon on the 20th. */
const seminar = calendarEventOf({
  title: 'Placement seminar',
  start: '2026-11-20T03:30:00.000Z',
  end: '2026-11-20T06:30:00.000Z',
  department: 'CSE',
  semester: 3,
  uploadBy: 'Meera Das',
  canDelete: true,
});
/** December's only event. */
const carols = calendarEventOf({
  title: 'Carol evening',
  start: '2026-12-18T12:30:00.000Z',
  end: '2026-12-18T14:30:00.000Z',
});

/** The events the server keeps, answered for the span asked, and the spans asked for. */
function serveEvents(initial: CalendarEvent[]) {
  let events = initial;
  const spans: { start: string | null; end: string | null }[] = [];
  const deleted: string[] = [];
  server.use(
    http.get(apiUrl('shared/event'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      const span = { start: query.get('start'), end: query.get('end') };
      spans.push(span);
      const [from, to] = [Date.parse(span.start!), Date.parse(span.end!)];
      return answer(events.filter((event) => Date.parse(event.start) < to && Date.parse(event.end) > from));
    }),
    http.delete(apiUrl('shared/event/:id'), ({ params }) => {
      deleted.push(String(params.id));
      events = events.filter((event) => event._id !== params.id);
      return message(SERVER_MESSAGES.eventDeleted);
    }),
  );
  return { spans, deleted };
}

/** A day's group of the list: its heading and the events under it. */
const dayGroup = (heading: string) => {
  const subheader = screen.getByText(heading, { selector: 'li' });
  return subheader.closest('ul')!;
};
const titlesOn = (heading: string) =>
  within(dayGroup(heading))
    .queryAllByRole('button')
    .map((button) => within(button).getAllByText(/./)[0]!.textContent);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-15T06:00:00.000Z'));
});
afterEach(() => vi.useRealTimers());

describe("the month's event list", () => {
  it('shows an event under each day it covers, with its time or All day', async () => {
    const served = serveEvents([techFest, seminar]);
    renderWithProviders(<MonthEventList />);

    const month = await screen.findByRole('list', { name: 'Events in November 2026' });
    expect(screen.getByRole('heading', { name: 'November 2026' })).toBeInTheDocument();
    expect(served.spans).toEqual([{ start: '2026-11-01T00:00:00+05:30', end: '2026-12-01T00:00:00+05:30' }]);
    expect(
      within(month)
        .getAllByText(/^\w{3} \d+ Nov 2026/)
        // Read as a person reads them: a date's non-breaking spaces are spaces.
        .map((day) => day.textContent?.replace(/\s+/g, ' ')),
    ).toEqual(['Tue 10 Nov 2026', 'Wed 11 Nov 2026', 'Thu 12 Nov 2026', 'Fri 20 Nov 2026']);
    for (const day of ['Tue 10 Nov 2026', 'Wed 11 Nov 2026', 'Thu 12 Nov 2026']) {
      expect(titlesOn(day)).toEqual(['Tech fest']);
      expect(dayGroup(day)).toHaveTextContent('All day');
    }
    expect(titlesOn('Fri 20 Nov 2026')).toEqual(['Placement seminar']);
    expect(dayGroup('Fri 20 Nov 2026')).toHaveTextContent('9:00 am');
  });

  it('goes to the next and the previous month, and back to this one', async () => {
    const served = serveEvents([techFest, carols]);
    const { user } = renderWithProviders(<MonthEventList />);
    await screen.findByRole('list', { name: 'Events in November 2026' });
    expect(screen.getByRole('button', { name: 'Today' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next month' }));
    const december = await screen.findByRole('list', { name: 'Events in December 2026' });
    expect(within(december).getByText('Carol evening')).toBeInTheDocument();
    expect(within(december).queryByText('Tech fest')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(await screen.findByText('No events this month')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'October 2026' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(await screen.findByRole('list', { name: 'Events in November 2026' })).toHaveTextContent('Tech fest');
    expect(served.spans.map((span) => span.start)).toEqual([
      '2026-11-01T00:00:00+05:30',
      '2026-12-01T00:00:00+05:30',
      '2026-10-01T00:00:00+05:30',
    ]);
  });

  it("opens an event's details: when, for whom and who put it up", async () => {
    serveEvents([techFest, seminar]);
    const { user } = renderWithProviders(<MonthEventList />);

    await user.click(await screen.findByRole('button', { name: /Placement seminar/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Placement seminar' });
    expect(dialog).toHaveTextContent('Fri 20 Nov 2026, 9:00 am – 12:00 pm');
    expect(dialog).toHaveTextContent(eventAudienceLabel(seminar));
    expect(dialog).toHaveTextContent('Put up by Meera Das');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // A three-day event says its first and last day; who may not delete it is offered no Delete.
    await user.click(screen.getAllByRole('button', { name: /Tech fest/ })[0]!);
    const fest = await screen.findByRole('dialog', { name: 'Tech fest' });
    expect(fest).toHaveTextContent('Tue 10 Nov 2026 – Thu 12 Nov 2026');
    expect(within(fest).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('deletes an event from its details after the confirmation, and the month refreshes', async () => {
    const served = serveEvents([techFest, seminar]);
    const { user } = renderWithProviders(<MonthEventList />);

    await user.click(await screen.findByRole('button', { name: /Placement seminar/ }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Placement seminar' })).getByRole('button', { name: 'Delete' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(confirm).toHaveTextContent(MESSAGES.confirmDelete);
    await user.click(within(confirm).getByRole('button', { name: 'Yes, delete' }));

    expect(await screen.findByText(SERVER_MESSAGES.eventDeleted)).toBeInTheDocument();
    expect(served.deleted).toEqual([seminar._id]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByText('Placement seminar')).not.toBeInTheDocument());
    expect(screen.getByRole('list', { name: 'Events in November 2026' })).toHaveTextContent('Tech fest');
  });
});

describe('stepping months', () => {
  it('goes across the ends of years both ways, and by more than a year', () => {
    expect(monthAfter('2026-12', 1)).toBe('2027-01');
    expect(monthAfter('2027-01', -1)).toBe('2026-12');
    expect(monthAfter('2026-11', 0)).toBe('2026-11');
    expect(monthAfter('2026-11', 14)).toBe('2028-01');
    expect(monthAfter('2026-02', -26)).toBe('2023-12');
  });
});
