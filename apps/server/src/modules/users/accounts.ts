import { and, eq, sql } from 'drizzle-orm';
import type { AnyUserType, Department, ParentDetails } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { users } from './schema.js';
import { hashPassword } from '../../lib/passwords.js';

export interface NewAccount {
  email: string;
  name: string;
  type: AnyUserType;
  /** Plain password (hashed here) ... */
  password?: string;
  /** ... or a hash made once for many accounts (the demo college). */
  passwordHash?: string;
  active?: boolean;
  /** A self-registered account waiting for an admin (SELF_REGISTRATION=approval). */
  awaitingActivation?: boolean;
  mobile?: string | null;
  department?: Department | null;
  isHod?: boolean;
  advisorYears?: number[];
  currentYear?: number | null;
  passoutYear?: number | null;
  rollNo?: string | null;
  studentId?: string | null;
  joiningYear?: number | null;
  parentDetails?: ParentDetails;
}

const toRow = (account: NewAccount, passwordHash: string | null): typeof users.$inferInsert => ({
  email: account.email.trim().toLowerCase(),
  name: account.name,
  type: account.type,
  passwordHash,
  active: account.active ?? true,
  awaitingActivation: account.awaitingActivation ?? false,
  mobile: account.mobile ?? null,
  department: account.department ?? null,
  isHod: account.isHod ?? false,
  advisorYears: account.advisorYears ?? [],
  currentYear: account.currentYear ?? null,
  passoutYear: account.passoutYear ?? null,
  rollNo: account.rollNo ?? null,
  studentId: account.studentId ?? null,
  joiningYear: account.joiningYear ?? null,
  parentDetails: account.parentDetails ?? {},
});

/**
 * Creates an account; answers its id, or null when the e-mail is taken (the unique index decides,
 * so two simultaneous sign-ups with one e-mail cannot both win).
 */
export async function createAccount(db: Database, account: NewAccount): Promise<string | null> {
  const passwordHash = account.passwordHash ?? (account.password ? await hashPassword(account.password) : null);
  const [created] = await db
    .insert(users)
    .values(toRow(account, passwordHash))
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  return created?.id ?? null;
}

/**
 * Inserts accounts whose passwords are already hashed, in one statement, and answers the e-mails
 * that were created: an e-mail taken meanwhile is skipped, not an error (a bulk upload's rows each
 * stand alone).
 */
export async function createHashedAccounts(
  db: Database,
  accounts: (NewAccount & { passwordHash: string })[],
): Promise<{ id: string; email: string }[]> {
  if (accounts.length === 0) return [];
  return db
    .insert(users)
    .values(accounts.map((account) => toRow(account, account.passwordHash)))
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id, email: users.email });
}

/** Inserts many accounts in multi-row statements (the demo college). */
export async function createAccounts(db: Database, accounts: NewAccount[], chunkSize = 250): Promise<void> {
  for (let start = 0; start < accounts.length; start += chunkSize) {
    const rows = accounts
      .slice(start, start + chunkSize)
      .map((account) => toRow(account, account.passwordHash ?? null));
    await db.insert(users).values(rows).onConflictDoNothing({ target: users.email });
  }
}

export async function countUsers(db: Database): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  return Number(row?.count ?? 0);
}

/**
 * Whether any admin account is active: in production the server starts only then
 * (docs/deployment.md, "The first admin").
 */
export async function hasActiveAdmin(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.type, 'admin'), eq(users.active, true)))
    .limit(1);
  return row !== undefined;
}

/** ADMIN_EMAIL/ADMIN_PASSWORD: make sure this admin exists; an existing password is never overwritten. */
export async function ensureAdmin(db: Database, admin: { email: string; password: string }): Promise<boolean> {
  const id = await createAccount(db, {
    email: admin.email,
    password: admin.password,
    name: 'Administrator',
    type: 'admin',
  });
  return id !== null;
}
