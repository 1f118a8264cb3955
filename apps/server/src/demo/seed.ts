import { inArray, sql } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE, DEPARTMENTS, STATUS, YEARS, type Department, type Status } from '@portal/domain';
import type { Database } from '../db/client.js';
import { gatepasses, leaveApplications, users } from '../db/schema.js';
import { dayInZone } from '../lib/time.js';
import { hashPassword } from '../lib/passwords.js';
import { loadDemoEvents } from '../modules/events/index.js';
import { loadFeedbackDemo } from '../modules/feedback/index.js';
import type { Storage } from '../modules/files/index.js';
import { loadDemoPayments } from '../modules/payments/index.js';
import { loadDemoResources } from '../modules/resources/index.js';
import { readTermSettings, writeFeatureStats } from '../modules/settings/index.js';
import { loadDemoTimetables } from '../modules/timetables/index.js';
import { loadDemoExams } from '../modules/exams/index.js';
import { loadDemoAttendance } from '../modules/attendance/index.js';
import { loadDemoDiscussions } from '../modules/discussions/index.js';
import { countUsers, createAccounts, type NewAccount } from '../modules/users/index.js';
import { FACULTY_TITLES, FAMILY_NAMES, GIVEN_NAMES } from './names.js';

export const DEMO_PASSWORD = 'Demo@1234';
const DOMAIN = 'college.example';
/** Any fixed number: the advisory lock key that lets one process load the demo. */
const DEMO_LOCK_KEY = 727_274_002;

/** The demo logins (docs/rules.md, "Demo college"), printed at start. */
export const DEMO_LOGINS = [
  { email: `admin@${DOMAIN}`, role: 'admin' },
  { email: `security@${DOMAIN}`, role: 'security' },
  { email: `office@${DOMAIN}`, role: 'office' },
  { email: `hod.cse@${DOMAIN}`, role: 'faculty, HOD of CSE, advisor of years 1-4' },
  { email: `faculty.cse@${DOMAIN}`, role: 'faculty, CSE, advisor of year 3' },
  { email: `faculty.me@${DOMAIN}`, role: 'faculty, ME, advisor of year 2' },
  { email: `student.cse@${DOMAIN}`, role: 'student, CSE, year 3' },
  { email: `student.cse2@${DOMAIN}`, role: 'student, CSE, year 3' },
  { email: `student.me@${DOMAIN}`, role: 'student, ME, year 2' },
].map((login) => ({ ...login, password: DEMO_PASSWORD }));

/** Students per class (department and year): enough that every list has pages. */
export const STUDENTS_PER_CLASS = 30;

/** A small seeded generator, so the demo college is the same on every machine. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
  return {
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    digits: (count: number) => Array.from({ length: count }, () => Math.floor(next() * 10)).join(''),
  };
}

/** Academic years run from July: in March 2026 the third-years pass out in 2027. */
function passoutYear(currentYear: number, now: Date): number {
  const academicYearEnd = now.getMonth() >= 6 ? now.getFullYear() + 1 : now.getFullYear();
  return academicYearEnd + (4 - currentYear);
}

