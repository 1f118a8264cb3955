import { test } from '@playwright/test';
import { baseUrl, DEMO, DEMO_PASSWORD, TIME_ZONE } from './constants';

/**
 * Direct API calls, for setting up what a journey does not need to click through
 * (a second approved pass). Fails loudly with the server's answer.
 */
export async function callApi<T = unknown>(
  method: string,
  path: string,
  { token, body }: { token?: string; body?: unknown } = {},
): Promise<T> {
  const response = await fetch(`${baseUrl()}/api/${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload = (await response.json().catch(() => undefined)) as T | undefined;
  if (!response.ok) {
    throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(payload)}`);
  }
  return payload as T;
}

export async function signIn(email: string): Promise<string> {
  const answer = await callApi<{ token: string }>('POST', 'auth/signin', { body: { email, password: DEMO_PASSWORD } });
  return answer.token;
}

interface PassSummary {
  _id: string;
  description: string;
  status: number;
}

/** A student requests a pass through the API and the advisor approves it; returns its id. */
export async function createApprovedPass(
  student: string,
  faculty: string,
  description: string,
  time: Date,
): Promise<string> {
  const studentToken = await signIn(student);
  await callApi('POST', 'gatepass/request', { token: studentToken, body: { description, time: time.toISOString() } });
  const own = await callApi<{ data: PassSummary[] }>('GET', 'gatepass', { token: studentToken });
  const pass = own.data.find((candidate) => candidate.description === description);
  if (!pass) throw new Error(`The new pass "${description}" is not in the student's list`);
  const facultyToken = await signIn(faculty);
  await callApi('POST', `faculty/gatepass/${pass._id}/1`, { token: facultyToken });
  return pass._id;
}

/**
 * A leaving time for a pass that is never taken to the gate: `minutesAhead` from now, on whatever
 * day that is (a pass may be for any day from today on). Unlike laterToday it never waits, so a run
 * that meets midnight in the portal's zone takes no longer.
 */
export const aTimeAhead = (minutesAhead = 60): Date => new Date(Date.now() + minutesAhead * 60_000);

/**
 * A leaving time later today in the portal's zone, so the pass is valid at the gate.
 * A few minutes ahead is enough; right before midnight we wait for the new day rather
 * than request a pass for tomorrow.
 */
export async function laterToday(minutesAhead = 5): Promise<Date> {
  const now = new Date();
  const target = new Date(now.getTime() + minutesAhead * 60_000);
  if (sameDayIn(now, target)) return target;
  // Midnight in the portal's zone comes within minutesAhead: wait that long, and the new day has
  // begun. The test (or hook) is given the wait at once, in one extension of its timeout: within a
  // hook, the timeout it reads does not grow with each extension.
  const wait = minutesAhead * 60_000;
  test.info().setTimeout(test.info().timeout + wait);
  await new Promise((resolve) => setTimeout(resolve, wait));
  return new Date(Date.now() + minutesAhead * 60_000);
}

const sameDayIn = (a: Date, b: Date): boolean => {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, dateStyle: 'short' });
  return day.format(a) === day.format(b);
};

interface Member {
  email: string;
  name: string;
  active: boolean;
  isHOD?: boolean;
  advisor?: Record<'y1' | 'y2' | 'y3' | 'y4', string>;
}

/**
 * A class of the demo college that a test keeps to itself: the year's advisor (not the HOD) and the
 * class's active students by roll number, read through the admin's lists.
 */
export async function demoClass(department: string, year: number): Promise<{ advisor: Member; students: Member[] }> {
  const admin = await signIn(DEMO.admin);
  const faculty = await callApi<{ data: Member[] }>('GET', `admin/allfaculties?department=${department}&limit=50`, {
    token: admin,
  });
  const advisor = faculty.data.find((member) => !member.isHOD && member.advisor?.[`y${year}` as 'y1'] === 'true');
  if (!advisor) throw new Error(`No advisor of ${department} year ${year} in the demo`);
  const students = await callApi<{ data: Member[] }>(
    'GET',
    `admin/allstudents?department=${department}&currentYear=${year}&limit=10&sort=rollNo`,
    { token: admin },
  );
  return { advisor, students: students.data.filter((student) => student.active) };
}
