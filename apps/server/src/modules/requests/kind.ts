import type { BuildColumns, SQL } from 'drizzle-orm';
import type { PgColumn, PgTableWithColumns } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { requestColumns } from './schema.js';

/**
 * A request kind's table as the workflow writes it: the shared columns of requestColumns() (the
 * kind's own columns come from `values`, which the kind checks against its own table).
 */
export type RequestTable = PgTableWithColumns<{
  name: string;
  schema: undefined;
  columns: BuildColumns<string, ReturnType<typeof requestColumns>, 'pg'>;
  dialect: 'pg';
}>;

/** What a kind's `values` gives a request or an edit: the shared description and the kind's own columns. */
export type RequestValues = Pick<RequestTable['$inferInsert'], 'description'> & Record<string, unknown>;

/** A request as the shared queries read it: the shared columns, the student, and the kind's own columns. */
export interface RequestRow {
  id: string;
  studentId: string;
  description: string;
  status: number;
  decidedAt: Date | null;
  /** The approver's reason, when one was given. */
  reason: string | null;
  createdAt: Date;
  updatedAt: Date;
  name: string;
  email: string;
  photo: string | null;
  /** The student's account type ('student'), for the jurisdiction rule. */
  studentType: string;
  department: string | null;
  currentYear: number | null;
  /** Who decided, by name. */
  decidedBy: string | null;
}

/** Where a kind's rules run: inside the write's transaction, with the clock. */
export interface RuleContext {
  tx: Database;
  studentId: string;
  /** The request being edited; absent for a new request. */
  editing?: string;
  now: Date;
  timeZone: string;
}

/**
 * One kind of request (docs/architecture.md, "Requests and approval"): its table, its wire shapes,
 * its paths and messages, and the rules of its form that need the clock or the student's other
 * requests. Everything else (who may edit, cancel and decide; the lists; the e-mail) is the
 * workflow's, the same for every kind.
 */
export interface RequestKind<Row extends RequestRow, Item, Form extends object> {
  /** Names the kind in prepared statements and logs: 'gatepass', 'leave'. */
  name: string;
  /** In sentences and e-mails: 'gate pass', 'leave application'. */
  noun: string;
  /** The OpenAPI tag. */
  tag: string;
  table: RequestTable;
  /** The kind's own columns, read along with the shared ones. */
  columns: Record<Exclude<keyof Row, keyof RequestRow>, PgColumn>;
  /** The order of the student's own list. */
  ownOrder: SQL[];
  paths: {
    request: string;
    own: string;
    edit: string;
    cancel: string;
    approverList: string;
    decide: string;
    /** Several pending requests approved at once. */
    approveMany: string;
  };
  schemas: {
    requestForm: z.ZodType<Form, unknown>;
    editForm: z.ZodType<Form & { _id: string }, unknown>;
    item: z.ZodType<Item>;
  };
  messages: {
    requested: string;
    updated: string;
    notFound: string;
    frozen: string;
    notPending: string;
    approved: string;
    rejected: string;
  };
  /**
   * The columns to write for a request or an edit, once the rules that need the clock or other rows
   * hold; otherwise throws an HttpError. Runs in the write's transaction.
   */
  values: (form: Form, context: RuleContext) => Promise<RequestValues>;
  present: (row: Row) => Item;
  /** What the request is for, in an e-mail: 'for 25 Nov 2026, 10:00 am'. */
  describe: (row: Row, timeZone: string) => string;
}
