import { useQuery } from '@tanstack/react-query';
import type { ApiResult, Subject, TimetableDay } from '@portal/domain';
import { api } from '../../shell/api';

/** The read-only timetable calls every area shares (docs/api.md, "Subjects and timetables"). */

export interface ClassTimetable {
  department: string;
  semester: number;
  periodTimings: TimetableDay[];
  subjects: Subject[];
}

export const TIMETABLE_KEY = ['timetable'] as const;

/** A class's timetable (GET shared/timetable); null when the class has none yet. */
export const useClassTimetable = (department: string | undefined, semester: number | undefined) =>
  useQuery({
    queryKey: [...TIMETABLE_KEY, 'class', department, semester],
    enabled: Boolean(department && semester),
    queryFn: async () => {
      try {
        return (await api.get<ApiResult<ClassTimetable>>('shared/timetable', { query: { department, semester } })).data;
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
    queryFn: async () => (await api.get<ApiResult<TimetableDay[]>>('student/timetable')).data,
  });

/** A class's subjects with their teachers (GET shared/subject), for the timetable's periods. */
export const useClassSubjects = (department: string | undefined, semester: number | undefined) =>
  useQuery({
    queryKey: ['subjects', department ?? '', semester ?? 0],
    enabled: Boolean(department && semester),
    queryFn: async () =>
      (await api.get<ApiResult<Subject[]>>('shared/subject', { query: { department, semester } })).data,
  });
