import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { userListQuery } from '@portal/domain';
import { USER_EXPORT_MAX, USER_LISTS, apiPage, user as userSchema, yearLabel, type UserList } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { sendCsv, toCsv } from '../../lib/csv.js';
import { listAllUsers, listUsers } from './listing.js';
import { presentUser } from './present.js';

/** The list query as the users module's filter. */
const filterOf = (list: UserList, query: z.output<typeof userListQuery>) => ({
  types: USER_LISTS[list],
  search: query.search,
  department: query.department,
  currentYear: query.currentYear,
  active: query.active === undefined ? undefined : query.active === 'true',
  sort: query.sort,
  order: query.order,
});

const EXPORT_HEADER = [
  'name',
  'email',
  'type',
  'active',
  'department',
  'year',
  'passoutYear',
  'rollNo',
  'joiningYear',
  'mobile',
  'isHOD',
];

/** Answers a user list: one page as JSON, or with format=csv the whole filtered list as a file. */
export async function answerUserList(
  db: Database,
  list: UserList,
  query: z.output<typeof userListQuery>,
  reply: FastifyReply,
) {
  const filter = filterOf(list, query);
  if (query.format === 'csv') {
    const rows = await listAllUsers(db, filter, USER_EXPORT_MAX);
    const csv = toCsv(
      EXPORT_HEADER,
      rows.map((row) => [
        row.name,
        row.email,
        row.type,
        row.active ? 'yes' : 'no',
        row.department,
        yearLabel(row.currentYear),
        row.passoutYear,
        row.rollNo,
        row.joiningYear,
        row.mobile,
        row.isHod ? 'yes' : 'no',
      ]),
    );
    return sendCsv(reply, `${list}.csv`, csv);
  }
  const { rows, total } = await listUsers(db, filter, query);
  return { success: true as const, data: rows.map(presentUser), total, page: query.page, limit: query.limit };
}

/** A user list's answer: a page of users (a CSV file, being text, is sent as it is). */
export const userListResponse = { 200: apiPage(userSchema) };
