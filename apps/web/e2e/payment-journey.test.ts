import { createHmac } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectAccessible } from './support/axe';
import { DEMO, VIEWPORTS } from './support/constants';
import { expectHidden, expectVisible, labelled } from './support/expect';
import { RAZORPAY_TEST } from './support/razorpayStandIn';

/** The demo leaves student.cse's tuition fee unpaid for this journey; no other browser test pays fees. */
const STUDENT = DEMO.student;
const FEE = 'Tuition fee';
const CHECKOUT = 'https://checkout.razorpay.com/v1/checkout.js';

/**
 * Checkout as a test double: the page's Razorpay is a small script that remembers the options it
 * was opened with and "pays" at once, handing the page an answer signed (by the test, which holds
 * the test key secret) the way Razorpay signs it.
 */
const FAKE_CHECKOUT = `
window.Razorpay = function (options) { this.options = options; window.__checkoutOptions = options; };
window.Razorpay.prototype.on = function () {};
window.Razorpay.prototype.open = function () {
  var options = this.options;
  var paymentId = 'pay_e2e' + Date.now().toString(36);
  window.signForCheckout(options.order_id + '|' + paymentId).then(function (signature) {
    options.handler({ razorpay_order_id: options.order_id, razorpay_payment_id: paymentId, razorpay_signature: signature });
  });
};`;

interface CheckoutOptions {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  description: string;
}

