import { writeFile } from 'node:fs/promises';
import { SIGNED_IN } from './support/constants';
import { stateFile, stateWithToken, test } from './support/fixtures';
import { signIn } from './support/portalApi';

/**
 * Signs each account the tests use in once, through the API, and saves the browser state it leaves
 * (the token in localStorage) for the tests to start from. The login form itself is covered by
 * session.test.ts.
 */
for (const account of SIGNED_IN) {
  test(`sign in ${account}`, async () => {
    await writeFile(stateFile(account), JSON.stringify(stateWithToken(await signIn(account))));
  });
}
