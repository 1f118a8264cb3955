import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectAccessible } from './support/axe';
import { DEMO, VIEWPORTS } from './support/constants';
import { expectVisible } from './support/expect';
import { callApi, aTimeAhead, signIn } from './support/portalApi';

/** The theme the portal shows is its own choice (local storage), not the browser's. */
async function chooseTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.evaluate((value) => localStorage.setItem('theme', value), theme);
  await page.reload();
  await expectVisible(
    page.getByRole('button', { name: theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme' }),
  );
}

/**
 * The controls a toast lies over: every visible link, button and field of the page whose box
 * meets the toast's, once the toast has settled where it stays.
 */
async function controlsUnder(toast: Locator): Promise<string[]> {
  await expectVisible(toast);
  await toast.page().waitForFunction(() => document.getAnimations().every((one) => one.playState !== 'running'));
  return toast.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const container = element.closest('.notistack-SnackbarContainer');
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input, select, textarea, [role="button"], [role="tab"], [role="combobox"]',
    );
    return [...controls]
      .filter((control) => !container?.contains(control))
      .filter((control) => {
        const other = control.getBoundingClientRect();
        const shown = other.width > 1 && other.height > 1 && getComputedStyle(control).visibility !== 'hidden';
        return (
          shown && other.left < box.right && box.left < other.right && other.top < box.bottom && box.top < other.bottom
        );
      })
      .map((control) => control.getAttribute('aria-label') || control.textContent?.trim() || control.tagName);
  });
}

/** How the shell looks where a tour found it wanting. */
test.describe('the look of the shell', () => {
  test('gives the dark theme a dark top bar', async ({ portal }) => {
    const page = await portal.as(DEMO.student, { colorScheme: 'dark' });
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.reload();
    await expectVisible(page.getByRole('button', { name: 'Switch to light theme' }));
    const header = page.locator('header').first();
    await expectVisible(header);
    const luminance = await header.evaluate((element) => {
      const [r, g, b] = getComputedStyle(element).backgroundColor.match(/\d+/g)!.map(Number) as [
        number,
        number,
        number,
      ];
      return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
    });
    expect(luminance).toBeLessThan(0.2);
  });

  test("keeps toasts off the phone's scan screen, where the alert already says what is wrong", async ({ portal }) => {
    const page = await portal.as(DEMO.security, { viewport: VIEWPORTS.phone });
    // The alert is the camera's failure handled; a toast would have been raised with it.
    await expectVisible(page.getByText(/camera|Permission/i).first());
    await expect(page.locator('.notistack-SnackbarContainer .notistack-Snackbar')).toHaveCount(0);
    // The menu and theme buttons stay uncovered and usable.
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await expectVisible(page.getByRole('link', { name: 'Logout', exact: true }));
  });

  test('fills the avatar circle with a wide photo instead of shrinking it', async ({ portal }) => {
    // student.cse: no other test looks at this student's photo (student.me's password is reset elsewhere).
    const page = await portal.as(DEMO.student);
    // A photo three times as wide as it is high, uploaded as the profile page would.
    const uploaded = await page.evaluate(async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 900;
      canvas.height = 300;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#1e5ac8';
      context.fillRect(0, 0, 900, 300);
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((result) => resolve(result!), 'image/png'));
      const form = new FormData();
      form.append('imgCollection', blob, 'wide.png');
      form.append('folder', 'photos');
      const answer = await fetch('/api/files', {
        method: 'POST',
        headers: { authorization: `Bearer ${localStorage.getItem('token')}` },
        body: form,
      });
      return answer.status;
    });
    expect(uploaded).toBe(200);
    await page.goto(`/user/${DEMO.student}`);
    const photo = page.locator('.MuiAvatar-root img').first();
    await expectVisible(photo);
    await photo.evaluate((image: HTMLImageElement) => image.decode());
    const fit = await photo.evaluate((image) => {
      const avatar = image.parentElement!.getBoundingClientRect();
      const box = image.getBoundingClientRect();
      return {
        objectFit: getComputedStyle(image).objectFit,
        fillsWidth: box.width === avatar.width,
        fillsHeight: box.height === avatar.height,
      };
    });
    expect(fit).toEqual({ objectFit: 'cover', fillsWidth: true, fillsHeight: true });
  });

  test("writes the exam's Fail chip legibly in both themes", async ({ portal }) => {
    const token = await signIn(DEMO.faculty);
    const types = await callApi<{ data: { _id: string; type: string }[] }>('GET', 'shared/examtype', { token });
    const series = types.data.find((type) => type.type === 'Series 1')!;
    const exams = await callApi<{ data: { _id: string }[] }>('GET', `faculty/exam?typeId=${series._id}`, { token });
    const page = await portal.as(DEMO.faculty, { path: `/exam/results/${exams.data[0]!._id}` });
    for (const theme of ['light', 'dark'] as const) {
      await chooseTheme(page, theme);
      await expectVisible(
        page.getByRole('table', { name: 'Marks of each student' }).getByText('Fail', { exact: true }),
      );
      await expectAccessible(page, `marks view with a Fail chip, ${theme} theme`);
    }
  });

  test("puts a toast where it covers none of the page's controls, on a desktop and on a phone's receipt", async ({
    portal,
  }) => {
    // A student of ECE's second year with a receipt: nobody else's passes or payments are touched.
    const admin = await signIn(DEMO.admin);
    const paid = await callApi<{ data: { _id: string; student: { email: string } }[] }>(
      'GET',
      'payment/history?department=ECE&year=2&limit=1',
      { token: admin },
    );
    const receipt = paid.data[0]!;
    const token = await signIn(receipt.student.email);
    const time = aTimeAhead(60).toISOString();
    for (const description of ['Post office', 'Bank']) {
      await callApi('POST', 'gatepass/request', { token, body: { description, time } });
    }
    const deleteRequest = async (page: Page, description: string) => {
      await page
        .getByRole('row')
        .filter({ hasText: description })
        .getByRole('button', { name: /^Edit gate pass/ })
        .click();
      await page.getByRole('dialog', { name: 'Edit gate pass' }).getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('button', { name: 'Yes, delete' }).click();
      return page.locator('.notistack-MuiContent').filter({ hasText: 'Deleted' });
    };

    const desktop = await portal.withToken(token, { path: '/gatepass' });
    expect(await controlsUnder(await deleteRequest(desktop, 'Post office'))).toEqual([]);
    await portal.release(desktop);

    const phone = await portal.withToken(token, { viewport: VIEWPORTS.phone, path: '/gatepass' });
    const toast = await deleteRequest(phone, 'Bank');
    expect(await controlsUnder(toast)).toEqual([]);
    // The toast waits while the pointer is on it; meanwhile the receipt opens, as from its link.
    await toast.hover();
    await phone.evaluate((id) => {
      window.history.pushState(null, '', `/payment/receipt/${id}`);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, receipt._id);
    await expectVisible(phone.getByRole('button', { name: 'Print' }));
    expect(await controlsUnder(toast)).toEqual([]);
    await portal.release(phone);
  });
});
