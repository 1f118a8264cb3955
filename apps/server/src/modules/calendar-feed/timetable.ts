import { ICalWeekday } from 'ical-generator';
import { FEED_AHEAD_DAYS, WEEKDAYS, type Department, type Weekday } from '@portal/domain';
import type { AppContext } from '../../context.js';
import { dayInZone } from '../../lib/time.js';
import { semesterThisTermOf } from '../subjects/index.js';
import { classPeriodsOf, periodsTaughtOn, type PeriodRow } from '../timetables/index.js';
import type { UserRow } from '../users/index.js';
import type { FeedItem } from './ics.js';

const DAY_MS = 86_400_000;
const BYDAY: Record<Weekday, ICalWeekday> = {
  monday: ICalWeekday.MO,
  tuesday: ICalWeekday.TU,
  wednesday: ICalWeekday.WE,
  thursday: ICalWeekday.TH,
  friday: ICalWeekday.FR,
};

/** The weekday of a calendar day ('YYYY-MM-DD'), or null at the weekend. */
export function weekdayOf(day: string): Weekday | null {
  const index = new Date(`${day}T12:00:00Z`).getUTCDay();
  return index >= 1 && index <= 5 ? WEEKDAYS[index - 1]! : null;
}

/** Today's weekday in the institute's zone, or null at the weekend. */
export const weekdayToday = (now: Date, timeZone: string): Weekday | null => weekdayOf(dayInZone(now, timeZone));

type TaughtPeriod = PeriodRow & { department: Department; semester: number };

/** Every period a faculty member teaches in the week, in every class (one read per weekday). */
async function periodsTaughtInWeek(ctx: AppContext, facultyId: string): Promise<TaughtPeriod[]> {
  const days = await Promise.all(WEEKDAYS.map((day) => periodsTaughtOn(ctx.db, facultyId, day)));
  return days.flat();
}

/**
 * The user's timetable as weekly events (docs/rules.md, "Calendar feed"): a student's class this
 * term, or every period a faculty member teaches; each repeats on its weekday, on the institute's
 * clock, from this week until the feed's horizon.
 */
export async function weeklyPeriodsOf(ctx: AppContext, user: UserRow, now: Date): Promise<FeedItem[]> {
  const { timeZone } = ctx.config;
  let periods: (PeriodRow & { department?: Department; semester?: number })[] = [];
  if (user.type === 'student' && user.department) {
    const semester = await semesterThisTermOf(ctx, user.currentYear, now);
    if (semester) periods = await classPeriodsOf(ctx.db, user.department as Department, semester);
  } else if (user.type === 'faculty') {
    periods = await periodsTaughtInWeek(ctx, user.id);
  }
  if (periods.length === 0) return [];

  // The first date of each weekday from today on, in the institute's zone.
  const firstDate = new Map<Weekday, string>();
  for (let offset = 0; offset < 7; offset += 1) {
    const day = dayInZone(new Date(now.getTime() + offset * DAY_MS), timeZone);
    const weekday = weekdayOf(day);
    if (weekday && !firstDate.has(weekday)) firstDate.set(weekday, day);
  }
  // The end of the horizon's day, so a feed built again the same day says the same.
  const until = new Date(`${dayInZone(new Date(now.getTime() + FEED_AHEAD_DAYS * DAY_MS), timeZone)}T23:59:59Z`);
  const local = (day: string, time: string) => ({ local: `${day}T${time}` });
  return periods.map((period) => {
    const day = firstDate.get(period.day)!;
    const place = period.department ? ` · ${period.department} S${period.semester}` : '';
    return {
      uid: `period-${period.day}-${period.startTime.replace(':', '')}-${period.subjectId}${period.department ? `-${period.department}${period.semester}` : ''}@college-portal`,
      summary: `${period.name} (${period.subject.toUpperCase()})${place}`,
      start: local(day, period.startTime),
      end: local(day, period.endTime),
      weekly: { weekday: BYDAY[period.day], until },
    };
  });
}

/** The faculty member's periods today in every class, in time order (GET faculty/today). */
export async function periodsToday(
  ctx: AppContext,
  facultyId: string,
  now: Date,
): Promise<{ day: Weekday | null; periods: TaughtPeriod[] }> {
  const day = weekdayToday(now, ctx.config.timeZone);
  return { day, periods: day ? await periodsTaughtOn(ctx.db, facultyId, day) : [] };
}
