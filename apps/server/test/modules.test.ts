import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { modules } from '../src/modules/index.js';
import { demoOrder, hooksOf, type ModuleManifest, type Vetoes } from '../src/modules/manifest.js';

const modulesDir = fileURLToPath(new URL('../src/modules/', import.meta.url));
const tx = {} as Database;
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
    const hooks = hooksOf([vetoing('a', null), { name: 'quiet' }, vetoing('b', 'still b'), vetoing('c', 'still c')]);
    expect(await hooks.veto('accountRemoval', tx, account)).toBe('still b');
    expect(asked).toEqual(['a:u1', 'b:u1']);
  });

  it('answer null when no module refuses, and ask no module about another hook', async () => {
    let asked = 0;
    const hooks = hooksOf([
      {
        name: 'a',
        vetoes: {
          subjectChange: async () => {
            asked++;
            return 'no';
          },
        },
      },
    ]);
    expect(await hooks.veto('accountRemoval', tx, account)).toBeNull();
    expect(asked).toBe(0);
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
