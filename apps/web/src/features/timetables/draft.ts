import {
  MESSAGES,
  SERVER_MESSAGES,
  TIME_OF_DAY,
  WEEKDAYS,
  overlapProblems,
  teacherClashes,
  type BusyPeriod,
  type PeriodProblem,
  type Subject,
  type Timetable,
  type Weekday,
} from '@portal/domain';

/** The wizard's values: every weekday, each with its periods as typed so far. */
export interface DraftPeriod {
  subject: string;
  startTime: string;
  endTime: string;
}
export interface TimetableDraft {
  semesterDepartment: { department: string; semester: number };
  periodTimings: { day: Weekday; timings: DraftPeriod[] }[];
}

const FIELDS = ['subject', 'startTime', 'endTime'] as const;
const TIMES = ['startTime', 'endTime'] as const;

export const emptyDraft = (): TimetableDraft => ({
  semesterDepartment: { department: 'CSE', semester: 1 },
  periodTimings: WEEKDAYS.map((day) => ({ day, timings: [] })),
});

export const draftOf = (timetable: Timetable): TimetableDraft => ({
  semesterDepartment: { department: timetable.department, semester: timetable.semester },
  periodTimings: WEEKDAYS.map((day) => ({
    day,
    timings: (timetable.periodTimings.find((entry) => entry.day === day)?.timings ?? []).map(
      ({ subject, startTime, endTime }) => ({ subject, startTime, endTime }),
    ),
  })),
});

/** A problem of the draft, with the field of its period that is at fault (none for the whole timetable). */
export interface DraftProblem extends PeriodProblem {
  field?: keyof DraftPeriod;
}

/** The element id of a period's field: what the wizard focuses when Next finds a problem there. */
export const periodFieldId = (day: Weekday, index: number, field: keyof DraftPeriod): string =>
  `${day}-${index}-${field}`;

/**
 * What is wrong with the draft, period by period, before anything is sent (docs/rules.md, "Subjects
 * and timetables"): missing fields, a period that does not end after it starts, periods of a day that
 * overlap, and a teacher already in another class then (the domain's checks, the server's too). In
 * the order of the page: Monday to Friday, each day's periods in their order.
 */
export function draftProblems(
  draft: TimetableDraft,
  subjects: readonly Subject[],
  busy: readonly BusyPeriod[],
): DraftProblem[] {
  const problems: DraftProblem[] = [];
  const complete = draft.periodTimings.map(({ day, timings }) => ({
    day,
    timings: timings
      .map((period, index) => ({ ...period, index }))
      .filter((period) => {
        const missing = FIELDS.find((field) => !period[field]);
        const badTime = missing ? undefined : TIMES.find((field) => !TIME_OF_DAY.test(period[field]));
        const at = { day, index: period.index };
        if (missing) problems.push({ ...at, field: missing, message: MESSAGES.required });
        else if (badTime) problems.push({ ...at, field: badTime, message: SERVER_MESSAGES.invalidTime });
        else if (period.endTime <= period.startTime)
          problems.push({ ...at, field: 'endTime', message: SERVER_MESSAGES.periodEndsBeforeStart });
        return !missing && !badTime && period.endTime > period.startTime;
      }),
  }));
  for (const { day, timings } of complete) {
    for (const problem of overlapProblems([{ day, timings }]))
      problems.push({ ...problem, index: timings[problem.index]!.index, field: 'startTime' });
  }
  const teacherOf = new Map(subjects.map((subject) => [subject.code, subject.taughtBy._id]));
  const planned = complete.flatMap(({ day, timings }) =>
    timings
      .filter((period) => teacherOf.has(period.subject))
      .map((period) => ({ ...period, day, teacherId: teacherOf.get(period.subject)! })),
  );
  problems.push(...teacherClashes(planned, busy).map((problem) => ({ ...problem, field: 'startTime' as const })));
  if (draft.periodTimings.every((entry) => entry.timings.length === 0))
    problems.push({ day: 'monday', index: -1, message: SERVER_MESSAGES.noPeriods });
  return problems.sort((a, b) => WEEKDAYS.indexOf(a.day) - WEEKDAYS.indexOf(b.day) || a.index - b.index);
}
