import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Department, SubjectForm } from '@portal/domain';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { loggableError } from '../lib/loggable-error.js';
import type { Mail } from '../lib/mailer.js';
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

/** A gate pass or leave application as its decision and its arrival tell about it. */
export interface RequestEvent {
  /** The kind's name: 'gatepass' or 'leave'. */
  kind: string;
  /** In sentences: 'gate pass', 'leave application'. */
  noun: string;
  requestId: string;
  /** What it is for: 'for 25 Nov 2026, 10:00 am'. */
  summary: string;
  student: { id: string; name: string; department: string | null; currentYear: number | null };
}

/**
 * Changes one module owns that other modules react to, without the owner knowing who they are
 * (docs/architecture.md, "Modules and boundaries"): the notifications module tells the people they
 * concern. The owner runs them inside the change's transaction (`ctx.hooks.react`), or after its
 * commit (`ctx.hooks.reactLater`) when the reaction reaches a crowd; either way a reaction never
 * fails or holds up the change.
 */
export interface Reactions {
  /**
   * A request was decided (the requests module, in the decision's transaction), with the e-mail
   * that tells the student (its wording is the requests module's: decision-mail.ts).
   */
  requestDecided: (tx: Database, event: RequestEvent & { approved: boolean; mail: Mail }) => Promise<void>;
  /** A request reached its approvers: a new one, or a rejected one edited back to pending (the requests module). */
  requestPending: (tx: Database, event: RequestEvent) => Promise<void>;
  /** An exam's marks were entered (the exams module): the students whose mark is new or changed. */
  marksEntered: (
    tx: Database,
    event: { examId: string; examType: string; subject: { code: string; name: string }; studentIds: string[] },
  ) => Promise<void>;
  /**
   * A period's attendance was saved (the attendance module, after the commit): the tallies in the
   * subject, read after the commit, of the students whose standing crossed the attendance threshold
   * with it, under or back above. Not raised for a save that took no one across.
   */
  attendanceSaved: (
    tx: Database,
    event: {
      subject: { id: string; code: string; name: string };
      tallies: { studentId: string; held: number; attended: number }[];
    },
  ) => Promise<void>;
  /** A payment type was added (the payments module); every fee applies to every active student. */
  paymentTypeAdded: (
    tx: Database,
    event: { id: string; type: string; amountPaise: number; dueDate: string },
  ) => Promise<void>;
  /** An event was put up (the events module) for a department or all, a year (1-4) or all (0). */
  eventAdded: (
    tx: Database,
    event: { id: string; title: string; start: Date; department: Department | 'all'; year: number },
  ) => Promise<void>;
  /** A course resource was put up for a class (the resources module). */
  resourceAdded: (
    tx: Database,
    event: { id: string; department: Department; semester: number; subjectCode: string; topic: string },
  ) => Promise<void>;
  /** Someone replied in a thread (the discussions module): the authors replied to, the replier left out. */
  discussionReplied: (
    tx: Database,
    event: {
      replyId: string;
      department: Department;
      semester: number;
      replier: { id: string; name: string };
      repliedTo: string[];
      text: string;
    },
  ) => Promise<void>;
  /** A sign-up waits for an admin to activate it (the auth module). */
  signUpPending: (tx: Database, event: { userId: string; name: string; email: string }) => Promise<void>;
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
  /** Its reactions to other modules' changes (given what the app runs on: its settings and clock). */
  reactions?: (context: ReactionContext) => Partial<Reactions>;
}

/** What a module's reactions are made with. */
export interface ReactionContext {
  config: Config;
  now: () => Date;
}

/** A module's manifest, checked against ModuleManifest and frozen. */
export const defineModule = <const M extends ModuleManifest>(manifest: M): Readonly<M> => Object.freeze(manifest);

type ReactionEvent<K extends keyof Reactions> = Parameters<Reactions[K]>[1];

/** The hooks between modules, built once per app from the list of manifests: nothing is added later. */
export interface Hooks {
  /** Runs every module's veto of this change, in the list's order: the first reason given, or null. */
  veto<K extends keyof Vetoes>(hook: K, ...args: Parameters<Vetoes[K]>): Promise<string | null>;
  /**
   * Runs every module's reaction to this change inside the change's transaction `tx`, each in a
   * savepoint of its own: a reaction that fails is logged and undone alone, and the change goes on.
   * Never throws.
   */
  react<K extends keyof Reactions>(hook: K, tx: Database, event: ReactionEvent<K>): Promise<void>;
  /**
   * The same after the change's commit, off the request's path (for reactions that reach a crowd,
   * or need a read of their own): the caller does not wait; closing the app waits for what is under
   * way (`settled`). `event` may be a read that answers it, made then, off the path too.
   */
  reactLater<K extends keyof Reactions>(hook: K, event: ReactionEvent<K> | (() => Promise<ReactionEvent<K>>)): void;
  /** Resolves once no reaction started by `reactLater` is running. */
  settled(): Promise<void>;
}

export interface HookContext extends ReactionContext {
  /** Where `reactLater` runs its reactions. */
  db: Database;
  log: FastifyBaseLogger;
}

export function hooksOf(modules: readonly ModuleManifest[], context: HookContext): Hooks {
  const reactions = modules.flatMap((module) => {
    const made = module.reactions?.(context);
    return made ? [{ name: module.name, reactions: made }] : [];
  });
  const running = new Set<Promise<void>>();

  const react = async <K extends keyof Reactions>(hook: K, tx: Database, event: ReactionEvent<K>) => {
    for (const { name, reactions: own } of reactions) {
      const reaction = own[hook] as ((tx: Database, event: ReactionEvent<K>) => Promise<void>) | undefined;
      if (!reaction) continue;
      try {
        // A savepoint inside the change's transaction (a transaction of its own after the commit):
        // a failed statement would otherwise abort the change's transaction with it.
        await tx.transaction((savepoint) => reaction(savepoint, event));
      } catch (error) {
        context.log.error({ err: loggableError(error), hook, module: name }, 'a reaction failed; the change stands');
      }
    }
  };

  return {
    async veto(hook, ...args) {
      for (const module of modules) {
        const check = module.vetoes?.[hook] as ((...checkArgs: typeof args) => Promise<string | null>) | undefined;
        const reason = check ? await check(...args) : null;
        if (reason) return reason;
      }
      return null;
    },
    react,
    reactLater(hook, event) {
      if (!reactions.some(({ reactions: own }) => own[hook])) return;
      // Started on the next turn of the event loop, once the change's answer is written: the embedded
      // database runs on this thread, so a reaction started at once would hold the answer up.
      const run = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => (typeof event === 'function' ? event() : event))
        .then((made) => react(hook, context.db, made))
        .catch((error: unknown) =>
          context.log.error({ err: loggableError(error), hook }, 'a change could not be told; the change stands'),
        )
        .finally(() => running.delete(run));
      running.add(run);
    },
    async settled() {
      while (running.size > 0) await Promise.all(running);
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
