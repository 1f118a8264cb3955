import { not } from 'drizzle-orm';
import {
  FEE_DUES_EXPORT_MAX,
  SERVER_MESSAGES,
  attendancePercentage,
  examResultsOf,
  toRupees,
  weekEndingOn,
  yearOfSemester,
  type AttendanceShortageRow,
  type Department,
  type ExamResults,
  type FeeDue,
  type GateLogEntry,
  type GateOutcome,
  type ReportExam,
  type TodayAtAGlance,
} from '@portal/domain';
import type { AuthUser } from '../../context.js';
import type { Database } from '../../db/client.js';
import { HttpError } from '../../lib/http-error.js';
import { dayInZone } from '../../lib/time.js';
import { tallyShortfalls } from '../attendance/index.js';
import { examClass, examWithMarks, examsOfClass } from '../exams/index.js';
import { countPendingPasses, gateLogOfDay, gateOutcomesOfDay, passesUsedPerDay } from '../gatepass/index.js';
import { countPendingLeave } from '../leave/index.js';
import { findPaymentType, hasPaid, paymentsPerDay } from '../payments/index.js';
import { findSubjectsOfClass, managesSubject, type TaughtSubject } from '../subjects/index.js';
import { classRoster, countSignUpsWaiting, listAllUsers } from '../users/index.js';
import { classKey, keptAnswersOf } from '../versions/index.js';

/**
 * The staff reports (docs/rules.md, "Reports"), put together from what the owning modules export:
 * every report is a few reads whatever its size, never one per row.
 */

/**
 * How many answers each report keeps: every class at a few thresholds, every exam of a term, every
 * fee, the college's and each department's day, the gate's days of a month.
 */
const KEPT_SHORTAGES = 200;
const KEPT_EXAMS = 1_000;
const KEPT_FEES = 50;
const KEPT_GLANCES = 20;
const KEPT_GATE_DAYS = 31;

const isAdmin = (user: AuthUser) => user.type === 'admin' || user.type === 'owner';

/* ---------------------------------------------------------------- attendance shortage */

/**
 * The students of a class (a department and a semester) under the threshold in a subject, by name
 * and subject code: the class's subjects, their tallies under the threshold and the class's roster
 * (three reads). For the teachers of the class's subjects, the department's HOD and admins.
 */
export async function attendanceShortage(
  db: Database,
  user: AuthUser,
  query: { department: Department; semester: number; threshold: number },
): Promise<AttendanceShortageRow[]> {
  const { department, semester, threshold } = query;
  const { subjects, rows } = await keptShortages(db).get(
    `${department}:${semester}:${threshold}`,
    [classKey(department, semester)],
    () => makeShortage(db, query),
  );
  const allowed =
    isAdmin(user) ||
    (user.type === 'faculty' &&
      ((user.isHod && user.department === department) || subjects.some((subject) => subject.teacherId === user.id)));
  if (!allowed) throw new HttpError(403, SERVER_MESSAGES.notClassFaculty);
  return rows;
}

/** A class's shortage report and its subjects (who may read it), kept by class and threshold. */
const keptShortages = keptAnswersOf<{
  subjects: { teacherId: string }[];
  rows: AttendanceShortageRow[];
}>(KEPT_SHORTAGES);

async function makeShortage(
  db: Database,
  query: { department: Department; semester: number; threshold: number },
): Promise<{ subjects: { teacherId: string }[]; rows: AttendanceShortageRow[] }> {
  const subjects = await findSubjectsOfClass(db, query.department, query.semester);
  const [tallies, roster] = await Promise.all([
    tallyShortfalls(
      db,
      subjects.map((subject) => subject.id),
      query.threshold,
    ),
    classRoster(db, query.department, yearOfSemester(query.semester)),
  ]);
  // The class is its students now: tallies of students who left it (or its year) are not shown.
  const subjectsById = new Map(subjects.map((subject) => [subject.id, subject]));
  const talliesOf = new Map<string, typeof tallies>();
  for (const tally of tallies) talliesOf.set(tally.studentId, [...(talliesOf.get(tally.studentId) ?? []), tally]);
  const rows = roster.flatMap((student) =>
    (talliesOf.get(student.id) ?? [])
      .map((tally) => ({ tally, subject: subjectsById.get(tally.subjectId)! }))
      .sort((a, b) => a.subject.code.localeCompare(b.subject.code))
      .map(({ tally, subject }) => ({
        student: { _id: student.id, name: student.name, email: student.email, rollNo: student.rollNo },
        subject: { _id: subject.id, code: subject.code, name: subject.name },
        attended: tally.attended,
        held: tally.held,
        percentage: attendancePercentage(tally.attended, tally.held),
      })),
  );
  return { subjects: subjects.map((subject) => ({ teacherId: subject.teacherId })), rows };
}

