import type { Department, RequestItem, Status } from '@portal/domain';
import type { RequestRow } from './kind.js';

/** The fields every kind of request shows (docs/api.md, "Calls"), from a row the shared queries read. */
export const presentRequest = (row: RequestRow): RequestItem => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  photo: row.photo,
  department: row.department as Department | null,
  currentYear: row.currentYear,
  description: row.description,
  status: row.status as Status,
  decidedBy: row.decidedBy,
  decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
  reason: row.reason,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