function buildAccounts(passwordHash: string, now: Date): NewAccount[] {
  const random = generator(2024);
  const usedEmails = new Set<string>();
  const person = () => {
    for (;;) {
      const given = random.pick(GIVEN_NAMES);
      const family = random.pick(FAMILY_NAMES);
      const email = `${given}.${family}`.toLowerCase();
      if (!usedEmails.has(email)) {
        usedEmails.add(email);
        return { name: `${given} ${family}`, emailName: email };
      }
    }
  };
  const mobile = () => `${random.pick(['9', '8', '7', '6'])}${random.digits(9)}`;
  const base = { passwordHash, active: true } as const;

  const accounts: NewAccount[] = [
    { ...base, email: `admin@${DOMAIN}`, name: 'Portal Administrator', type: 'admin', mobile: mobile() },
    { ...base, email: `security@${DOMAIN}`, name: 'Ramesh Gowda', type: 'security', mobile: mobile() },
    { ...base, email: `office@${DOMAIN}`, name: 'Latha Krishnan', type: 'office', mobile: mobile() },
  ];

  // Faculty: an HOD advising all years and one advisor per year in every department. The named
  // demo accounts take the places docs/rules.md, "Demo college", gives them.
  const named: Partial<Record<string, string>> = {
    'CSE:hod': `hod.cse@${DOMAIN}`,
    'CSE:3': `faculty.cse@${DOMAIN}`,
    'ME:2': `faculty.me@${DOMAIN}`,
  };
  let internalId = 1001;
  for (const department of DEPARTMENTS) {
    const slots: Array<{ key: string; isHod: boolean; years: number[] }> = [
      { key: `${department}:hod`, isHod: true, years: [1, 2, 3, 4] },
      ...YEARS.map((year) => ({ key: `${department}:${year}`, isHod: false, years: [year] })),
    ];
    for (const slot of slots) {
      const who = person();
      accounts.push({
        ...base,
        email: named[slot.key] ?? `${who.emailName}@${DOMAIN}`,
        name: `${random.pick(FACULTY_TITLES)} ${who.name}`,
        type: 'faculty',
        mobile: mobile(),
        department,
        isHod: slot.isHod,
        advisorYears: slot.years,
        rollNo: String(internalId++),
        joiningYear: 2005 + Math.floor(internalId % 17),
      });
    }
  }

  // Students: a full class for every department and year.
  const namedStudents: Partial<Record<string, string[]>> = {
    'CSE:3': [`student.cse@${DOMAIN}`, `student.cse2@${DOMAIN}`],
    'ME:2': [`student.me@${DOMAIN}`],
  };
  for (const department of DEPARTMENTS) {
    for (const year of YEARS) {
      const passout = passoutYear(year, now);
      const joined = String(passout - 4).slice(2);
      const reserved = namedStudents[`${department}:${year}`] ?? [];
      for (let roll = 1; roll <= STUDENTS_PER_CLASS; roll++) {
        const who = person();
        const studentId = `${department}${joined}${String(roll).padStart(3, '0')}`;
        accounts.push({
          ...base,
          email: reserved[roll - 1] ?? `${who.emailName}.${studentId.toLowerCase()}@${DOMAIN}`,
          name: who.name,
          type: 'student',
          mobile: mobile(),
          department: department as Department,
          currentYear: year,
          passoutYear: passout,
          rollNo: String(roll),
          studentId,
          parentDetails: {
            father: { name: `${random.pick(GIVEN_NAMES)} ${who.name.split(' ')[1]}`, mobile: mobile() },
          },
        });
      }
    }
  }
  // Sign-ups awaiting activation (SELF_REGISTRATION=approval): students who registered themselves,
  // with a name, e-mail and mobile only, until an admin gives them a class and activates them.
  for (let index = 0; index < PENDING_SIGN_UPS; index++) {
    const who = person();
    accounts.push({
      ...base,
      active: false,
      awaitingActivation: true,
      email: `${who.emailName}@mail.example`,
      name: who.name,
      type: 'student',
      mobile: mobile(),
    });
  }
  return accounts;
}

/** docs/rules.md, "Demo college": at least three sign-ups await activation. */
const PENDING_SIGN_UPS = 4;

const hoursFrom = (now: Date, hours: number) => new Date(now.getTime() + hours * 3_600_000);

/**
 * Loads the demo college into an empty database: every login of docs/rules.md, "Demo college", a HOD and advisors
 * for each department, a full class for every department and year, a few gate passes and leave
 * applications in every status, and the payment and feedback features switched on. The password is hashed once for all.
 */
