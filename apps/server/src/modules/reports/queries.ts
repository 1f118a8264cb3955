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
  type ReportExam,
  type TodayAtAGlance,
} from '@portal/domain';
import type { AuthUser } from '../../context.js';
import type { Database } from '../../db/client.js';
import { HttpError } from '../../lib/http-error.js';
import { dayInZone } from '../../lib/time.js';
import { tallyShortfalls } from '../attendance/index.js';
import { examWithMarks, examsOfClass } from '../exams/index.js';
import { countPendingPasses, passesUsedPerDay } from '../gatepass/index.js';
import { countPendingLeave } from '../leave/index.js';
import { findPaymentType, hasPaid, paymentsPerDay } from '../payments/index.js';
import { findSubjectsOfClass, managesSubject } from '../subjects/index.js';
import { classRoster, countSignUpsWaiting, listAllUsers, listUsers, type UserListFilter } from '../users/index.js';

/**
 * The staff reports (docs/rules.md, "Reports"), put together from what the owning modules export:
 * every report is a few reads whatever its size, never one per row.
 */

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
  const subjects = await findSubjectsOfClass(db, query.department, query.semester);
  const allowed =
    isAdmin(user) ||
    (user.type === 'faculty' &&
      ((user.isHod && user.department === query.department) ||
        subjects.some((subject) => subject.teacherId === user.id)));
  if (!allowed) throw new HttpError(403, SERVER_MESSAGES.notClassFaculty);
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
  return roster.flatMap((student) =>
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

/** Every fee applies to every active student (docs/rules.md, "Payments"): those who have not paid it, by name. */
const duesFilter = (query: DuesQuery): UserListFilter => ({
  types: ['student'],
  active: true,
  department: query.department,
  currentYear: query.currentYear,
  sort: 'name',
  order: 'asc',
  where: not(hasPaid(query.paymentType)),
});

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

/** A page of the fee's dues and their number: the fee, the page, the count (three reads). */
export async function feeDuesPage(db: Database, query: DuesQuery) {
  const paymentType = await feeOf(db, query.paymentType);
  const { rows, total } = await listUsers(db, duesFilter(query), query);
  return { paymentType, data: rows.map(dueOf(paymentType.amount)), total };
}

/** Every due of the fee after the filters, for its CSV file. */
export async function allFeeDues(db: Database, query: DuesQuery) {
  const paymentType = await feeOf(db, query.paymentType);
  const rows = await listAllUsers(db, duesFilter(query), FEE_DUES_EXPORT_MAX);
  return { paymentType, data: rows.map(dueOf(paymentType.amount)) };
}

/* ---------------------------------------------------------------- exam results */

/**
 * An exam's results over the marks given, with the absent and the not entered yet counted apart; for
 * the subject's teacher, the HOD of its department and admins; 404 unknown.
 */
export async function examResults(db: Database, user: AuthUser, examId: string): Promise<ExamResults> {
  const found = await examWithMarks(db, examId);
  if (!found) throw new HttpError(404, SERVER_MESSAGES.examNotFound);
  const { exam, marks, absent, notEntered } = found;
  if (!isAdmin(user) && !managesSubject(user, exam)) throw new HttpError(403, SERVER_MESSAGES.notYourSubject);
  return {
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
