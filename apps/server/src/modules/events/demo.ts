import { DEFAULT_TIME_ZONE, type EventDepartment } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { dayInZone, wallTimeIn } from '../../lib/time.js';
import { findUserByEmail } from '../users/index.js';
import { events } from './schema.js';

interface DemoEvent {
  title: string;
  /** Days from today. */
  day: number;
  /** Whole days (all-day event) or a time span on the day. */
  days?: number;
  from?: string;
  to?: string;
  department: EventDepartment;
  year: number;
  by: 'admin' | 'hod.cse' | 'faculty.cse' | 'faculty.me';
}

const DEMO_EVENTS: DemoEvent[] = [
  { title: 'Semester orientation', day: -20, from: '10:00', to: '12:00', department: 'all', year: 0, by: 'admin' },
  { title: 'Blood donation camp', day: -9, days: 1, department: 'all', year: 0, by: 'admin' },
  { title: 'CSE coding contest', day: -3, from: '14:00', to: '17:00', department: 'CSE', year: 3, by: 'faculty.cse' },
  {
    title: 'Guest lecture: cloud computing',
    day: 0,
    from: '11:00',
    to: '12:30',
    department: 'CSE',
    year: 0,
    by: 'hod.cse',
  },
  { title: 'Sports day', day: 2, days: 2, department: 'all', year: 0, by: 'admin' },
  { title: 'Mini project review', day: 5, from: '09:30', to: '13:00', department: 'CSE', year: 3, by: 'faculty.cse' },
  { title: 'Workshop visit: foundry', day: 6, from: '09:00', to: '16:00', department: 'ME', year: 2, by: 'faculty.me' },
  { title: 'Final year placement talk', day: 8, from: '15:00', to: '16:30', department: 'all', year: 4, by: 'admin' },
  { title: 'First year induction games', day: 9, days: 1, department: 'all', year: 1, by: 'admin' },
  { title: 'ME design expo', day: 12, days: 1, department: 'ME', year: 0, by: 'faculty.me' },
  { title: 'EEE power systems seminar', day: 13, from: '10:00', to: '12:00', department: 'EEE', year: 3, by: 'admin' },
  { title: 'Series test week', day: 16, days: 5, department: 'all', year: 0, by: 'admin' },
  { title: 'CSE hackathon', day: 24, days: 2, department: 'CSE', year: 0, by: 'hod.cse' },
  { title: 'ECE circuits lab open day', day: 27, from: '10:00', to: '15:00', department: 'ECE', year: 2, by: 'admin' },
  { title: 'Arts festival', day: 33, days: 3, department: 'all', year: 0, by: 'admin' },
  { title: 'CE survey camp', day: 40, days: 3, department: 'CE', year: 2, by: 'admin' },
  { title: 'End semester exams begin', day: 52, days: 1, department: 'all', year: 0, by: 'admin' },
];

/**
 * The demo college's events (docs/rules.md, "Demo college"): a term's worth around today, for all
 * and for some departments and years, put up by the admin and the demo faculty.
 */
export async function loadDemoEvents(db: Database, now: Date, timeZone = DEFAULT_TIME_ZONE): Promise<void> {
  const creators = new Map<string, string | null>();
  for (const login of ['admin', 'hod.cse', 'faculty.cse', 'faculty.me'] as const) {
    creators.set(login, (await findUserByEmail(db, `${login}@college.example`))?.id ?? null);
  }
  const dayFromToday = (offset: number) => dayInZone(new Date(now.getTime() + offset * 86_400_000), timeZone);
  await db.insert(events).values(
    DEMO_EVENTS.map((event) => {
      const day = dayFromToday(event.day);
      const [startAt, endAt] = event.days
        ? [wallTimeIn(day, '00:00', timeZone), wallTimeIn(dayFromToday(event.day + event.days), '00:00', timeZone)]
        : [wallTimeIn(day, event.from!, timeZone), wallTimeIn(day, event.to!, timeZone)];
      return {
        title: event.title,
        startAt,
        endAt,
        department: event.department,
        year: event.year,
        createdBy: creators.get(event.by) ?? null,
      };
    }),
  );
}
