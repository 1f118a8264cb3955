import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiResult, ExamType, ExamTypeEditForm, ExamTypeFormInput } from '@portal/domain';
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
      form._id ? api.put<ApiResult<ExamType>>('admin/examtype', form as ExamTypeEditForm) : api.post<ApiResult<ExamType>>('admin/examtype', form),
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
