import type { AppContext } from '../../context.js';
import type { UserRow } from '../users/index.js';
import type { IcsWeekly } from './ics.js';

/** The user's timetable periods as weekly events (none until timetables exist). */
export async function weeklyPeriodsOf(_ctx: AppContext, _user: UserRow, _now: Date): Promise<IcsWeekly[]> {
  return [];
}
