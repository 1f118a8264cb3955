import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { subjectForm, type Subject } from '@portal/domain';
import type { SubjectFormValues } from './SubjectFields';

/**
 * The subject form on the domain's schema (docs/rules.md, "Subjects and timetables"): the teacher is
 * held as the chosen option and sent as its `_id`, which the schema accepts.
 */
const resolver = zodResolver(subjectForm as unknown as z.ZodType<z.output<typeof subjectForm>, SubjectFormValues>);

export const useSubjectForm = (defaultValues: SubjectFormValues) =>
  useForm<SubjectFormValues, unknown, z.output<typeof subjectForm>>({ resolver, defaultValues });

export const emptySubject = (department = '', semester: number | '' = ''): SubjectFormValues => ({
  name: '',
  code: '',
  courseType: '',
  department,
  semester,
  taughtBy: null,
});

export const subjectValues = (subject: Subject): SubjectFormValues => ({
  name: subject.name,
  code: subject.code,
  courseType: subject.courseType,
  department: subject.department,
  semester: subject.semester,
  taughtBy: { _id: subject.taughtBy._id, name: subject.taughtBy.name, email: subject.taughtBy.email },
});