/* ---------------------------------------------------------------- fee dues */

interface DuesQuery {
  paymentType: string;
  department?: Department;
  currentYear?: number;
  page: number;
  limit: number;
}

/** The fee asked for, or 404. */
async function feeOf(db: Database, id: string) {
  const type = await findPaymentType(db, id);
  if (!type) throw new HttpError(404, SERVER_MESSAGES.paymentTypeNotFound);
  return { _id: type.id, type: type.type, amount: toRupees(type.amountPaise), dueDate: type.dueDate };
}

/**
 * Every fee applies to every active student (docs/rules.md, "Payments"): those who have not paid
 * it, by name, with their department and year for the filters. Kept per fee while neither its
 * payments nor any student changed.
 */
const keptDues = keptAnswersOf<{ paymentType: Awaited<ReturnType<typeof feeOf>>; dues: FeeDue[] }>(KEPT_FEES);

/** The fee's dues as kept: every active student who has not paid it, with the fee. */
export async function duesOfFee(db: Database, id: string) {
  return keptDues(db).get(id, [`fee:${id}`, 'students'], async () => {
    const paymentType = await feeOf(db, id);
    const rows = await listAllUsers(
      db,
      { types: ['student'], active: true, sort: 'name', order: 'asc', where: not(hasPaid(id)) },
      FEE_DUES_EXPORT_MAX,
    );
    return { paymentType, dues: rows.map(dueOf(paymentType.amount)) };
  });
}

/** The dues in the department and year asked for (all when not asked). */
export function filteredDues(dues: FeeDue[], query: Pick<DuesQuery, 'department' | 'currentYear'>): FeeDue[] {
  return query.department === undefined && query.currentYear === undefined
    ? dues
    : dues.filter(
        (due) =>
          (query.department === undefined || due.student.department === query.department) &&
          (query.currentYear === undefined || due.student.currentYear === query.currentYear),
      );
}

const dueOf =
  (amount: number) =>
  (row: {
    id: string;
    name: string;
    email: string;
    rollNo: string | null;
    department: string | null;
    currentYear: number | null;
  }): FeeDue => ({
    student: {
      _id: row.id,
      name: row.name,
      email: row.email,
      rollNo: row.rollNo,
      department: row.department as Department | null,
      currentYear: row.currentYear,
    },
    amount,
  });

/** A page of the fee's dues after the filters, and their number. */
export function feeDuesPage(dues: FeeDue[], query: DuesQuery) {
  const data = filteredDues(dues, query);
  const start = (query.page - 1) * query.limit;
  return { data: data.slice(start, start + query.limit), total: data.length };
}

/* ---------------------------------------------------------------- exam results */

/**
 * An exam's results over the marks given, with the absent and the not entered yet counted apart; for
 * the subject's teacher, the HOD of its department and admins; 404 unknown.
 */
export async function examResults(db: Database, user: AuthUser, examId: string): Promise<ExamResults> {
  // Kept per exam while the exam, its marks and its class are unchanged; the class is the exam's own,
  // so it is looked up (a small read) before the versions are, when nothing is kept or it moved.
  const kept = await keptExams(db).getLocated(
    examId,
    async () => {
      const found = await examClass(db, examId);
      return found && [`exam:${examId}`, classKey(found.department, found.semester)];
    },
    () => makeExamResults(db, examId),
  );
  if (!kept) throw new HttpError(404, SERVER_MESSAGES.examNotFound);
  if (!isAdmin(user) && !managesSubject(user, kept.subject)) throw new HttpError(403, SERVER_MESSAGES.notYourSubject);
  return kept.results;
}

