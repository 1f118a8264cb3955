import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { CourseResource, Department, ResourceType } from '@portal/domain';
import type { AuthUser } from '../../context.js';
import type { Database } from '../../db/client.js';
import { subjects } from '../subjects/index.js';
import { users } from '../users/index.js';
import { courseResourceFiles, courseResources } from './schema.js';
import { isOwnerOrAdmin } from '../../lib/owned-delete.js';

export interface ResourceFilter {
  department?: Department;
  semester?: number;
  subject?: string;
  uploadedBy?: string;
}

export interface ResourceFileRow {
  id: string;
  resourceId: string;
  originalName: string;
  size: number;
}

export interface ResourceRow {
  id: string;
  type: ResourceType;
  department: Department;
  semester: number;
  subjectCode: string;
  subjectName: string | null;
  topic: string;
  description: string;
  uploadedBy: string | null;
  uploaderName: string | null;
  createdAt: Date;
  total: number;
}

/**
 * A page of course resources, newest first, with the subject's and the uploader's names joined in,
 * then the files of the whole page in one more query.
 */
export async function listResources(
  db: Database,
  filter: ResourceFilter,
  page: { page: number; limit: number },
): Promise<{ rows: ResourceRow[]; files: ResourceFileRow[]; total: number }> {
  const rows = await db
    .select({
      id: courseResources.id,
      type: courseResources.type,
      department: courseResources.department,
      semester: courseResources.semester,
      subjectCode: courseResources.subjectCode,
      subjectName: subjects.name,
      topic: courseResources.topic,
      description: courseResources.description,
      uploadedBy: courseResources.uploadedBy,
      uploaderName: users.name,
      createdAt: courseResources.createdAt,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(courseResources)
    .leftJoin(users, eq(users.id, courseResources.uploadedBy))
    .leftJoin(
      subjects,
      and(
        eq(subjects.department, courseResources.department),
        eq(subjects.semester, courseResources.semester),
        eq(subjects.code, courseResources.subjectCode),
      ),
    )
    .where(
      and(
        filter.department ? eq(courseResources.department, filter.department) : undefined,
        filter.semester ? eq(courseResources.semester, filter.semester) : undefined,
        filter.subject ? eq(courseResources.subjectCode, filter.subject) : undefined,
        filter.uploadedBy ? eq(courseResources.uploadedBy, filter.uploadedBy) : undefined,
      ),
    )
    .orderBy(desc(courseResources.createdAt), desc(courseResources.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  const ids = rows.map((row) => row.id);
  const files =
    ids.length === 0
      ? []
      : await db
          .select({
            id: courseResourceFiles.id,
            resourceId: courseResourceFiles.resourceId,
            originalName: courseResourceFiles.originalName,
            size: courseResourceFiles.size,
          })
          .from(courseResourceFiles)
          .where(inArray(courseResourceFiles.resourceId, ids))
          .orderBy(asc(courseResourceFiles.resourceId), asc(courseResourceFiles.position));
  return { rows: rows as ResourceRow[], files, total: rows[0]?.total ?? 0 };
}

export function presentResource(
  row: ResourceRow,
  files: ResourceFileRow[],
  viewer: AuthUser,
  linkFor: (fileId: string) => string,
): CourseResource {
  return {
    _id: row.id,
    type: row.type,
    subject: { code: row.subjectCode, name: row.subjectName ?? row.subjectCode.toUpperCase() },
    department: row.department,
    semester: row.semester,
    topic: row.topic,
    description: row.description,
    uploadBy: row.uploaderName,
    createdAt: row.createdAt.toISOString(),
    canDelete: isOwnerOrAdmin(viewer, row.uploadedBy),
    resources: files
      .filter((file) => file.resourceId === row.id)
      .map((file) => ({ _id: file.id, name: file.originalName, size: file.size, url: linkFor(file.id) })),
  };
}

export interface NewResourceFile {
  originalName: string;
  mime: string;
  size: number;
  storageKey: string;
}

/** Writes a resource and its files in one transaction; answers its id. */
export async function insertResource(
  db: Database,
  resource: Omit<typeof courseResources.$inferInsert, 'id' | 'createdAt'>,
  files: NewResourceFile[],
): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(courseResources).values(resource).returning({ id: courseResources.id });
    await tx
      .insert(courseResourceFiles)
      .values(files.map((file, position) => ({ ...file, position, resourceId: row!.id })));
    return row!.id;
  });
}
