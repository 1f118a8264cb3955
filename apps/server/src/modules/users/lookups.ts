import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { UserRow } from './present.js';
import { users } from './schema.js';

/*
 * The reads and writes of accounts that other modules need, so that only this module touches the
 * users table (docs/architecture.md, "Modules"). Every write here changes updated_at, which the
 * database announces to every process (the user cache drops the row).
 */

/** The account with this e-mail, whatever its letter case (e-mails are stored lower-cased). */
export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  return row;
}

/** Sets a new password hash and ends every session of the account (older tokens stop working). */
export async function setPasswordEndingSessions(db: Database, userId: string, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** Sets the account's photo and answers the one it replaces, if any, so its file can go. */
export async function replacePhoto(db: Database, userId: string, photo: string): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [previous] = await tx.select({ photo: users.photo }).from(users).where(eq(users.id, userId)).for('update');
    await tx
      .update(users)
      .set({ photo, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    return previous?.photo ?? null;
  });
}
