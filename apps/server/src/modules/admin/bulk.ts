import { SERVER_MESSAGES, readBulkRow, type BulkAccount, type BulkRowError, type BulkType } from '@portal/domain';
import type { Database } from '../../db/client.js';
import type { AuthUser } from '../../context.js';
import { hashPasswordsBounded } from '../../lib/passwords.js';
import { createHashedAccounts, emailsInUse } from '../users/index.js';
import { recordAudit } from './audit.js';

/**
 * Bulk upload (docs/rules.md, "Bulk upload"): each row stands alone. A row is read by the domain's
 * rules; an e-mail repeated in the upload or already in use is refused; the good rows are hashed
 * (argon2id, a few at a time: lib/passwords.ts) and inserted in one statement, with their audit
 * entries, in one transaction.
 */
export async function uploadAccounts(
  db: Database,
  actor: AuthUser,
  type: BulkType,
  rows: string[][],
  firstRow: number,
): Promise<{ created: number; errors: BulkRowError[] }> {
  const errors: BulkRowError[] = [];
  const good: { row: number; account: BulkAccount }[] = [];
  const seen = new Map<string, number>();
  rows.forEach((cells, index) => {
    const row = firstRow + index;
    const read = readBulkRow(type, cells);
    if ('error' in read) return void errors.push({ row, msg: read.error });
    const earlier = seen.get(read.account.email);
    if (earlier !== undefined)
      return void errors.push({ row, msg: `${SERVER_MESSAGES.bulkRepeated} (row ${earlier})` });
    seen.set(read.account.email, row);
    good.push({ row, account: read.account });
  });

  const taken = await emailsInUse(
    db,
    good.map((entry) => entry.account.email),
  );
  const fresh = good.filter((entry) => {
    if (!taken.has(entry.account.email)) return true;
    errors.push({ row: entry.row, msg: SERVER_MESSAGES.emailTaken });
    return false;
  });

  const hashes = await hashPasswordsBounded(fresh.map((entry) => entry.account.password));
  const created = await db.transaction(async (tx) => {
    const inserted = await createHashedAccounts(
      tx as unknown as Database,
      fresh.map(({ account }, index) => ({
        email: account.email,
        // Without the optional name column the account shows its e-mail until its owner names it.
        name: account.name ?? '',
        type: account.type,
        passwordHash: hashes[index]!,
        department: account.department,
        currentYear: account.currentYear ?? null,
        passoutYear: account.passoutYear ?? null,
        joiningYear: account.joiningYear ?? null,
        rollNo: account.rollNo,
      })),
    );
    const insertedEmails = new Set(inserted.map((entry) => entry.email));
    // Taken between the check and the insert (another upload at the same moment): still its row's error.
    for (const entry of fresh)
      if (!insertedEmails.has(entry.account.email)) errors.push({ row: entry.row, msg: SERVER_MESSAGES.emailTaken });
    await recordAudit(tx as unknown as Database, actor, [
      ...inserted.map((entry) => ({
        action: 'created' as const,
        user: entry,
        changes: [['source', null, 'bulk upload']] as [string, null, string][],
      })),
      {
        action: 'bulk-upload',
        user: null,
        changes: [
          ['type', null, type],
          ['rows', null, String(rows.length)],
          ['created', null, String(inserted.length)],
          ['refused', null, String(rows.length - inserted.length)],
        ],
      },
    ]);
    return inserted.length;
  });
  errors.sort((a, b) => a.row - b.row);
  return { created, errors };
}
