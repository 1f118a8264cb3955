import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { modules } from '../src/modules/index.js';
import type { FastifyBaseLogger } from 'fastify';
import { demoOrder, hooksOf, type HookContext, type ModuleManifest, type Vetoes } from '../src/modules/manifest.js';
import { testConfig } from './helpers.js';

const modulesDir = fileURLToPath(new URL('../src/modules/', import.meta.url));
/** A stand-in transaction: a savepoint of it runs the work on it. */
const tx = { transaction: (work: (savepoint: Database) => Promise<unknown>) => work(tx) } as unknown as Database;
const logged: string[] = [];
const context: HookContext = {
  db: tx,
  config: testConfig(),
  now: () => new Date(),
  log: { error: (_fields: unknown, message: string) => void logged.push(message) } as unknown as FastifyBaseLogger,
};
const account = { id: 'u1', type: 'faculty' } as Parameters<Vetoes['accountRemoval']>[1];
const loader = (after?: string[]) => ({ after, load: async () => {} });

describe('the list of modules', () => {
  it('holds one manifest for every module folder, under its folder name', () => {
    const folders = readdirSync(modulesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(modules.map((module) => module.name).sort()).toEqual(folders);
  });

  it('loads the demo accounts first, and the subjects and timetables before what is taught', () => {
    const order = demoOrder(modules).map((module) => module.name);
    expect(order[0]).toBe('users');
    for (const taught of ['feedback', 'resources', 'exams', 'attendance']) {
      expect(order.indexOf('timetables')).toBeLessThan(order.indexOf(taught));
    }
  });

  it('has the subjects module refuse an account removal and the timetables module a subject change', () => {
    expect(modules.filter((module) => module.vetoes?.accountRemoval).map((module) => module.name)).toEqual([
      'subjects',
    ]);
    expect(modules.filter((module) => module.vetoes?.subjectChange).map((module) => module.name)).toEqual([
      'timetables',
    ]);
  });
});

describe('hooks between modules', () => {
  it("ask each module's veto in the list's order and answer the first reason given", async () => {
    const asked: string[] = [];
    const vetoing = (name: string, reason: string | null): ModuleManifest => ({
      name,
      vetoes: {
        accountRemoval: async (_tx, row) => {
          asked.push(`${name}:${row.id}`);
          return reason;
        },
      },
    });
    const hooks = hooksOf(
      [vetoing('a', null), { name: 'quiet' }, vetoing('b', 'still b'), vetoing('c', 'still c')],
      context,
    );
    expect(await hooks.veto('accountRemoval', tx, account)).toBe('still b');
    expect(asked).toEqual(['a:u1', 'b:u1']);
  });

  it('answer null when no module refuses, and ask no module about another hook', async () => {
    let asked = 0;
    const hooks = hooksOf(
      [
        {
          name: 'a',
          vetoes: {
            subjectChange: async () => {
              asked++;
              return 'no';
            },
          },
        },
      ],
      context,
    );
    expect(await hooks.veto('accountRemoval', tx, account)).toBeNull();
    expect(asked).toBe(0);
  });
});

describe('reactions between modules', () => {
  const signUp = { userId: 'u1', name: 'Kavya', email: 'kavya@example.com' };

  it("run every module's reaction in the list's order; one that fails is logged and the others still run", async () => {
    const ran: string[] = [];
    logged.length = 0;
    const hooks = hooksOf(
      [
        { name: 'a', reactions: () => ({ signUpPending: async (_tx, event) => void ran.push(`a:${event.userId}`) }) },
        {
          name: 'broken',
          reactions: () => ({
            signUpPending: async () => {
              throw new Error('broken');
            },
          }),
        },
        { name: 'c', reactions: () => ({ signUpPending: async (_tx, event) => void ran.push(`c:${event.email}`) }) },
      ],
      context,
    );
    await expect(hooks.react('signUpPending', tx, signUp)).resolves.toBeUndefined();
    expect(ran).toEqual(['a:u1', 'c:kavya@example.com']);
    expect(logged).toEqual(['a reaction failed; the change stands']);
  });

  it('run a later reaction off the caller’s path, and settle once it is done, a failed read included', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const ran: string[] = [];
    logged.length = 0;
    const hooks = hooksOf(
      [
        {
          name: 'a',
          reactions: () => ({
            signUpPending: async (_tx, event) => {
              await gate;
              ran.push(event.name);
            },
          }),
        },
      ],
      context,
    );
    hooks.reactLater('signUpPending', signUp);
    hooks.reactLater('signUpPending', async () => {
      throw new Error('the read failed');
    });
    expect(ran).toEqual([]);
    let settled = false;
    const waiting = hooks.settled().then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    release();
    await waiting;
    expect(ran).toEqual(['Kavya']);
    expect(logged).toEqual(['a change could not be told; the change stands']);
  });

  it('has the notifications module react to every change, and no other module', () => {
    const reacting = modules.filter((module) => module.reactions).map((module) => module.name);
    expect(reacting).toEqual(['notifications']);
  });
});

describe('the demo order', () => {
  it('runs each loader after the ones it waits for, otherwise in the list order', () => {
    const order = demoOrder([
      { name: 'a', demo: loader(['c']) },
      { name: 'b' },
      { name: 'c', demo: loader() },
      { name: 'd', demo: loader() },
    ]).map((module) => module.name);
    expect(order).toEqual(['c', 'a', 'd']);
  });

  it('refuses waiting for a module without a demo, and a loop', () => {
    expect(() => demoOrder([{ name: 'a', demo: loader(['b']) }, { name: 'b' }])).toThrow(/waits for b/);
    expect(() =>
      demoOrder([
        { name: 'a', demo: loader(['b']) },
        { name: 'b', demo: loader(['a']) },
      ]),
    ).toThrow(/loop/);
  });
});
