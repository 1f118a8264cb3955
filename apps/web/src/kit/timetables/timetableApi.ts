import { useQuery } from '@tanstack/react-query';
import type { Department } from '@portal/domain';
import { api, type ApiAnswer } from '../../shell/api';

/** The read-only timetable calls every area shares (docs/api.md, "Subjects and timetables"). */

/** A class's timetable with its subjects, as GET shared/timetable answers it. */
export type ClassTimetable = ApiAnswer<'/shared/timetable'>['data'];

export const TIMETABLE_KEY = ['timetable'] as const;

/** A class's timetable (GET shared/timetable); null when the class has none yet. */
export const useClassTimetable = (department: Department | undefined, semester: number | undefined) =>
  useQuery({
    queryKey: [...TIMETABLE_KEY, 'class', department, semester],
    enabled: Boolean(department && semester),
    queryFn: async () => {
      if (!department || !semester) return null;
      try {
        return (await api.get('/shared/timetable', { query: { department, semester } })).data;
      } catch (error) {
        if ((error as { status?: number }).status === 404) return null;
        throw error;
      }
    },
  });

/** The signed-in student's own class this term (GET student/timetable). */
export const useOwnTimetable = () =>
  useQuery({
    queryKey: [...TIMETABLE_KEY, 'own'],
    queryFn: async () => (await api.get('/student/timetable')).data,
  });

/** A class's subjects with their teachers (GET shared/subject), for the timetable's periods. */
export const useClassSubjects = (department: Department | undefined, semester: number | undefined) =>
  useQuery({
    queryKey: ['subjects', department ?? '', semester ?? 0],
    enabled: Boolean(department && semester),
    queryFn: async () => (await api.get('/shared/subject', { query: { department, semester } })).data,
  });
