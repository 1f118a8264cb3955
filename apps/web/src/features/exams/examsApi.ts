import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ApiResult,
  ClassStudent,
  Exam,
  ExamForm,
  ExamType,
  ExamTypeEditForm,
  ExamTypeFormInput,
  MarkEntry,
  MarkStatistics,
  StudentMark,
} from '@portal/domain';
import { api } from '../../shell/api';

/** The exam calls of docs/api.md, "Exams and marks". */
export const examKeys = {
  types: ['exams', 'types'] as const,
  exams: (typeId: string) => ['exams', 'list', typeId] as const,
  exam: (id: string) => ['exams', 'one', id] as const,
  marks: (id: string) => ['exams', 'marks', id] as const,
  subjects: ['exams', 'subjects'] as const,
  own: ['exams', 'own'] as const,
};

/** Every exam type (admins read theirs, everyone else the shared list). */
export const useExamTypes = (admin = false) =>
  useQuery({
    queryKey: examKeys.types,
    queryFn: async () => (await api.get<ApiResult<ExamType[]>>(admin ? 'admin/examtype' : 'shared/examtype')).data,
  });

export function useSaveExamType() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: ExamTypeFormInput & { _id?: string }) =>
      form._id
        ? api.put<ApiResult<ExamType>>('admin/examtype', form as ExamTypeEditForm)
        : api.post<ApiResult<ExamType>>('admin/examtype', form),
    onSettled: () => client.invalidateQueries({ queryKey: examKeys.types }),
  });
}

export function useDeleteExamType() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ msg: string }>('admin/examtype', { id }),
    onSettled: () => client.invalidateQueries({ queryKey: examKeys.types }),
  });
}

export interface ExamSubject {
  _id: string;
  code: string;
  name: string;
  department: string;
  semester: number;
}

/** The subjects the member may set exams for. */
export const useExamSubjects = () =>
  useQuery({
    queryKey: examKeys.subjects,
    queryFn: async () => (await api.get<ApiResult<ExamSubject[]>>('faculty/exam-subjects')).data,
  });

/** The exams of a type the member manages. */
export const useExams = (typeId: string) =>
  useQuery({
    queryKey: examKeys.exams(typeId),
    queryFn: async () => (await api.get<ApiResult<Exam[]>>('faculty/exam', { query: { typeId } })).data,
  });

export const useExam = (id: string) =>
  useQuery({
    queryKey: examKeys.exam(id),
    queryFn: async () => (await api.get<ApiResult<Exam>>(`faculty/exam/${id}`)).data,
  });

export function useSaveExam() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, form }: { id?: string; form: ExamForm }) =>
      id ? api.put<ApiResult<Exam>>(`faculty/exam/${id}`, form) : api.post<ApiResult<Exam>>('faculty/exam', form),
    onSettled: () => client.invalidateQueries({ queryKey: ['exams'] }),
  });
}

export function useDeleteExam() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ msg: string }>(`faculty/exam/${id}`),
    onSettled: () => client.invalidateQueries({ queryKey: ['exams'] }),
  });
}

export interface ExamMarks {
  data: MarkEntry[];
  exam: Exam;
  students: ClassStudent[];
  statistics: MarkStatistics;
}

export const useExamMarks = (id: string) =>
  useQuery({ queryKey: examKeys.marks(id), queryFn: () => api.get<ExamMarks>(`faculty/exam/${id}/marks`) });

export function useEnterMarks(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (markList: { name: string; marks: string }[]) =>
      api.post<{ msg: string }>(`faculty/exam/${id}/marks`, { markList }),
    onSettled: () => client.invalidateQueries({ queryKey: ['exams'] }),
  });
}

/** The student's own marks. */
export const useOwnMarks = () =>
  useQuery({
    queryKey: examKeys.own,
    queryFn: async () => (await api.get<ApiResult<StudentMark[]>>('student/marks')).data,
  });
