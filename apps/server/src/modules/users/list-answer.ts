import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { userListQuery } from '@portal/domain';
import {
  USER_EXPORT_MAX,
  USER_LISTS,
  apiPage,
  user as userSchema,
  yearLabel,
  type DirectoryStudent,
  type UserList,
} from '@portal/domain';
import type { Database } from '../../db/client.js';
import { sendCsv, toCsv } from '../../lib/csv.js';
import { jsonBytes, sendJsonBytes } from '../../lib/json-text.js';
import { keptAnswersOf, madeOnce } from '../versions/index.js';
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
  if (list !== 'students') {
    const { rows, total } = await listUsers(db, filter, query);
    return { success: true as const, data: rows.map(presentUser), total, page: query.page, limit: query.limit };
  }
  // The admin's students: each page kept per filter, search and page while no student's row behind
  // it changed (docs/architecture.md, "Answers kept on the server"); written once.
  const { search, department, currentYear, active, sort, order, page, limit } = query;
  const kept = await keptStudentPages(db).get(
    JSON.stringify([search ?? null, department ?? null, currentYear ?? null, active ?? null, sort, order, page, limit]),
    ['directory', 'photos'],
    () => listUsers(db, filter, query),
  );
  // Per route: the office's directory answers a search with these pages too, under its own schema.
  return sendJsonBytes(
    reply,
    madeOnce(kept, `json:${reply.request.routeOptions.url}`, () =>
      jsonBytes(reply, { success: true as const, data: kept.rows.map(presentUser), total: kept.total, page, limit }),
    ),
  );
}

/**
 * The admin's pages of students kept: the first pages of each filter, and the last searches (a search
 * is unbounded, so the least recently used go first); at most 100 students each.
 */
const keptStudentPages = keptAnswersOf<Awaited<ReturnType<typeof listUsers>>>(200);

/** Every order the directory may be sorted in (eight columns, both ways); about 2.5 MB each for 5,000 students. */
const KEPT_DIRECTORY_ORDERS = 16;
/** The most students a kept directory holds; a larger college's is read page by page. */
const KEPT_DIRECTORY_MAX = USER_EXPORT_MAX;

/** Every student in one order, as the directory shows them; undefined when there are too many to keep. */
const keptDirectories = keptAnswersOf<DirectoryStudent[] | undefined>(KEPT_DIRECTORY_ORDERS);

/**
 * The office's student directory (GET office/students): a page, or with format=csv a file. Without a
 * search, the whole directory is kept per order (sort and direction, so the database's own order of
 * names is kept), filtered by department, year and standing and paged in memory, while no student's
 * row behind it changed (`directory`; docs/architecture.md, "Answers kept on the server"). A search,
 * whose text is unbounded, is a page of the admin's list: the last pages asked for are kept.
 */
export async function answerStudentDirectory(db: Database, query: z.output<typeof userListQuery>, reply: FastifyReply) {
  if (query.format === 'csv' || query.search) return answerUserList(db, 'students', query, reply);
  const { sort, order, department, currentYear, active, page, limit } = query;
  const all = await keptDirectories(db).get(`${sort}:${order}`, ['directory'], async () => {
    const rows = await listAllUsers(db, { types: USER_LISTS.students, sort, order }, KEPT_DIRECTORY_MAX + 1);
    return rows.length > KEPT_DIRECTORY_MAX ? undefined : rows.map(directoryStudentOf);
  });
  if (!all) return answerUserList(db, 'students', query, reply);
  // Each filter (five departments or none, four years or none, either standing or both: at most 90) made once per kept directory.
  const matching = madeOnce(all, `${department ?? ''}:${currentYear ?? ''}:${active ?? ''}`, () =>
    department === undefined && currentYear === undefined && active === undefined
      ? all
      : all.filter(
          (student) =>
            (department === undefined || student.department === department) &&
            (currentYear === undefined || student.currentYear === currentYear) &&
            (active === undefined || student.active === (active === 'true')),
        ),
  );
  const start = (page - 1) * limit;
  return { success: true as const, data: matching.slice(start, start + limit), total: matching.length, page, limit };
}

const directoryStudentOf = (row: Parameters<typeof presentUser>[0]): DirectoryStudent => {
  const user = presentUser(row);
  return {
    _id: user._id,
    name: user.name,
    email: user.email,
    mobile: user.mobile,
    active: user.active,
    department: user.department,
    currentYear: user.currentYear,
    passoutYear: user.passoutYear,
    rollNo: user.rollNo,
    studentId: user.studentId,
    address: user.address,
    bloodGroup: user.bloodGroup,
    parentDetails: user.parentDetails,
  };
};

/** A user list's answer: a page of users (a CSV file, being text, is sent as it is). */
export const userListResponse = { 200: apiPage(userSchema) };
