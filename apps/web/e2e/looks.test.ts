import { expect, test } from './support/fixtures';
import { DEMO, VIEWPORTS } from './support/constants';
import { expectVisible } from './support/expect';

/** How the shell looks where a tour found it wanting. */
test.describe('the look of the shell', () => {
  test.beforeAll(async () => {
    // No camera at all, as on a guard's laptop without one.
  });

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
});
