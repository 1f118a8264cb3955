import { DEPARTMENTS } from './constants.js';

/**
 * Class names ('S{n}-{DEPT}-{code}') and attendance figures, without any schema: the dashboards
 * use them on a phone's first screen, where a module that builds schemas would bring the
 * validation library (docs/benchmarks.md, "The first page"). The schemas are in attendance.ts.
 */

/** The class name of a subject: 'S{n}-{DEPT}-{code}'. */
export const classNameOf = (semester: number, department: string, code: string): string =>
  `S${semester}-${department.toUpperCase()}-${code}`;

/** A class link's parts, or null when the name is not 'S{n}-{DEPT}-{code}' ('Invalid Link'). */
export function parseClassName(
  name: string,
): { semester: number; department: (typeof DEPARTMENTS)[number]; code: string } | null {
  const parts = name.split('-');
  if (parts.length !== 3) return null;
  const [semesterPart, departmentPart, code] = parts as [string, string, string];
  const semester = /^[sS][1-8]$/.test(semesterPart) ? Number(semesterPart.slice(1)) : NaN;
  const department = departmentPart.toUpperCase();
  if (
    !Number.isInteger(semester) ||
    !(DEPARTMENTS as readonly string[]).includes(department) ||
    !/^[a-zA-Z0-9]{1,20}$/.test(code)
  )
    return null;
  return { semester, department: department as (typeof DEPARTMENTS)[number], code: code.toLowerCase() };
}

/** Attended as a percentage of held, to one decimal; 100 while nothing has been held. */
export const attendancePercentage = (attended: number, held: number): number =>
  held > 0 ? Math.round((attended * 1000) / held) / 10 : 100;
