import { DEPARTMENTS } from './constants.js';

/**
 * Who an event of the calendar is for (docs/rules.md, "Events"). An event is put up for an audience:
 * a department or `all`, and a year of study (`semester` on the wire, as the product calls it) or 0
 * for all years. Apart from the event's schemas (event.ts), so that a screen that only lists events
 * needs none of the validation code (docs/benchmarks.md, "The first page").
 */
export const EVENT_ALL_DEPARTMENTS = 'all';
export const EVENT_DEPARTMENTS = [EVENT_ALL_DEPARTMENTS, ...DEPARTMENTS] as const;
export type EventDepartment = (typeof EVENT_DEPARTMENTS)[number];
/** 0 means every year; 1-4 one year of study. */
export const EVENT_YEARS = [0, 1, 2, 3, 4] as const;
export type EventYear = (typeof EVENT_YEARS)[number];

/** Whether an event put up for this audience is shown to a student of this department and year. */
export const eventIsFor = (
  event: { department: string; semester: number },
  student: { department: string | null; currentYear: number | null },
): boolean =>
  (event.department === EVENT_ALL_DEPARTMENTS || event.department === student.department) &&
  (event.semester === 0 || event.semester === student.currentYear);

/** 'All departments' or the department; 'All years' or 'Third year'. */
export const eventAudienceLabel = (event: { department: string; semester: number }): string => {
  const department = event.department === EVENT_ALL_DEPARTMENTS ? 'All departments' : event.department;
  const years = ['All years', 'First year', 'Second year', 'Third year', 'Fourth year'][event.semester] ?? '';
  return `${department} · ${years}`;
};
