import { inArray } from 'drizzle-orm';
import { DEPARTMENTS, YEARS, type Department } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { hashPassword } from '../../lib/passwords.js';
import { createAccounts, type NewAccount } from './accounts.js';
import { FACULTY_TITLES, FAMILY_NAMES, GIVEN_NAMES } from './demo-names.js';
import { users } from './schema.js';

export const DEMO_PASSWORD = 'Demo@1234';
const DOMAIN = 'college.example';

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

/**
 * The demo college's people (docs/rules.md, "Demo college"): every login, a HOD and advisors for each
 * department, a full class for every department and year, and sign-ups awaiting activation. The
 * password is hashed once for all.
 */
export async function loadDemoAccounts(db: Database, now: Date): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await createAccounts(db, buildAccounts(passwordHash, now));
}

/** The named demo accounts other modules' demo rows belong to. */
export async function demoPeople(db: Database) {
  const emails = [
    `student.cse@${DOMAIN}`,
    `student.cse2@${DOMAIN}`,
    `student.me@${DOMAIN}`,
    `hod.cse@${DOMAIN}`,
    `faculty.me@${DOMAIN}`,
  ];
  const rows = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
  const id = (email: string) => rows.find((row) => row.email === `${email}@${DOMAIN}`)!.id;
  return {
    cse: id('student.cse'),
    cse2: id('student.cse2'),
    me: id('student.me'),
    hod: id('hod.cse'),
    facultyMe: id('faculty.me'),
  };
}
