import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Department, Weekday } from '@portal/domain';
import { api, type ApiBody } from '../../shell/api';

/** The attendance calls of docs/api.md, "Exams, marks and attendance". */
export const useFacultyClasses = () =>
  useQuery({
    queryKey: ['attendance', 'classes'],
    queryFn: async () => (await api.get('/faculty/classes')).data,
  });

export interface ClassOf {
  department: Department;
  semester: number;
  code: string;
}

/** The class's students and that weekday's periods of the subject. */
export const useClassStudents = (of: ClassOf, day: Weekday | null) =>
  useQuery({
    queryKey: ['attendance', 'students', of, day],
    enabled: day !== null,
    // A form starts from it: never from an answer kept on the device (docs/rules.md, "The installed app and offline").
    meta: { notKept: true },
    queryFn: async () =>
      (
        await api.get('/faculty/students', {
          query: { department: of.department, semester: of.semester, day: day ?? undefined, subjectCode: of.code },
        })
      ).data,
  });

export function useSaveAttendance() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: ApiBody<'/faculty/attendance', 'post'>) => api.post('/faculty/attendance', form),
    onSettled: () => client.invalidateQueries({ queryKey: ['attendance', 'records'] }),
  });
}

/**
 * The subject's records of one day (none, or the periods already taken), so the wizard starts from
 * what was saved. Under the records' key: a save refreshes it.
 */
export const useDayRecords = (of: ClassOf, date: string | null) =>
  useQuery({
    queryKey: ['attendance', 'records', of, 'day', date],
    enabled: date !== null,
    // A form starts from it: never from an answer kept on the device (docs/rules.md, "The installed app and offline").
    meta: { notKept: true },
    queryFn: async () =>
      (
        await api.get('/faculty/attendance', {
          query: { department: of.department, semester: of.semester, subjectCode: of.code, date: date ?? undefined },
        })
      ).data,
  });

/** A subject's class, student by period (the latest 500 periods: a term's worth), in one compact answer. */
export const useAttendanceMatrix = (of: ClassOf) =>
  useQuery({
    queryKey: ['attendance', 'records', of],
    queryFn: async () =>
      (
        await api.get('/faculty/attendance/matrix', {
          query: { department: of.department, semester: of.semester, subjectCode: of.code },
        })
      ).data,
  });

/** The student's own attendance per subject. */
export const useOwnAttendance = () =>
  useQuery({
    queryKey: ['attendance', 'own'],
    queryFn: async () => (await api.get('/student/attendance')).data,
  });