export async function loadDemoCollege(db: Database, now = new Date(), storage?: Storage): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await createAccounts(db, buildAccounts(passwordHash, now));

  const emails = [
    `student.cse@${DOMAIN}`,
    `student.cse2@${DOMAIN}`,
    `student.me@${DOMAIN}`,
    `hod.cse@${DOMAIN}`,
    `faculty.me@${DOMAIN}`,
  ];
  const rows = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
  const id = (email: string) => rows.find((row) => row.email === `${email}@${DOMAIN}`)!.id;
  const [cse, cse2, me, hod, facultyMe] = [
    id('student.cse'),
    id('student.cse2'),
    id('student.me'),
    id('hod.cse'),
    id('faculty.me'),
  ];

  // Gate passes: student.cse holds one approved for now (so always today), ready to show at the gate.
  const today = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  await db.insert(gatepasses).values([
    {
      studentId: cse,
      description: 'Visiting the dentist in town',
      time: today,
      status: STATUS.APPROVED,
      decidedBy: hod,
      decidedAt: now,
    },
    {
      studentId: cse,
      description: 'Collecting my passport from the post office',
      time: hoursFrom(now, 26),
      status: STATUS.PENDING,
    },
    {
      studentId: cse,
      description: "Cousin's wedding reception",
      time: hoursFrom(now, -72),
      status: STATUS.REJECTED,
      decidedBy: hod,
      decidedAt: hoursFrom(now, -80),
    },
    {
      studentId: cse,
      description: 'Bank visit for the scholarship account',
      time: hoursFrom(now, -120),
      status: STATUS.APPROVED,
      decidedBy: hod,
      decidedAt: hoursFrom(now, -130),
      usedAt: hoursFrom(now, -119),
    },
    {
      studentId: cse2,
      description: 'Going home for a family function',
      time: hoursFrom(now, 3),
      status: STATUS.PENDING,
    },
    { studentId: cse2, description: 'Hospital appointment', time: hoursFrom(now, 50), status: STATUS.PENDING },
    {
      studentId: me,
      description: 'Workshop visit at the industrial estate',
      time: hoursFrom(now, 5),
      status: STATUS.PENDING,
    },
    {
      studentId: me,
      description: 'Medical check-up',
      time: hoursFrom(now, -30),
      status: STATUS.APPROVED,
      decidedBy: facultyMe,
      decidedAt: hoursFrom(now, -40),
    },
  ]);

  // Leave applications in every status, full and half days, so both the students' tabs and the
  // approvers' lists have something to show. Dates are the institute's days around today.
  const day = (offset: number) => dayInZone(new Date(now.getTime() + offset * 86_400_000), DEFAULT_TIME_ZONE);
  const full = (from: number, to: number) => ({ type: 'fullDay' as const, date: day(from), toDate: day(to) });
  const half = (offset: number, fromTime: string, toTime: string) => ({
    type: 'halfDay' as const,
    date: day(offset),
    fromTime,
    toTime,
  });
  const decided = (status: Status, by: string, hoursAgo: number) => ({
    status,
    decidedBy: by,
    decidedAt: hoursFrom(now, -hoursAgo),
  });
  await db.insert(leaveApplications).values([
    { studentId: cse, description: "Going home for my sister's wedding", ...full(3, 5) },
    {
      studentId: cse,
      description: 'Appointment at the passport office',
      ...half(1, '14:00', '16:30'),
      ...decided(STATUS.APPROVED, hod, 20),
    },
    { studentId: cse, description: 'Inter-college hackathon in the city', ...half(7, '09:00', '12:30') },
    { studentId: cse, description: 'Trip with friends', ...full(-10, -9), ...decided(STATUS.REJECTED, hod, 300) },
    {
      studentId: cse,
      description: "Fever, with a doctor's certificate",
      ...full(-20, -18),
      ...decided(STATUS.APPROVED, hod, 500),
    },
    { studentId: cse2, description: 'Dental surgery and rest', ...full(10, 12) },
    { studentId: cse2, description: 'Bank visit for the education loan', ...half(2, '10:00', '13:00') },
    { studentId: me, description: "Grandmother's house-warming", ...full(4, 4) },
    {
      studentId: me,
      description: 'Eye check-up',
      ...half(-5, '15:00', '17:00'),
      ...decided(STATUS.APPROVED, facultyMe, 150),
    },
  ]);

  await loadDemoPayments(db, now);
  await writeFeatureStats(db, { feedback: true, payment: true });
  await loadDemoTimetables(db);
  // After the subjects: the answers are about the teachers of this term's classes.
  await loadFeedbackDemo(db, (await readTermSettings(db, now, DEFAULT_TIME_ZONE)).currentTerm);
  await loadDemoEvents(db, now);
  if (storage) await loadDemoResources(db, storage);
  await loadDemoExams(db, now);
  await loadDemoAttendance(db, now);
  await loadDemoDiscussions(db, now);
}

/**
 * Loads the demo college when the database has no users yet. Several processes may start together
 * on one PostgreSQL: a transaction-wide advisory lock lets exactly one of them load it.
 */
export async function loadDemoCollegeIfEmpty(db: Database, storage?: Storage): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${DEMO_LOCK_KEY})`);
    if ((await countUsers(tx)) > 0) return false;
    await loadDemoCollege(tx, new Date(), storage);
    return true;
  });
}