test.describe('a student pays a fee online and the office sees it', () => {
  test.describe.configure({ mode: 'serial' });

  const drawerLink = (page: Page, name: string) =>
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name, exact: true });
  const fitsThePhone = async (page: Page) =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
  /** Shown and within the phone's width, so nothing of it is off to the side. */
  const expectOnScreen = async (page: Page, locator: Locator) => {
    await expectVisible(locator);
    const box = (await locator.first().boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(VIEWPORTS.phone.width);
  };
  /** The grid has settled: no loading bar while axe looks at it. */
  const gridSettled = (page: Page) => expectHidden(page.locator('.MuiDataGrid-main [role="progressbar"]'));
  const feeCard = (page: Page, fee: string) =>
    page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: fee }) });

  test("says 'Failed to load payment gateway!!' when Checkout cannot be loaded, on a phone", async ({ portal }) => {
    const page = await portal.as(STUDENT, { viewport: VIEWPORTS.phone });
    await page.route(CHECKOUT, (route) => route.abort());
    await page.goto('/payment');
    await expectVisible(feeCard(page, FEE).getByText('Due', { exact: true }));
    await fitsThePhone(page);
    await expectAccessible(page, 'student fees on a phone');
    await feeCard(page, FEE)
      .getByRole('button', { name: `Pay ${FEE}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Pay ${FEE}` });
    await expectAccessible(page, 'pay dialog on a phone');
    await dialog.getByRole('button', { name: 'Pay', exact: true }).click();
    await expectVisible(page.getByText('Failed to load payment gateway!!', { exact: true }));
    await portal.release(page);
  });

  test("pays the tuition fee through Checkout: 'Payment Successful', then the receipt", async ({ portal }) => {
    const page = await portal.as(STUDENT);
    await page.exposeFunction('signForCheckout', (text: string) =>
      createHmac('sha256', RAZORPAY_TEST.keySecret).update(text).digest('hex'),
    );
    await page.route(CHECKOUT, (route) =>
      route.fulfill({ status: 200, contentType: 'application/javascript', body: FAKE_CHECKOUT }),
    );
    await drawerLink(page, 'Payment').click();
    await page.waitForURL('**/payment');
    const card = feeCard(page, FEE);
    await expectVisible(card.getByRole('button', { name: `Pay ${FEE}` }));
    await expectAccessible(page, 'student fees');

    await card.getByRole('button', { name: `Pay ${FEE}` }).click();
    const dialog = page.getByRole('dialog', { name: `Pay ${FEE}` });
    await dialog.getByLabel(labelled('Remarks')).fill('');
    await dialog.getByRole('button', { name: 'Pay', exact: true }).click();
    await expectVisible(dialog.getByText('This field is required'));
    await dialog.getByLabel(labelled('Remarks')).fill('Tuition for this year');
    await dialog.getByRole('button', { name: 'Pay', exact: true }).click();

    await expectVisible(page.getByText('Payment Successful', { exact: true }));
    await expectHidden(dialog);
    const options = await page.evaluate(
      () => (window as unknown as { __checkoutOptions: CheckoutOptions }).__checkoutOptions,
    );
    expect(options).toMatchObject({ key: RAZORPAY_TEST.keyId, amount: 4_500_000, currency: 'INR', description: FEE });
    expect(options.order_id).toMatch(/^order_e2e/);

    await expectVisible(card.getByText('Paid', { exact: true }));
    await card.getByRole('link', { name: `Receipt for ${FEE}` }).click();
    await page.waitForURL('**/payment/receipt/**');
    await expectVisible(page.getByRole('heading', { name: 'Fee receipt' }));
    await expectVisible(page.getByText('₹45,000.00', { exact: true }));
    await expectVisible(page.getByText(/^pay_e2e/));
    await expectVisible(page.getByRole('button', { name: 'Print' }));
    await expectAccessible(page, 'fee receipt');
    await portal.release(page);
  });

  test('shows the payment in the office’s Fees, filtered, and downloads it as CSV', async ({ portal }) => {
    const page = await portal.as(DEMO.office);
    await drawerLink(page, 'Fees').click();
    await page.waitForURL('**/fees');
    await expectVisible(
      page.getByRole('table', { name: 'Collections per fee' }).getByRole('row').filter({ hasText: FEE }),
    );
    await expectVisible(page.getByRole('img', { name: /Tuition fee: .* collected/ }));
    await page.getByRole('combobox', { name: 'Fee' }).selectOption({ label: FEE });
    await page.getByRole('combobox', { name: 'Department' }).selectOption('CSE');
    await page.getByRole('combobox', { name: 'Year' }).selectOption('3');
    const grid = page.getByRole('grid', { name: 'Payments' });
    const row = grid.getByRole('row').filter({ hasText: STUDENT });
    await expectVisible(row);
    await gridSettled(page);
    await expectAccessible(page, 'office fees');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('payments.csv');
    const csv = await readFile((await download.path())!, 'utf8');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'paidAt,paymentType,amount,status,name,email,department,year,rollNo,razorpayOrderId,razorpayPaymentId',
    );
    expect(lines.filter((line) => line.includes(STUDENT))).toHaveLength(1);
    expect(lines.slice(1).every((line) => line.includes(`,${FEE},`) && line.includes(',CSE,Third,'))).toBe(true);

    await row.getByRole('link', { name: `Receipt of ${STUDENT} for ${FEE}` }).click();
    await expectVisible(page.getByRole('heading', { name: 'Fee receipt' }));
    await portal.release(page);
  });

  test('shows the office’s Fees on a dark phone as cards, every value of a fee and of a payment on screen', async ({
    portal,
  }) => {
    const page = await portal.as(DEMO.office, { viewport: VIEWPORTS.phone, colorScheme: 'dark', path: '/fees' });
    const fee = page
      .getByRole('list', { name: 'Collections per fee' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Hostel fee' }) });
    for (const label of ['Due date', 'Paid', 'Collected', 'Due', 'Overdue', 'Total'])
      await expectOnScreen(page, fee.getByText(label, { exact: true }));
    const payment = page.getByRole('list', { name: 'Payments' }).getByRole('listitem').first();
    for (const label of ['Fee', 'Paid', 'Class', 'E-mail', 'Payment id'])
      await expectOnScreen(page, payment.getByText(label, { exact: true }));
    await expectOnScreen(page, payment.getByRole('link', { name: /^Receipt of / }));
    await expectVisible(page.getByText(/^1–20 of \d+$/));
    await fitsThePhone(page);
    await expectAccessible(page, 'office fees on a dark phone');
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expectVisible(page.getByText(/^21–40 of \d+$/));
    await payment.getByRole('link', { name: /^Receipt of / }).click();
    await expectVisible(page.getByRole('heading', { name: 'Fee receipt' }));
    await portal.release(page);
  });

  test('lets the admin add a payment type and delete it again', async ({ portal }) => {
    const page = await portal.as(DEMO.admin);
    await drawerLink(page, 'Payment').click();
    await page.waitForURL('**/payment');
    await expectVisible(page.getByRole('table', { name: 'Payment types' }).getByRole('row').filter({ hasText: FEE }));
    await gridSettled(page);
    await expectAccessible(page, 'admin payment');
    await page.getByRole('link', { name: 'Add Payment Types' }).click();
    await page.waitForURL('**/payment/createtypes');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('This field is required')).toHaveCount(3);
    await page.getByLabel(labelled('Type')).fill('Library fine');
    await page.getByLabel(labelled('Amount (₹)')).fill('-5');
    await page.getByLabel(labelled('Due date')).fill('2031-01-31');
    await page.getByRole('button', { name: 'Create' }).click();
    await expectVisible(page.getByText('Amount cannot be negative'));
    await page.getByLabel(labelled('Amount (₹)')).fill('abc');
    await page.getByRole('button', { name: 'Create' }).click();
    await expectVisible(page.getByText('Must be a number'));
    await expectAccessible(page, 'new payment type with errors');
    await page.getByLabel(labelled('Amount (₹)')).fill('250');
    await page.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL('**/payment');
    await expectVisible(page.getByText('Payment type created', { exact: true }));
    const added = page
      .getByRole('table', { name: 'Payment types' })
      .getByRole('row')
      .filter({ hasText: 'Library fine' });
    await expectVisible(added);
    await added.getByRole('button', { name: 'Delete Library fine' }).click();
    await page.getByRole('button', { name: 'Yes, delete' }).click();
    await expectHidden(added);
    await portal.release(page);
  });

  test('fits the admin’s payment pages and a receipt on a phone, the lists as cards', async ({ portal }) => {
    const page = await portal.as(DEMO.admin, { viewport: VIEWPORTS.phone, path: '/payment' });
    const fee = page
      .getByRole('list', { name: 'Payment types' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: FEE }) });
    for (const label of ['Paid', 'Due', 'Overdue']) await expectOnScreen(page, fee.getByText(label, { exact: true }));
    await expectOnScreen(page, fee.getByRole('button', { name: `Delete ${FEE}` }));
    const payment = page.getByRole('list', { name: 'Payments received' }).getByRole('listitem').first();
    for (const label of ['Fee', 'Paid', 'Class', 'E-mail', 'Payment id'])
      await expectOnScreen(page, payment.getByText(label, { exact: true }));
    await fitsThePhone(page);
    await expectAccessible(page, 'admin payment on a phone');
    await page.goto('/payment/createtypes');
    await expectVisible(page.getByRole('heading', { name: 'Add Payment Type' }));
    await fitsThePhone(page);
    await expectAccessible(page, 'new payment type on a phone');
    await page.goBack();
    await payment.getByRole('link', { name: /^Receipt of / }).click();
    await expectVisible(page.getByRole('heading', { name: 'Fee receipt' }));
    await fitsThePhone(page);
    await expectAccessible(page, 'fee receipt on a phone');
    await portal.release(page);
  });
});
