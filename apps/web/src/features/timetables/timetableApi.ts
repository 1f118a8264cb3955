import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiMessage, ApiResult, BusyPeriod, Timetable, TimetableForm, TimetableSummary } from '@portal/domain';
import { api } from '../../shell/api';
import { TIMETABLE_KEY } from '../../kit/timetables/timetableApi';

/** The admin's timetable calls of docs/api.md, "Subjects and timetables". */

export const useTimetables = () =>
  useQuery({
    queryKey: [...TIMETABLE_KEY, 'list'],
    queryFn: async () => (await api.get<ApiResult<TimetableSummary[]>>('admin/timetable')).data,
  });

export const useTimetable = (id: string) =>
  useQuery({
    queryKey: [...TIMETABLE_KEY, 'one', id],
    queryFn: async () => (await api.get<ApiResult<Timetable>>(`admin/timetable/${encodeURIComponent(id)}`)).data,
    retry: false,
  });

/** The periods the teachers of a class's subjects have in other classes: the wizard's clash check. */
export const useBusyPeriods = (department: string, semester: number, excludeId: string | undefined, enabled: boolean) =>
  useQuery({
    queryKey: [...TIMETABLE_KEY, 'busy', department, semester, excludeId ?? ''],
    enabled,
    queryFn: async () =>
      (await api.get<ApiResult<BusyPeriod[]>>('admin/timetable/busy', { query: { department, semester, excludeId } }))
        .data,
  });

export const useSaveTimetable = (id: string | undefined) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: TimetableForm) =>
      id
        ? api.put<ApiResult<{ _id: string }>>(`admin/timetable/${encodeURIComponent(id)}`, form)
        : api.post<ApiResult<{ _id: string }>>('admin/timetable', form),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TIMETABLE_KEY }),
  });
};

export const useDeleteTimetable = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<ApiMessage>(`admin/timetable/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TIMETABLE_KEY }),
  });
};
