import { expectAccessible } from './support/axe';
import { SIGNED_IN, VIEWPORTS } from './support/constants';
import { test } from './support/fixtures';

/**
 * Each account's first page, signed in, on a desktop and on a phone, passes axe: the other tests
 * start from these pages without checking them again.
 */
test.describe('the home page of each signed-in account', () => {
  for (const account of SIGNED_IN) {
    test(`passes axe for ${account}`, async ({ portal }) => {
      const page = await portal.as(account);
      await expectAccessible(page, `home page of ${account}`);
      const phone = await portal.as(account, { viewport: VIEWPORTS.phone, colorScheme: 'dark' });
      await expectAccessible(phone, `home page of ${account} on a phone`);
    });
  }
});
