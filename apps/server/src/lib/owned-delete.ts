import type { AuthUser } from '../context.js';
import { HttpError } from './http-error.js';

/**
 * Whether this user may delete what `ownerId` put up: the one who put it up, or an admin (docs/rules.md,
 * "Events" and "Course resources"). Rows whose owner's account is gone (null) are an admin's to delete.
 */
export const isOwnerOrAdmin = (user: Pick<AuthUser, 'id' | 'type'>, ownerId: string | null): boolean =>
  user.type === 'admin' || user.type === 'owner' || (ownerId !== null && ownerId === user.id);

/** How a module deletes one of its records that only some users may delete. */
export interface OwnedDelete<Row> {
  /** The record as the rule needs it, or undefined when there is none. */
  find: () => Promise<Row | undefined>;
  /** Whether the user may delete it (isOwnerOrAdmin, or the module's own rule). */
  mayDelete: (row: Row) => boolean | Promise<boolean>;
  /** Deletes it; false when it went in the meantime. */
  remove: (row: Row) => Promise<boolean>;
  notFound: string;
  forbidden: string;
  deleted: string;
}

/**
 * The delete call of a record its owner (or whom the module names) may delete, shared by the
 * discussions, events and resources: 404 when there is no such record, 403 when the user may not
 * delete it, 404 when another call deleted it first; otherwise the module's message.
 */
export async function deleteOwned<Row>(steps: OwnedDelete<Row>): Promise<{ success: true; msg: string }> {
  const row = await steps.find();
  if (!row) throw new HttpError(404, steps.notFound);
  if (!(await steps.mayDelete(row))) throw new HttpError(403, steps.forbidden);
  if (!(await steps.remove(row))) throw new HttpError(404, steps.notFound);
  return { success: true, msg: steps.deleted };
}
