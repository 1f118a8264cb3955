import { setupServer } from 'msw/node';

/**
 * The API as the component tests see it (docs/architecture.md, "Component tests"): MSW answers the
 * real paths under /api. Each test adds its handlers with `server.use(...)`; they are dropped after
 * the test. A call no handler answers fails the test (setup.ts), so nothing reaches a real network.
 */
export const server = setupServer();