const keptExams = keptAnswersOf<{ subject: TaughtSubject; results: ExamResults } | undefined>(KEPT_EXAMS);

async function makeExamResults(db: Database, examId: string) {
  const found = await examWithMarks(db, examId);
  if (!found) return undefined;
  const { exam, marks, absent, notEntered } = found;
  return {
    subject: { teacherId: exam.teacherId, department: exam.department },
    results: {
      exam: {
        _id: exam.id,
        type: exam.type,
        date: exam.date,
        maxMark: exam.maxMark,
        passMark: exam.passMark,
        subject: {
          _id: exam.subjectId,
          code: exam.code,
          name: exam.name,
          department: exam.department,
          semester: exam.semester,
        },
      },
      ...examResultsOf(marks, exam.maxMark, exam.passMark),
      absent,
      notEntered,
    },
  };
}

/** A class's exams whose results this user may open (all of them for an admin). */
export async function reportExams(
  db: Database,
  user: AuthUser,
  department: Department,
  semester: number,
): Promise<ReportExam[]> {
  const rows = await examsOfClass(db, department, semester);
  return rows
    .filter((row) => isAdmin(user) || managesSubject(user, row))
    .map((row) => ({
      _id: row.id,
      type: row.type,
      date: row.date,
      subject: { code: row.code, name: row.name },
      marked: Number(row.marked),
    }));
}

/* ---------------------------------------------------------------- gate log */

/**
 * A day's scans at the gate, each with its pass's student and its guard, and the day's count of each
 * outcome: kept per day while no scan, no student and no guard's name changed (a pass or a guard
 * deleted changes its scans too).
 */
export async function gateLogDay(db: Database, day: string, timeZone: string) {
  return keptGateDays(db).get(day, ['gate', 'staff', 'students'], async () => {
    const [entries, counts] = await Promise.all([
      gateLogOfDay(db, day, timeZone),
      gateOutcomesOfDay(db, day, timeZone),
    ]);
    return { entries, ...counts };
  });
}

const keptGateDays = keptAnswersOf<{
  entries: GateLogEntry[];
  total: number;
  outcomes: Record<GateOutcome, number>;
}>(KEPT_GATE_DAYS);

/* ---------------------------------------------------------------- today at a glance */

/**
 * The day so far and the week (the seven days ending today) in the institute's time zone: the
 * college's for an admin, the own department's for an HOD (five reads, side by side).
 */
export async function todayAtAGlance(
  db: Database,
  user: AuthUser,
  now: Date,
  timeZone: string,
): Promise<TodayAtAGlance> {
  const department = isAdmin(user) ? null : user.department;
  if (!isAdmin(user) && !(user.type === 'faculty' && user.isHod && department))
    throw new HttpError(403, SERVER_MESSAGES.glanceHodOnly);
  const today = dayInZone(now, timeZone);
  // Kept per scope and day while no request, sign-up or payment changed (the day's own key
  // starts it afresh at midnight).
  return keptGlances(db).get(`${department ?? 'college'}:${today}`, ['requests', 'signups', 'payments'], () =>
    makeGlance(db, department, today, timeZone),
  );
}

const keptGlances = keptAnswersOf<TodayAtAGlance>(KEPT_GLANCES);

async function makeGlance(
  db: Database,
  department: Department | null,
  today: string,
  timeZone: string,
): Promise<TodayAtAGlance> {
  const week = weekEndingOn(today);
  const range = { first: week[0]!, last: today, timeZone, department };
  const [gatepass, leave, used, signUpsWaiting, paid] = await Promise.all([
    countPendingPasses(db, department),
    countPendingLeave(db, department),
    passesUsedPerDay(db, range),
    countSignUpsWaiting(db, department),
    paymentsPerDay(db, range),
  ]);
  const paidOn = (day: string) => paid.get(day) ?? { count: 0, amount: 0 };
  return {
    date: today,
    department,
    requestsPending: { gatepass, leave },
    passesUsedToday: used.get(today) ?? 0,
    signUpsWaiting,
    paymentsToday: paidOn(today),
    week: week.map((date) => ({
      date,
      passesUsed: used.get(date) ?? 0,
      payments: paidOn(date).count,
      amount: paidOn(date).amount,
    })),
  };
}
