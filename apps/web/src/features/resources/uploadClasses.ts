import { DEPARTMENTS, mayUploadResources, type CurrentUser, type Department } from '@portal/domain';
import type { ClassSubject } from '../../kit/resources/resourcesApi';

/** The classes a user may upload to: department, then semester, then the class's subjects in code order. */
export type UploadClasses = Map<Department, Map<number, ClassSubject[]>>;

/**
 * The classes whose resources this user may upload (docs/rules.md, "Course resources"), by the same
 * rule the server keeps: a class one of whose subjects the user teaches, every class of an HOD's
 * department, every class for an admin. Only classes with subjects count, as an upload names one.
 */
export function uploadClasses(user: CurrentUser, subjects: readonly ClassSubject[]): UploadClasses {
  const byClass: UploadClasses = new Map();
  for (const subject of subjects) {
    const semesters = byClass.get(subject.department) ?? new Map<number, ClassSubject[]>();
    byClass.set(
      subject.department,
      semesters.set(subject.semester, [...(semesters.get(subject.semester) ?? []), subject]),
    );
  }
  const uploader = { id: user._id, type: user.type, department: user.department, isHod: user.isHOD };
  const allowed: UploadClasses = new Map();
  for (const department of DEPARTMENTS) {
    const semesters = byClass.get(department);
    if (!semesters) continue;
    const mine = [...semesters]
      .filter(([, classSubjects]) =>
        mayUploadResources(
          uploader,
          department,
          classSubjects.map((subject) => subject.taughtBy._id),
        ),
      )
      .sort(([a], [b]) => a - b);
    if (mine.length > 0) allowed.set(department, new Map(mine));
  }
  return allowed;
}
