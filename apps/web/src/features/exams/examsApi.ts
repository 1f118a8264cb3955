import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExamForm, ExamTypeForm } from '@portal/domain';
import { api, type ApiAnswer, type ApiBody } from '../../shell/api';

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
    queryFn: async () => (await (admin ? api.get('/admin/examtype') : api.get('/shared/examtype'))).data,
  });

export function useSaveExamType() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: ExamTypeForm & { _id?: string }) => {
      const { _id, ...fields } = form;
      return _id ? api.put('/admin/examtype', { ...fields, _id }) : api.post('/admin/examtype', fields);
    },
    onSettled: () => client.invalidateQueries({ queryKey: examKeys.types }),
  });
}

export function useDeleteExamType() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete('/admin/examtype', { id }),
    onSettled: () => client.invalidateQueries({ queryKey: examKeys.types }),
  });
}

/** A subject the member may set exams for, as GET faculty/exam-subjects answers it. */
export type ExamSubject = ApiAnswer<'/faculty/exam-subjects'>['data'][number];

/** The subjects the member may set exams for. */
export const useExamSubjects = () =>
  useQuery({
    queryKey: examKeys.subjects,
    queryFn: async () => (await api.get('/faculty/exam-subjects')).data,
  });

/** The exams of a type the member manages. */
export const useExams = (typeId: string) =>
  useQuery({
    queryKey: examKeys.exams(typeId),
    queryFn: async () => (await api.get('/faculty/exam', { query: { typeId } })).data,
  });

export const useExam = (id: string) =>
  useQuery({
    queryKey: examKeys.exam(id),
    queryFn: async () => (await api.get('/faculty/exam/{id}', { params: { id } })).data,
  });

export function useSaveExam() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, form }: { id?: string; form: ExamForm }) =>
      id ? api.put('/faculty/exam/{id}', form, { params: { id } }) : api.post('/faculty/exam', form),
    onSettled: () => client.invalidateQueries({ queryKey: ['exams'] }),
  });
}

export function useDeleteExam() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete('/faculty/exam/{id}', undefined, { params: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: ['exams'] }),
  });
}

/** An exam's marks, its class and their statistics, as GET faculty/exam/{id}/marks answers them. */
export type ExamMarks = ApiAnswer<'/faculty/exam/{id}/marks'>;

export const useExamMarks = (id: string) =>
  useQuery({
    queryKey: examKeys.marks(id),
    queryFn: () => api.get('/faculty/exam/{id}/marks', { params: { id } }),
    // A form starts from it: never from an answer kept on the device (docs/rules.md, "The installed app and offline").
    meta: { notKept: true },
  });

export function useEnterMarks(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (markList: ApiBody<'/faculty/exam/{id}/marks', 'post'>['markList']) =>
      api.post('/faculty/exam/{id}/marks', { markList }, { params: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: ['exams'] }),
  });
}

/** The student's own marks. */
export const useOwnMarks = () =>
  useQuery({
    queryKey: examKeys.own,
    queryFn: async () => (await api.get('/student/marks')).data,
  });
