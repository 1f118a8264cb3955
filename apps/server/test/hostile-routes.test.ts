import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_TYPES } from '@portal/domain';
import { databases, makeUser, startServer, type TestServer } from './helpers.js';

/**
 * Every route of the app, as its OpenAPI document lists them, is sent what no form sends, by a
 * signed-in user of every role (so each route is reached by its own role too): it answers a 4xx,
 * never a 500 (docs/api.md, "Hostile input").
 */
interface Operation {
  parameters?: Array<{ in: 'query' | 'path' | 'header'; name: string; schema?: { type?: string } }>;
}
interface Route {
  method: string;
  path: string;
  operation: Operation;
}

const WRITE_METHODS = ['post', 'put', 'patch', 'delete'];
const SOME_ID = '00000000-0000-4000-8000-000000000000';
const NOT_OBJECTS = ['null', '[]', '"x"', '1'];

function routesOf(server: TestServer): Route[] {
  const document = server.app.swagger() as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({ method, path, operation })),
  );
}

/** The path with each `{param}` filled: `fill(name)` for the one named, a well-formed id for the rest. */
const pathWith = (path: string, fill: (name: string) => string | undefined) =>
  path.replace(/\{(\w+)\}/g, (_all, name: string) => fill(name) ?? SOME_ID);

describe.each(databases)('every route against hostile input (%s)', (kind) => {
  let server: TestServer;
  const tokens: string[] = [];

  beforeAll(async () => {
    server = await startServer(kind);
    for (const type of USER_TYPES) tokens.push((await makeUser(server, type)).token);
    tokens.push((await makeUser(server, 'faculty', { department: 'CSE', isHod: true })).token);
  });
  afterAll(async () => server?.close());

  /**
   * Sends the request as each role that may call the route (every role the first time, then only
   * those not refused with 403) and answers those that came back 500, as "METHOD path body: status".
   */
  const allowed = new Map<string, string[]>();
  const failuresOf = async (route: string, method: string, path: string, body?: string) => {
    const failures: string[] = [];
    const callers = allowed.get(route) ?? tokens;
    const admitted: string[] = [];
    for (const token of callers) {
      const response = await fetch(`${server.url}${path}`, {
        method: method.toUpperCase(),
        headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body,
      });
      await response.arrayBuffer();
      if (response.status !== 403) admitted.push(token);
      if (response.status === 500) failures.push(`${method.toUpperCase()} ${path} ${body ?? ''}: ${response.status}`);
    }
    if (!allowed.has(route)) allowed.set(route, admitted);
    return failures;
  };

  it('answers a JSON body that is not an object (null, [], "x", 1) with 400 on every write route', async () => {
    const writes = routesOf(server).filter((route) => WRITE_METHODS.includes(route.method));
    expect(writes.length).toBeGreaterThan(40);
    const failures: string[] = [];
    for (const route of writes) {
      for (const body of NOT_OBJECTS) {
        failures.push(
          ...(await failuresOf(
            `${route.method} ${route.path}`,
            route.method,
            pathWith(route.path, () => undefined),
            body,
          )),
        );
      }
    }
    expect(failures).toEqual([]);
    // The four routes first found answering 500, checked for the status itself.
    const student = tokens[0]!;
    const faculty = tokens[USER_TYPES.length]!;
    for (const [path, token] of [
      ['/api/leaveapplication/request', student],
      ['/api/leaveapplication/edit', student],
      ['/api/shared/event', faculty],
      ['/api/faculty/attendance', faculty],
    ] as const) {
      const answer = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: 'null',
      });
      expect({ path, status: answer.status }).toEqual({ path, status: 400 });
    }
  });

  it('answers a NUL in any query or path parameter of every GET route, or a number out of range, with a 4xx', async () => {
    const reads = routesOf(server).filter((route) => route.method === 'get');
    expect(reads.length).toBeGreaterThan(40);
    const failures: string[] = [];
    for (const { method, path, operation } of reads) {
      const route = `${method} ${path}`;
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in === 'path') {
          failures.push(
            ...(await failuresOf(
              route,
              'get',
              pathWith(path, (name) => (name === parameter.name ? '%00' : undefined)),
            )),
          );
        }
        if (parameter.in === 'query') {
          const numeric = parameter.schema?.type === 'integer' || parameter.schema?.type === 'number';
          for (const value of numeric ? ['%00', '1e9', '-1e9', '99999999999999999999'] : ['%00', 'a%00b', '%01']) {
            failures.push(
              ...(await failuresOf(route, 'get', `${pathWith(path, () => undefined)}?${parameter.name}=${value}`)),
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
