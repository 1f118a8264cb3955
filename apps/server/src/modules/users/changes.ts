import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { UserRow } from './present.js';
import { users } from './schema.js';

/** What an admin may change on an account (never its e-mail, type or password here). */
export interface AccountChanges {
  name: string;
  mobile: string | null;
  active: boolean;
  isHod: boolean;
  advisorYears: number[];
  department: string | null;
  currentYear: number | null;
  passoutYear: number | null;
  rollNo: string | null;
  joiningYear: number | null;
}

/** What a change is checked against: the account as it was, and how many admins are active. */
export interface ChangeContext {
  before: UserRow;
  activeAdmins: number;
  /** The same transaction, for the caller's own writes (the audit trail) that must land with it. */
  tx: Database;
}

const ADMIN_TYPES = ['admin', 'owner'] as const;

/**
 * Runs `work` in a transaction that holds every active admin's row, so two admins changing each
 * other at once cannot both pass the last-admin rule, and the target's row, so a change is judged
 * against the account as it is.
 */
async function withAccountLocked<T>(
  db: Database,
  id: string,
  work: (context: ChangeContext) => Promise<T>,
): Promise<T | undefined> {
  return db.transaction(async (tx) => {
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.type, [...ADMIN_TYPES]), eq(users.active, true)))
      .for('update');
    const [before] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!before) return undefined;
    return work({ before, activeAdmins: admins.length, tx: tx as unknown as Database });
  });
}

/**
 * Changes an account. `decide` sees the account and may refuse by throwing (nothing is written) or
 * answer the changes; `record` then writes in the same transaction. Activating an account ends its
 * wait for activation; deactivating it ends its sessions (a database trigger bumps the token
 * version, so activating it again does not revive them). Answers undefined when there is no such
 * account.
 */
export async function changeAccount(
  db: Database,
  id: string,
  decide: (context: ChangeContext) => Partial<AccountChanges>,
  record: (context: ChangeContext, after: UserRow) => Promise<void>,
): Promise<{ before: UserRow; after: UserRow } | undefined> {
  return withAccountLocked(db, id, async (context) => {
    const changes = decide(context);
    const [after] = await context.tx
      .update(users)
      .set({
        ...changes,
        ...(changes.active ? { awaitingActivation: false } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, id))
      .returning();
    await record(context, after!);
    return { before: context.before, after: after! };
  });
}

/**
 * Deletes an account and, by the tables' foreign keys, its own records (gate passes, leave). `decide`
 * may refuse by throwing; `record` writes in the same transaction.
 */
export async function deleteAccount(
  db: Database,
  id: string,
  decide: (context: ChangeContext) => Promise<void> | void,
  record: (context: ChangeContext) => Promise<void>,
): Promise<UserRow | undefined> {
  return withAccountLocked(db, id, async (context) => {
    await decide(context);
    await context.tx.delete(users).where(eq(users.id, id));
    await record(context);
    return context.before;
  });
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Which of these e-mails already have an account (e-mails are stored lower-cased). */
export async function emailsInUse(db: Database, emails: string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db.select({ email: users.email }).from(users).where(inArray(users.email, emails));
  return new Set(rows.map((row) => row.email));
}
