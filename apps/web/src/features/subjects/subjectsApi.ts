import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Department, SubjectForm } from '@portal/domain';
import { api } from '../../shell/api';

/** The subject calls of docs/api.md, "Subjects and timetables". */

export const SUBJECTS_KEY = ['subjects'] as const;

export interface SubjectFilter {
  department?: Department;
  semester?: number;
}

export const useSubjects = (filter: SubjectFilter, enabled = true) =>
  useQuery({
    queryKey: [...SUBJECTS_KEY, filter.department ?? '', filter.semester ?? 0],
    enabled,
    placeholderData: keepPreviousData,
    queryFn: async () =>
      (
        await api.get('/shared/subject', {
          query: { department: filter.department, semester: filter.semester },
        })
      ).data,
  });

/** Active faculty whose name or e-mail holds the search, for the teacher's Autocomplete. */
export const useFacultySearch = (search: string) =>
  useQuery({
    queryKey: ['subjects', 'faculty', search],
    placeholderData: keepPreviousData,
    queryFn: async () =>
      (
        await api.get('/admin/allfaculties', {
          query: { search: search || undefined, active: 'true', limit: 20 },
        })
      ).data,
  });

const useRefresh = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: SUBJECTS_KEY });
};

export const useCreateSubject = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (form: SubjectForm) => api.post('/admin/subject', form),
    onSuccess: refresh,
  });
};

export const useUpdateSubject = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (form: SubjectForm & { _id: string }) => api.put('/admin/subject', form),
    onSuccess: refresh,
  });
};

export const useDeleteSubject = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => api.delete('/admin/subject', undefined, { query: { id } }),
    onSuccess: refresh,
  });
};
