import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import { EVENT_ALL_DEPARTMENTS, type CalendarEvent, type EventDepartment, type EventForm } from '@portal/domain';
import type { AuthUser } from '../../context.js';
import type { Database } from '../../db/client.js';
import { users } from '../users/index.js';
import { events } from './schema.js';
import { isOwnerOrAdmin } from '../../lib/owned-delete.js';

/** The most events one read answers: far more than a month of a college's calendar holds. */
export const EVENTS_READ_MAX = 1000;

export interface EventAudience {
  department: string | null;
  year: number | null;
}

/** Staff see every event; a student only those for all or for the own department and year. */
export const audienceOf = (user: AuthUser): EventAudience | null =>
  user.type === 'student' ? { department: user.department, year: user.currentYear } : null;

export interface EventRow {
  id: string;
  title: string;
  startAt: Date;
  endAt: Date;
  department: string;
  year: number;
  createdBy: string | null;
  creatorName: string | null;
}

/**
 * The events that overlap [from, to) for an audience (or all of them), earliest first: one query
 * with the creator's name joined in.
 */
export async function eventsBetween(
  db: Database,
  from: Date,
  to: Date,
  audience: EventAudience | null,
): Promise<EventRow[]> {
  const audienceFilter = audience
    ? and(
        audience.department
          ? inArray(events.department, [EVENT_ALL_DEPARTMENTS, audience.department])
          : eq(events.department, EVENT_ALL_DEPARTMENTS),
        audience.year ? inArray(events.year, [0, audience.year]) : eq(events.year, 0),
      )
    : undefined;
  return db
    .select({
      id: events.id,
      title: events.title,
      startAt: events.startAt,
      endAt: events.endAt,
      department: events.department,
      year: events.year,
      createdBy: events.createdBy,
      creatorName: users.name,
    })
    .from(events)
    .leftJoin(users, eq(users.id, events.createdBy))
    .where(and(lt(events.startAt, to), gte(events.endAt, from), audienceFilter))
    .orderBy(asc(events.startAt), asc(events.id))
    .limit(EVENTS_READ_MAX);
}

export const presentEvent = (row: EventRow, viewer: AuthUser): CalendarEvent => ({
  _id: row.id,
  title: row.title,
  start: row.startAt.toISOString(),
  end: row.endAt.toISOString(),
  department: row.department as EventDepartment,
  semester: row.year,
  uploadBy: row.creatorName,
  canDelete: isOwnerOrAdmin(viewer, row.createdBy),
});

export async function insertEvent(db: Database, form: EventForm, createdBy: string | null): Promise<string> {
  const [row] = await db
    .insert(events)
    .values({
      title: form.title,
      startAt: new Date(form.start),
      endAt: new Date(form.end),
      department: form.department,
      year: form.semester,
      createdBy,
    })
    .returning({ id: events.id });
  return row!.id;
}
