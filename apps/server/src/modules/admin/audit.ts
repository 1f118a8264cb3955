import { desc, eq } from 'drizzle-orm';
import type { AuditAction, AuditEntry } from '@portal/domain';
import type { Database } from '../../db/client.js';
import type { AuthUser } from '../../context.js';
import type { UserRow } from '../users/index.js';
import { accountAudit } from './schema.js';

/** The audit trail (docs/rules.md, "Accounts run by the admin"): who changed which account, when, and how. */

type Change = [string, string | null, string | null];

/** The fields an admin edits, with how each is shown in the history. */
const AUDITED_FIELDS: [string, (row: UserRow) => string | null][] = [
  ['name', (row) => row.name || null],
  ['mobile', (row) => row.mobile],
  ['department', (row) => row.department],
  ['currentYear', (row) => (row.currentYear === null ? null : String(row.currentYear))],
  ['passoutYear', (row) => (row.passoutYear === null ? null : String(row.passoutYear))],
  ['rollNo', (row) => row.rollNo],
  ['joiningYear', (row) => (row.joiningYear === null ? null : String(row.joiningYear))],
  ['isHOD', (row) => (row.isHod ? 'yes' : 'no')],
  [
    'advisor',
    (row) =>
      row.advisorYears.length
        ? [...row.advisorYears]
            .sort()
            .map((year) => `y${year}`)
            .join(', ')
        : null,
  ],
];

/** The entries one edit makes: activated or deactivated, and the other fields that changed. */
export function editEntries(before: UserRow, after: UserRow): { action: AuditAction; changes: Change[] }[] {
  const entries: { action: AuditAction; changes: Change[] }[] = [];
  if (before.active !== after.active) entries.push({ action: after.active ? 'activated' : 'deactivated', changes: [] });
  const changes = AUDITED_FIELDS.map(([field, show]) => [field, show(before), show(after)] as Change).filter(
    ([, was, now]) => was !== now,
  );
  if (changes.length) entries.push({ action: 'edited', changes });
  return entries;
}

export interface AuditRecord {
  action: AuditAction;
  user: { id: string; email: string } | null;
  changes?: Change[];
}

export async function recordAudit(db: Database, actor: AuthUser, records: AuditRecord[]): Promise<void> {
  if (records.length === 0) return;
  await db.insert(accountAudit).values(
    records.map((record) => ({
      actorId: actor.id,
      actorName: actor.name,
      actorEmail: actor.email,
      userId: record.user?.id ?? null,
      userEmail: record.user?.email ?? null,
      action: record.action,
      changes: record.changes ?? [],
    })),
  );
}

/** An account's history, newest first (the edit dialog shows the latest 50). */
export async function accountHistory(db: Database, userId: string, limit = 50): Promise<AuditEntry[]> {
  const rows = await db
    .select()
    .from(accountAudit)
    .where(eq(accountAudit.userId, userId))
    .orderBy(desc(accountAudit.at), desc(accountAudit.id))
    .limit(limit);
  return rows.map((row) => ({
    _id: row.id,
    at: row.at.toISOString(),
    action: row.action,
    actor: { name: row.actorName, email: row.actorEmail },
    subject: row.userEmail,
    changes: row.changes,
  }));
}
