import QRCode from 'qrcode';
import { expect, test } from './support/fixtures';
import { expectAccessible } from './support/axe';
import { expectVisible, labelled } from './support/expect';
import { createApprovedPass, laterToday } from './support/portalApi';

/** Another CSE third-year, so this journey leaves the main gate pass journey's student alone. */
const STUDENT = 'student.cse2@college.example';
const ADVISOR = 'faculty.cse@college.example';

test.describe('the profile', () => {
  test('saves details and a photo that the public gate pass page then shows', async ({ portal }) => {
    const page = await portal.as(STUDENT, { path: '/updateprofile' });
    await expectVisible(page.getByRole('heading', { name: 'Your details' }));
    await expectAccessible(page, 'edit profile');

    // The documented messages come from the shared schema.
    await page.getByLabel(labelled('Mobile number')).fill('12345');
    await page.getByLabel(labelled('New password')).fill('short');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expectVisible(page.getByText('Invalid Number', { exact: true }));
    await expectVisible(page.getByText('Must be atleast 8 characters', { exact: true }));
    await page.getByLabel(labelled('New password')).fill('');

    await page.getByLabel(labelled('Mobile number')).fill('+919812345678');
    await page.getByLabel(labelled('Address')).fill('Hostel B, Room 12');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expectVisible(page.getByText('Profile updated', { exact: true }).first());
    // Saving returns to the profile, which shows what was saved.
    await expectVisible(page.getByText('Hostel B, Room 12'));
    await expectAccessible(page, 'profile');
    await page.goto('/updateprofile');

    // Any real image will do; a QR code rendered to PNG is one we can make here.
    const png = await QRCode.toBuffer('profile photo', { type: 'png', width: 256 });
    await page.locator('input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await expectVisible(page.locator('img[src*="/uploads/photos/"]'));

    const passId = await createApprovedPass(STUDENT, ADVISOR, 'Profile photo check', await laterToday());
    await page.goto(`/gatepass/view/${passId}`);
    const photo = page.locator('img[src*="/uploads/photos/"]');
    await expectVisible(photo);
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expectAccessible(page, 'gate pass view with a photo');
  });
});
