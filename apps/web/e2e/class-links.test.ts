import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectAccessible } from './support/axe';
import { DEMO, VIEWPORTS } from './support/constants';
import { expectVisible } from './support/expect';
import { callApi, signIn } from './support/portalApi';

interface FacultyClass {
  className: string;
  subject: { code: string; name: string; department: string; semester: number };
}

/**
 * A teacher reaches each class's dashboard by clicking, and comes back (docs/rules.md, "Areas and
 * screens"): from the dashboard, My Classes and the attendance pages to the class dashboard, from the
 * class dashboard to the attendance of the subjects taught there, and an HOD to the department.
 * Only reads: no other file's data is touched.
 */
test.describe('links between a teacher and the class dashboards', () => {
  let taught: FacultyClass[];
  /** 'CSE S5': the first class faculty.cse teaches this term, as the links name it. */
  let firstClass: { name: string; path: string; subjects: FacultyClass[] };

  test.beforeAll(async () => {
    const token = await signIn(DEMO.faculty);
    taught = (await callApi<{ data: FacultyClass[] }>('GET', 'faculty/classes', { token })).data;
    expect(taught.length).toBeGreaterThan(0);
    const { department, semester } = taught[0]!.subject;
    firstClass = {
      name: `${department} S${semester}`,
      path: `/departments/${department.toLowerCase()}/s${semester}`,
      subjects: taught.filter((row) => row.subject.department === department && row.subject.semester === semester),
    };
  });

  const classLinks = (page: Page) => page.getByRole('navigation', { name: 'Class dashboards' });
  const expectClassDashboard = async (page: Page) => {
    await page.waitForURL(`**${firstClass.path}`);
    await expectVisible(page.getByRole('tab', { name: 'Discussions', selected: true }));
  };

  test("goes from the teacher's dashboard to the class's board, and on to the attendance of a subject there", async ({
    portal,
  }) => {
    const page = await portal.as(DEMO.faculty);
    const links = classLinks(page);
    await expectVisible(links);
    // One link per class taught, however many subjects the teacher has in it.
    const classes = new Set(taught.map((row) => `${row.subject.department} S${row.subject.semester}`));
    await expect(links.getByRole('link')).toHaveCount(classes.size);
    await expectAccessible(page, 'faculty dashboard with the class links');
    await links.getByRole('link', { name: firstClass.name, exact: true }).click();
    await expectClassDashboard(page);

    // Back from the board to what the teacher does in this class.
    const attendance = page.getByRole('navigation', { name: 'Your subjects in this class' });
    await expect(attendance.getByRole('link')).toHaveCount(firstClass.subjects.length);
    await expectAccessible(page, 'class dashboard with the attendance links');
    const subject = firstClass.subjects[0]!;
    await attendance.getByRole('link', { name: `Attendance of ${subject.subject.name}` }).click();
    await page.waitForURL(`**/class/${subject.className}`);

    // And from the attendance back to the class's dashboard.
    await page.getByRole('link', { name: `Class dashboard of ${firstClass.name}` }).click();
    await expectClassDashboard(page);
    await portal.release(page);
  });

  test('links My Classes and the attendance list to the class dashboards, on a phone', async ({ portal }) => {
    const page = await portal.as(DEMO.faculty, { viewport: VIEWPORTS.phone, path: '/class' });
    await expectVisible(classLinks(page).getByRole('link', { name: firstClass.name, exact: true }));
    await expectAccessible(page, 'my classes with the class links, on a phone');
    await classLinks(page).getByRole('link', { name: firstClass.name, exact: true }).click();
    await expectClassDashboard(page);

    await page.goto(`/class/${firstClass.subjects[0]!.className}/list`);
    await page.getByRole('link', { name: `Class dashboard of ${firstClass.name}` }).click();
    await expectClassDashboard(page);
    await portal.release(page);
  });

  test("takes an HOD from the dashboard to the department's semesters", async ({ portal }) => {
    const page = await portal.withToken(await signIn('hod.cse@college.example'));
    await classLinks(page).getByRole('link', { name: 'All classes of CSE' }).click();
    await page.waitForURL('**/departments/cse');
    await expectVisible(page.getByRole('link', { name: /^S8/ }));
    await portal.release(page);
  });
});
