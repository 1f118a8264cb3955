import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Department, TimetableForm } from '@portal/domain';
import { api } from '../../shell/api';
import { TIMETABLE_KEY } from '../../kit/timetables/timetableApi';

/** The admin's timetable calls of docs/api.md, "Subjects and timetables". */

export const useTimetables = () =>
  useQuery({
    queryKey: [...TIMETABLE_KEY, 'list'],
    queryFn: async () => (await api.get('/admin/timetable')).data,
  });

export const useTimetable = (id: string) =>
  useQuery({
    queryKey: [...TIMETABLE_KEY, 'one', id],
    queryFn: async () => (await api.get('/admin/timetable/{id}', { params: { id } })).data,
    retry: false,
    // A form starts from it: never from an answer kept on the device (docs/rules.md, "The installed app and offline").
    meta: { notKept: true },
  });

/** The periods the teachers of a class's subjects have in other classes: the wizard's clash check. */
export const useBusyPeriods = (
  department: Department | undefined,
  semester: number,
  excludeId: string | undefined,
  enabled: boolean,
) =>
  useQuery({
    queryKey: [...TIMETABLE_KEY, 'busy', department, semester, excludeId ?? ''],
    enabled: enabled && department !== undefined,
    queryFn: async () =>
      department ? (await api.get('/admin/timetable/busy', { query: { department, semester, excludeId } })).data : [],
  });

export const useSaveTimetable = (id: string | undefined) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: TimetableForm) =>
      id ? api.put('/admin/timetable/{id}', form, { params: { id } }) : api.post('/admin/timetable', form),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TIMETABLE_KEY }),
  });
};

export const useDeleteTimetable = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete('/admin/timetable/{id}', undefined, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TIMETABLE_KEY }),
  });
};
