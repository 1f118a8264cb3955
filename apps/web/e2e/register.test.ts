import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectAccessible } from './support/axe';
import { expectVisible, labelled } from './support/expect';

/** docs/rules.md, "Form rules", for the register form: the form's own messages, before anything is sent. */
test.describe('the register page', () => {
  let page: Page;
  test.beforeEach(async ({ portal }) => {
    page = await portal.visitor();
  });

  const field = (label: string) => page.getByLabel(labelled(label));
  const submit = () => page.getByRole('button', { name: 'Register', exact: true }).click();
  const fillValid = async () => {
    await field('Name').fill('Meera Nair');
    await field('Email').fill('meera.nair@college.example');
    await field('Mobile number').fill('9876543210');
    await field('Password').fill('Secret123');
    await field('Confirm password').fill('Secret123');
  };

  test('requires every field', async () => {
    await page.goto('/register');
    await submit();
    const required = page.getByText('This field is required', { exact: true });
    await expectVisible(required);
    await expect(required).toHaveCount(5);
    await expectAccessible(page, 'register with every field missing');

    // Blanks alone count as empty.
    await field('Name').fill('   ');
    await submit();
    await expectVisible(required);
    await expect(required).toHaveCount(5);
  });

  test('says when the passwords differ', async () => {
    await page.goto('/register');
    await fillValid();
    await field('Confirm password').fill('Secret124');
    await submit();
    await expectVisible(page.getByText('Passwords do not match', { exact: true }));
    await expect(page.getByText('This field is required')).toHaveCount(0);
    await expectAccessible(page, 'register with mismatched passwords');
  });

  test('refuses a number that is not an Indian mobile', async () => {
    await page.goto('/register');
    await fillValid();
    await field('Mobile number').fill('12345');
    await submit();
    await expectVisible(page.getByText('Invalid Number', { exact: true }));
    await expectAccessible(page, 'register with a bad mobile number');
  });
});
