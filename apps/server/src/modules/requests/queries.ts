import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import { APPROVER_LIST_DECIDED, STATUS, type Status } from '@portal/domain';
import type { AuthUser } from '../../context.js';
import type { Database } from '../../db/client.js';
import { preparedFor } from '../../db/prepared.js';
import { users } from '../users/index.js';
import { advisorYearsPlaceholders, userSearch } from '../users/index.js';
import { keptAnswersOf } from '../versions/index.js';
import type { RequestRow, RequestTable } from './kind.js';

const decider = alias(users, 'decider');

export interface RequestQueries<Row extends RequestRow> {
  byId: (db: Database, id: string) => Promise<Row | undefined>;
  /** The student's own requests, latest first: kept, so the same array may be answered again. */
  own: (db: Database, studentId: string) => Promise<readonly Row[]>;
  forApprover: (
    db: Database,
    options: {
      faculty: Pick<AuthUser, 'department' | 'isHod' | 'advisorYears'>;
      status: Status | typeof APPROVER_LIST_DECIDED;
      /** Part of the student's name or e-mail. */
      search?: string;
      page: number;
      limit: number;
    },
  ) => Promise<{ rows: Row[]; total: number }>;
  /** How many requests wait for a decision: the college's, or one department's (today at a glance). */
  pendingCount: (db: Database, department: string | null) => Promise<number>;
}

/**
 * The reads of one kind of request, each one query with its joins, prepared once per database:
 * Drizzle builds their SQL once, and PostgreSQL parses and plans them once per connection.
 * Statement names start with the kind's name.
 */
