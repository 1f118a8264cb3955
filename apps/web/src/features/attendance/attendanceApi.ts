import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AttendanceMatrix, Department, Weekday } from '@portal/domain';
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

/** A page of the subject's records, newest first, as summaries (present and listed counts). */
export const useAttendanceRecords = (of: ClassOf, page: number) =>
  useQuery({
    queryKey: ['attendance', 'records', of, 'page', page],
    placeholderData: keepPreviousData,
    queryFn: async () =>
      await api.get('/faculty/attendance', {
        query: { department: of.department, semester: of.semester, subjectCode: of.code, page },
      }),
  });

/** One period with its list of students: loaded when it is opened (null: none is). */
export const useAttendancePeriod = (id: string | null) =>
  useQuery({
    queryKey: ['attendance', 'records', 'period', id],
    enabled: id !== null,
    queryFn: async () => (await api.get('/faculty/attendance/{id}', { params: { id: id! } })).data,
  });

const matrixQuery = (of: ClassOf, page: number) => ({
  queryKey: ['attendance', 'records', of, 'matrix', page],
  queryFn: async () =>
    (
      await api.get('/faculty/attendance/matrix', {
        query: { department: of.department, semester: of.semester, subjectCode: of.code, page },
      })
    ).data,
});

/**
 * A subject's class: every student's totals this term, and one page of periods student by period
 * (page 1 the latest; docs/api.md).
 */
export const useAttendanceMatrix = (of: ClassOf, page: number) =>
  useQuery({ ...matrixQuery(of, page), placeholderData: keepPreviousData });

/** Every page of the class matrix, newest page first (for the CSV of the whole term). */
export function useWholeMatrix(of: ClassOf) {
  const client = useQueryClient();
  return async (): Promise<AttendanceMatrix[]> => {
    const first = await client.fetchQuery(matrixQuery(of, 1));
    const pages = Math.max(1, Math.ceil(first.totalPeriods / first.limit));
    const rest = [];
    // One page after another: the export is a background chore, not worth the server's connections.
    for (let page = 2; page <= pages; page += 1) rest.push(await client.fetchQuery(matrixQuery(of, page)));
    return [first, ...rest];
  };
}

/** The student's own attendance per subject. */
export const useOwnAttendance = () =>
  useQuery({
    queryKey: ['attendance', 'own'],
    queryFn: async () => (await api.get('/student/attendance')).data,
  });
