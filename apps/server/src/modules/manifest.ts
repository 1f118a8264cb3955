import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Department, SubjectForm } from '@portal/domain';
import type { Database } from '../db/client.js';
import type { Storage } from '../lib/storage.js';
import type { users } from './users/schema.js';

/**
 * What a module is, for the app that puts the modules together (docs/architecture.md, "Modules and
 * boundaries"): each module's index.ts exports one manifest, and the list in ./index.ts drives the
 * routes, the demo college and the hooks between modules.
 */

/** A subject as it stood before a change, as the subjects module hands it to the vetoes. */
export interface SubjectBeforeChange {
  id: string;
  department: Department;
  semester: number;
  teacherId: string;
}

/**
 * Changes one module owns that other modules may refuse, without the owner knowing who they are.
 * The owner runs them inside the change's transaction (`ctx.hooks.veto`); each answers the message
 * to refuse with (409), or null.
 */
export interface Vetoes {
  /** An admin deletes an account (the admin module): the subjects module refuses a teacher of subjects. */
  accountRemoval: (tx: Database, account: typeof users.$inferSelect) => Promise<string | null>;
  /**
   * An admin changes a subject (the subjects module, after `lockTeaching`): the timetables module
   * refuses moving a subject in a timetable to another class, or to a teacher busy at its periods.
   */
  subjectChange: (tx: Database, before: SubjectBeforeChange, after: SubjectForm) => Promise<string | null>;
}

/** What the demo college's loaders are handed. */
export interface DemoContext {
  /** The moment the demo is built around ("today" of every dated row). */
  now: Date;
  /** Where uploaded files go; without it the loaders that need files load nothing. */
  storage?: Storage;
}

/** A module's part of the demo college (docs/rules.md, "Demo college"). */
export interface DemoLoader {
  /** The modules whose demo rows this one needs (their loaders run first). */
  after?: readonly string[];
  load: (db: Database, demo: DemoContext) => Promise<void>;
}

export interface ModuleManifest {
  /** The module's folder name under src/modules. */
  name: string;
  /** Its routes, registered under /api in the list's order. */
  routes?: FastifyPluginAsyncZod;
  /** Its schema file's exports: the tables it owns (drizzle.config.ts reads the schema files themselves). */
  tables?: Readonly<Record<string, unknown>>;
  demo?: DemoLoader;
  /** Its refusals of other modules' changes. */
  vetoes?: Partial<Vetoes>;
}

/** A module's manifest, checked against ModuleManifest and frozen. */
export const defineModule = <const M extends ModuleManifest>(manifest: M): Readonly<M> => Object.freeze(manifest);

/** The hooks between modules, built once per app from the list of manifests: nothing is added later. */
export interface Hooks {
  /** Runs every module's veto of this change, in the list's order: the first reason given, or null. */
  veto<K extends keyof Vetoes>(hook: K, ...args: Parameters<Vetoes[K]>): Promise<string | null>;
}

export function hooksOf(modules: readonly ModuleManifest[]): Hooks {
  return {
    async veto(hook, ...args) {
      for (const module of modules) {
        const check = module.vetoes?.[hook] as ((...checkArgs: typeof args) => Promise<string | null>) | undefined;
        const reason = check ? await check(...args) : null;
        if (reason) return reason;
      }
      return null;
    },
  };
}

/**
 * The modules with a demo loader, in the order they load: each after the modules it names in
 * `after`, otherwise in the list's order. Naming a module without a demo, or a loop, is an error.
 */
export function demoOrder(modules: readonly ModuleManifest[]): ModuleManifest[] {
  const loaders = modules.filter((module) => module.demo);
  const names = new Set(loaders.map((module) => module.name));
  for (const module of loaders) {
    for (const name of module.demo!.after ?? []) {
      if (!names.has(name)) throw new Error(`The ${module.name} demo waits for ${name}, which has no demo`);
    }
  }
  const done = new Set<string>();
  const order: ModuleManifest[] = [];
  while (order.length < loaders.length) {
    const next = loaders.find(
      (module) => !done.has(module.name) && (module.demo!.after ?? []).every((name) => done.has(name)),
    );
    if (!next) throw new Error('The demo loaders wait for each other in a loop');
    done.add(next.name);
    order.push(next);
  }
  return order;
}
