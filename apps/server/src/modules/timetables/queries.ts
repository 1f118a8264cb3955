import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  fillWeek,
  type BusyPeriod,
  type Department,
  type Timetable,
  type TimetableDay,
  type TimetableSummary,
  type Weekday,
} from '@portal/domain';
import type { Database } from '../../db/client.js';
import { preparedFor } from '../../db/prepared.js';
import { subjects } from '../subjects/index.js';
import { timetablePeriods, timetables } from './schema.js';

export type TimetableRow = typeof timetables.$inferSelect;

/** A period as the reads show it: the subject's code and name beside the times. */
export interface PeriodRow {
  day: Weekday;
  startTime: string;
  endTime: string;
  subjectId: string;
  subject: string;
  name: string;
  teacherId: string;
}

const periodColumns = {
  day: timetablePeriods.day,
  startTime: timetablePeriods.startTime,
  endTime: timetablePeriods.endTime,
  subjectId: subjects.id,
  subject: subjects.code,
  name: subjects.name,
  teacherId: subjects.taughtBy,
};

/** The periods of one timetable, day by day in time order. */
export function periodsOf(db: Database, timetableId: string): Promise<PeriodRow[]> {
  return db
    .select(periodColumns)
    .from(timetablePeriods)
    .innerJoin(subjects, eq(subjects.id, timetablePeriods.subjectId))
    .where(eq(timetablePeriods.timetableId, timetableId))
    .orderBy(asc(timetablePeriods.day), asc(timetablePeriods.startTime));
}

/** Monday to Friday, each day's periods as {subject, name, startTime, endTime}. */
export const weekOf = (periods: readonly PeriodRow[]): TimetableDay[] =>
  fillWeek(
    (['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const).map((day) => ({
      day,
      timings: periods
        .filter((period) => period.day === day)
        .map((period) => ({
          subject: period.subject,
          name: period.name,
          startTime: period.startTime,
          endTime: period.endTime,
        })),
    })),
  );

export async function findTimetable(db: Database, id: string): Promise<TimetableRow | undefined> {
  const [row] = await db.select().from(timetables).where(eq(timetables.id, id));
  return row;
}

const classTimetable = preparedFor((db) =>
  db
    .select()
    .from(timetables)
    .where(
      and(
        eq(timetables.department, sql.placeholder('department')),
        eq(timetables.semester, sql.placeholder('semester')),
      ),
    )
    .prepare('timetable_of_class'),
);

export async function findClassTimetable(
  db: Database,
  department: Department,
  semester: number,
): Promise<TimetableRow | undefined> {
  const [row] = await classTimetable(db).execute({ department, semester });
  return row as TimetableRow | undefined;
}

const classPeriods = preparedFor((db) =>
  db
    .select(periodColumns)
    .from(timetables)
    .innerJoin(timetablePeriods, eq(timetablePeriods.timetableId, timetables.id))
    .innerJoin(subjects, eq(subjects.id, timetablePeriods.subjectId))
    .where(
      and(
        eq(timetables.department, sql.placeholder('department')),
        eq(timetables.semester, sql.placeholder('semester')),
      ),
    )
    .orderBy(asc(timetablePeriods.day), asc(timetablePeriods.startTime))
    .prepare('timetable_periods_of_class'),
);

/** A class's periods in one query (the student's timetable): empty when it has no timetable. */
export function classPeriodsOf(db: Database, department: Department, semester: number): Promise<PeriodRow[]> {
  return classPeriods(db).execute({ department, semester }) as Promise<PeriodRow[]>;
}

/** A class's periods on one weekday, in time order (attendance, the class's day). */
export async function periodsOfClassOn(
  db: Database,
  department: Department,
  semester: number,
  day: Weekday,
): Promise<PeriodRow[]> {
  return (await classPeriodsOf(db, department, semester)).filter((period) => period.day === day);
}

/** A faculty member's periods on one weekday, in every class, in time order (the faculty's day, attendance). */
export function periodsTaughtOn(
  db: Database,
  facultyId: string,
  day: Weekday,
): Promise<(PeriodRow & { department: Department; semester: number })[]> {
  return db
    .select({ ...periodColumns, department: timetables.department, semester: timetables.semester })
    .from(subjects)
    .innerJoin(timetablePeriods, and(eq(timetablePeriods.subjectId, subjects.id), eq(timetablePeriods.day, day)))
    .innerJoin(timetables, eq(timetables.id, timetablePeriods.timetableId))
    .where(eq(subjects.taughtBy, facultyId))
    .orderBy(asc(timetablePeriods.startTime));
}

/** Every period these teachers have, in every timetable but one (the one being saved). */
export async function busyPeriods(
  db: Database,
  teacherIds: string[],
  exceptTimetableId?: string,
): Promise<BusyPeriod[]> {
  if (teacherIds.length === 0) return [];
  const rows = await db
    .select({
      teacherId: subjects.taughtBy,
      department: timetables.department,
      semester: timetables.semester,
      subject: subjects.code,
      day: timetablePeriods.day,
      startTime: timetablePeriods.startTime,
      endTime: timetablePeriods.endTime,
    })
    .from(subjects)
    .innerJoin(timetablePeriods, eq(timetablePeriods.subjectId, subjects.id))
    .innerJoin(timetables, eq(timetables.id, timetablePeriods.timetableId))
    .where(
      and(
        inArray(subjects.taughtBy, [...new Set(teacherIds)]),
        exceptTimetableId ? ne(timetables.id, exceptTimetableId) : undefined,
      ),
    )
    .orderBy(asc(timetablePeriods.day), asc(timetablePeriods.startTime));
  return rows;
}

/** GET admin/timetable: every class's timetable (at most one per class), with its number of periods. */
export async function listTimetables(db: Database): Promise<TimetableSummary[]> {
  const rows = await db
    .select({
      id: timetables.id,
      department: timetables.department,
      semester: timetables.semester,
      updatedAt: timetables.updatedAt,
      periods: count(timetablePeriods.id),
    })
    .from(timetables)
    .leftJoin(timetablePeriods, eq(timetablePeriods.timetableId, timetables.id))
    .groupBy(timetables.id)
    .orderBy(asc(timetables.department), asc(timetables.semester));
  return rows.map((row) => ({
    _id: row.id,
    department: row.department,
    semester: row.semester,
    periods: Number(row.periods),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export const presentTimetable = (row: TimetableRow, periods: readonly PeriodRow[]): Timetable => ({
  _id: row.id,
  department: row.department,
  semester: row.semester,
  periodTimings: weekOf(periods),
});
