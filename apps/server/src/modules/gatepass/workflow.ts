import { desc } from 'drizzle-orm';
import {
  GATEPASS_HORIZON_DAYS,
  MESSAGES,
  SERVER_MESSAGES,
  formatDateTimeIn,
  gatepass,
  gatepassEditForm,
  gatepassRequestForm,
  type Gatepass,
  type GatepassRequestForm,
} from '@portal/domain';
import type { Database } from '../../db/client.js';
import { HttpError } from '../../lib/http-error.js';
import { isBeforeToday } from '../../lib/time.js';
import type { RequestKind, RequestRow, RuleContext } from '../requests/index.js';
import { presentRequest, requestWorkflow } from '../requests/index.js';
import { gatepasses } from './schema.js';

/** A gate pass with its holder and who decided it, as the shared queries read it. */
export interface PassRow extends RequestRow {
  time: Date;
  usedAt: Date | null;
}

export const presentPass = (row: PassRow): Gatepass => ({
  ...presentRequest(row),
  time: row.time.toISOString(),
  usedAt: row.usedAt ? row.usedAt.toISOString() : null,
});

/** The rules of a pass's time that need the clock: not before today, not past the horizon. */
async function passValues(form: GatepassRequestForm, context: RuleContext) {
  const time = new Date(form.time);
  if (isBeforeToday(time, context.now, context.timeZone)) throw new HttpError(400, SERVER_MESSAGES.gatepassTimeInPast);
  if (time.getTime() > context.now.getTime() + GATEPASS_HORIZON_DAYS * 24 * 60 * 60 * 1000) {
    throw new HttpError(400, SERVER_MESSAGES.gatepassTimeTooFar);
  }
  return { description: form.description, time };
}

/** Gate passes as a kind of request (docs/rules.md, "Gate passes"); their paths are those of docs/api.md. */
export const gatepassKind: RequestKind<PassRow, Gatepass, GatepassRequestForm> = {
  name: 'gatepass',
  noun: 'gate pass',
  tag: 'gatepass',
  table: gatepasses,
  columns: { time: gatepasses.time, usedAt: gatepasses.usedAt },
  // The latest pass time first.
  ownOrder: [desc(gatepasses.time), desc(gatepasses.createdAt)],
  paths: {
    request: '/gatepass/request',
    own: '/gatepass',
    edit: '/gatepass/edit',
    cancel: '/gatepass/cancel',
    approverList: '/faculty/gatepass',
    decide: '/faculty/gatepass/:id/:decision',
    approveMany: '/faculty/gatepass/approve',
  },
  schemas: { requestForm: gatepassRequestForm, editForm: gatepassEditForm, item: gatepass },
  messages: {
    requested: MESSAGES.gatepassRequested,
    updated: MESSAGES.gatepassUpdated,
    notFound: MESSAGES.gatepassNotFound,
    frozen: SERVER_MESSAGES.gatepassFrozen,
    notPending: SERVER_MESSAGES.gatepassNotPending,
    approved: SERVER_MESSAGES.gatepassApproved,
    rejected: SERVER_MESSAGES.gatepassRejected,
  },
  values: passValues,
  present: presentPass,
  describe: (row, timeZone) => `for ${formatDateTimeIn(row.time, timeZone)}`,
};

export const gatepassRequests = requestWorkflow(gatepassKind);

export const findPass = (db: Database, id: string): Promise<PassRow | undefined> =>
  gatepassRequests.queries.byId(db, id);
