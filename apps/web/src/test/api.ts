import { HttpResponse } from 'msw';
import type { ApiFailure, ApiMessage, ApiPage, ApiResult } from '@portal/domain';

/**
 * The answers of the portal's API as the server sends them (docs/api.md, "Conventions"), for MSW
 * handlers: `{ success: true, data, msg }`, a page of a list, a message alone, or a failure with its
 * `msg` and status.
 */

/** The token every component test starts signed in with (setup.ts stores it). */
export const TEST_TOKEN = 'component-test-token';

/** The address MSW matches for an API path such as 'gatepass/edit'. */
export const apiUrl = (path: string): string => `/api/${path}`;

export const answer = <T>(data: T, msg?: string, status = 200) =>
  HttpResponse.json({ success: true, data, ...(msg === undefined ? {} : { msg }) } satisfies ApiResult<T>, { status });

export const message = (msg: string, status = 200) =>
  HttpResponse.json({ success: true, msg } satisfies ApiMessage, { status });

export const pageOf = <T>(data: T[], { page = 1, limit = 100, total = data.length } = {}) =>
  HttpResponse.json({ success: true, data, total, page, limit } satisfies ApiPage<T>);

export const failure = (status: number, msg: string, errors?: ApiFailure['errors']) =>
  HttpResponse.json({ success: false, msg, ...(errors ? { errors } : {}) } satisfies ApiFailure, { status });

/** The JSON bodies a handler was sent, in order: push each request's body, read them in the test. */
export const sentBodies = () => {
  const bodies: unknown[] = [];
  return {
    bodies,
    record: async (request: Request) => {
      bodies.push(await request.clone().json());
    },
  };
};
