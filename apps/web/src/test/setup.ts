import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { STORAGE_KEYS } from '@portal/domain';
import { TEST_TOKEN } from './api';
import { server } from './server';

// findBy… and waitFor wait up to 5 s: on a busy machine an answer and its render can take over the default second.
configure({ asyncUtilTimeout: 5_000 });

/** Every component test starts signed in (a token in local storage), with no handlers left over. */
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => localStorage.setItem(STORAGE_KEYS.token, TEST_TOKEN));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());
