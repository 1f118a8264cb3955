import { expect } from 'vitest';
import type { TestServer } from '../helpers.js';

/** A period of the week: its day and its hours. */
export interface WeeklyPeriod {
  day: string;
  startTime: string;
  endTime: string;
}

/** The admin's body for Compiler Design (cs601), a subject of CSE S6 taught by `facultyId`. */
export const compilerDesign = (facultyId: string) => ({
  name: 'Compiler Design',
  code: 'cs601',
  courseType: 'theory',
  department: 'CSE',
  semester: 6,
  taughtBy: facultyId,
});

/**
 * Compiler Design (cs601) for CSE S6, taught by `facultyId`, put on the class's timetable at the
 * given periods by the admin: what a calendar of a teacher or a student of the class shows.
 */
export async function teachCompilerDesign(
  server: TestServer,
  adminToken: string,
  facultyId: string,
  periods: WeeklyPeriod[],
): Promise<void> {
  const subject = await server.api('POST', 'admin/subject', { token: adminToken, body: compilerDesign(facultyId) });
  expect(subject.status).toBe(201);
  const timetable = await server.api('POST', 'admin/timetable', {
    token: adminToken,
    body: {
      semesterDepartment: { department: 'CSE', semester: 6 },
      periodTimings: periods.map(({ day, startTime, endTime }) => ({
        day,
        timings: [{ subject: 'cs601', startTime, endTime }],
      })),
    },
  });
  expect(timetable.status).toBe(201);
}
