import { sql } from 'drizzle-orm';
import { index, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CourseType, Department } from '@portal/domain';
import { createdAt, updatedAt } from '../../db/columns.js';
import { users } from '../users/schema.js';

/** The subjects module's table: what each class (department and semester) is taught, and by whom. */
export const subjects = pgTable(
  'subjects',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    name: text('name').notNull(),
    /** Lower-cased on entry; unique within its class. */
    code: text('code').notNull(),
    courseType: text('course_type').notNull().$type<CourseType>(),
    department: text('department').notNull().$type<Department>(),
    semester: smallint('semester').notNull(),
    /** A faculty member; an account still teaching cannot be deleted (docs/rules.md). */
    taughtBy: uuid('taught_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The class's subjects (lists, the timetable's subjects, a code's lookup) and the code's uniqueness.
    uniqueIndex('subjects_department_semester_code_unique').on(t.department, t.semester, t.code),
    // What a faculty member teaches (the account-removal check, the faculty's classes).
    index('subjects_taught_by_idx').on(t.taughtBy),
  ],
);