export function requestQueries<Row extends RequestRow>(
  name: string,
  table: RequestTable,
  columns: Record<string, PgColumn>,
  ownOrder: SQL[],
): RequestQueries<Row> {
  const selectRequests = (db: Database) =>
    db
      .select({
        id: table.id,
        studentId: table.studentId,
        description: table.description,
        status: table.status,
        decidedAt: table.decidedAt,
        reason: table.decisionReason,
        createdAt: table.createdAt,
        updatedAt: table.updatedAt,
        name: users.name,
        email: users.email,
        photo: users.photo,
        studentType: users.type,
        department: users.department,
        currentYear: users.currentYear,
        decidedBy: decider.name,
        ...columns,
      })
      .from(table)
      .innerJoin(users, eq(users.id, table.studentId))
      .leftJoin(decider, eq(decider.id, table.decidedBy));

  const byId = preparedFor((db) =>
    selectRequests(db)
      .where(eq(table.id, sql.placeholder('id')))
      .limit(1)
      .prepare(`${name}_by_id`),
  );
  const own = preparedFor((db) =>
    selectRequests(db)
      .where(eq(table.studentId, sql.placeholder('studentId')))
      .orderBy(...ownOrder)
      .prepare(`${name}_own`),
  );

  /*
   * The requests of one status in a member's care. An HOD's are the department's range of the index
   * (requests carry their student's department); an advisor's are then narrowed to the advisor's
   * years. Only students make requests, so the department's requests are all students' requests.
   */
  const ofDepartment = and(
    eq(table.department, sql.placeholder('department')),
    eq(table.status, sql.placeholder('status')),
  )!;
  const ofAdvisorYears = and(ofDepartment, advisorYearsPlaceholders())!;
  const pageOf = (where: SQL, statement: string) =>
    preparedFor((db) =>
      selectRequests(db)
        .where(where)
        .orderBy(desc(table.createdAt), desc(table.id))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(statement),
    );
  const departmentPage = pageOf(ofDepartment, `${name}_page_department`);
  const advisorPage = pageOf(ofAdvisorYears, `${name}_page_advisor`);
  const departmentCount = preparedFor((db) =>
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(table)
      .where(ofDepartment)
      .prepare(`${name}_count_department`),
  );
  const advisorCount = preparedFor((db) =>
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(table)
      .innerJoin(users, eq(users.id, table.studentId))
      .where(ofAdvisorYears)
      .prepare(`${name}_count_advisor`),
  );

  /**
   * The other lists: the decided ones (the approver's history, most recently decided first) and any
   * list searched by the student. Read less often than the pending list, so built per call.
   */
  const searched = async (
    db: Database,
    faculty: Pick<AuthUser, 'department' | 'isHod' | 'advisorYears'>,
    status: Status | typeof APPROVER_LIST_DECIDED,
    search: string | undefined,
    page: number,
    limit: number,
  ) => {
    const where = and(
      eq(table.department, faculty.department!),
      status === APPROVER_LIST_DECIDED
        ? inArray(table.status, [STATUS.APPROVED, STATUS.REJECTED])
        : eq(table.status, status),
      faculty.isHod
        ? undefined
        : and(
            eq(users.type, 'student'),
            eq(users.department, faculty.department!),
            sql`${users.currentYear} = ANY(${`{${faculty.advisorYears.join(',')}}`}::smallint[])`,
          ),
      search ? userSearch(search) : undefined,
    );
    const order =
      status === STATUS.PENDING
        ? [desc(table.createdAt), desc(table.id)]
        : [sql`${table.decidedAt} desc nulls last`, desc(table.id)];
    const [rows, [count]] = await Promise.all([
      selectRequests(db)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset((page - 1) * limit),
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(table)
        .innerJoin(users, eq(users.id, table.studentId))
        .where(where),
    ]);
    return { rows: rows as Row[], total: Number(count?.total ?? 0) };
  };

  /** The students' own lists kept: the students who opened theirs lately. */
  const keptOwn = keptAnswersOf<Row[]>(2_000);

  /** The approvers' first pages of pending requests: every department's HOD and advisors, a few pages each. */
  const keptPending = keptAnswersOf<{ rows: Row[]; total: number }>(500);

  return {
    byId: async (db, id) => {
      const [row] = await byId(db).execute({ id });
      return row as Row | undefined;
    },
    // Kept per student while none of the student's requests, and nothing shown of the student or a
    // decider, changed (docs/architecture.md, "Answers kept on the server").
    own: (db, studentId) =>
      keptOwn(db).get(
        studentId,
        [`${name}:${studentId}`, 'photos', 'staff', 'students'],
        async () => (await own(db).execute({ studentId })) as Row[],
      ),
    forApprover: async (db, { faculty, status, search, page, limit }) => {
      if (!faculty.department || (!faculty.isHod && faculty.advisorYears.length === 0)) return { rows: [], total: 0 };
      if (status !== STATUS.PENDING || search) return searched(db, faculty, status, search, page, limit);
      const values = { status, department: faculty.department, years: `{${faculty.advisorYears.join(',')}}` };
      const [pageQuery, countQuery] = faculty.isHod ? [departmentPage, departmentCount] : [advisorPage, advisorCount];
      // Kept per department, advisor's years and page while no request, and nothing shown of a
      // student or a decider, changed (docs/architecture.md, "Answers kept on the server").
      const scope = faculty.isHod ? 'hod' : values.years;
      return keptPending(db).get(
        `${faculty.department}:${scope}:${page}:${limit}`,
        ['photos', 'requests', 'staff', 'students'],
        async () => {
          const [rows, [count]] = await Promise.all([
            pageQuery(db).execute({ ...values, limit, offset: (page - 1) * limit }),
            countQuery(db).execute(values),
          ]);
          return { rows: rows as Row[], total: Number(count?.total ?? 0) };
        },
      );
    },
    // The pending requests' own partial index (pendingIndex): read whole for the college, by
    // department for an HOD.
    pendingCount: async (db, department) => {
      const [row] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(table)
        .where(and(eq(table.status, 0), department ? eq(table.department, department) : undefined));
      return Number(row?.total ?? 0);
    },
  };
}
