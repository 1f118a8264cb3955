import { sql } from 'drizzle-orm';
import { index, integer, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import type { Department, ResourceType } from '@portal/domain';
import { createdAt } from '../../db/columns.js';
import { users } from '../users/schema.js';

/** The resources module's tables: course resources and their files (docs/rules.md, "Course resources"). */
export const courseResources = pgTable(
  'course_resources',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    type: text('type').notNull().$type<ResourceType>(),
    department: text('department').notNull().$type<Department>(),
    semester: smallint('semester').notNull(),
    /** The subject's code in that class (lower case), as docs/api.md names a subject beside its class. */
    subjectCode: text('subject_code').notNull(),
    topic: text('topic').notNull(),
    description: text('description').notNull(),
    /** Who put it up; the resource stays (without a name) when that account is deleted. */
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    // A class's resources, newest first, optionally of one subject.
    index('course_resources_class_idx').on(t.department, t.semester, t.subjectCode, t.createdAt),
    // A member's own uploads, newest first.
    index('course_resources_uploader_idx').on(t.uploadedBy, t.createdAt),
  ],
);

export const courseResourceFiles = pgTable(
  'course_resource_files',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    resourceId: uuid('resource_id')
      .notNull()
      .references(() => courseResources.id, { onDelete: 'cascade' }),
    /** The name it was uploaded with, for the download's Content-Disposition. */
    originalName: text('original_name').notNull(),
    /** The type its content showed (never the name's). */
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    /** Where the storage keeps it. */
    storageKey: text('storage_key').notNull(),
    position: smallint('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('course_resource_files_resource_idx').on(t.resourceId, t.position)],
);
