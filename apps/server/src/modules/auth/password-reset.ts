import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { setPasswordEndingSessions } from '../users/index.js';
import { passwordResets } from './schema.js';
import { hashPassword } from '../../lib/passwords.js';

export const RESET_LIFETIME_MS = 30 * 60 * 1000;

/** Only a hash of a reset token is stored: a copy of the database cannot reset anyone's password. */
export const hashResetToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Makes a single-use reset token for the user, valid 30 minutes, and answers it. */
export async function createResetToken(db: Database, userId: string, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(passwordResets).values({
    userId,
    tokenHash: hashResetToken(token),
    expiresAt: new Date(now.getTime() + RESET_LIFETIME_MS),
  });
  return token;
}

/**
 * Uses a reset token: answers the user's id, or null when it is unknown, used or expired. Claiming the token is one
 * conditional UPDATE, so the same link cannot be used twice even by two requests at once. The new
 * password bumps the token version, ending every session.
 */
export async function resetPassword(db: Database, token: string, password: string, now: Date): Promise<string | null> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResets.tokenHash, hashResetToken(token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (!claimed) return null;
    await setPasswordEndingSessions(tx, claimed.userId, passwordHash);
    // Any other link still out there for this user is spent too.
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, claimed.userId), isNull(passwordResets.usedAt)));
    return claimed.userId;
  });
}
