import { useQuery } from '@tanstack/react-query';
import type { ApiResult, FacultyToday, TimetableDay } from '@portal/domain';
import { api } from '../../shell/api';

/** The dashboards' own reads: the student's timetable this term and the faculty member's day. */
export const useStudentTimetable = () =>
  useQuery({
    queryKey: ['timetable', 'student'],
    queryFn: async () => (await api.get<ApiResult<TimetableDay[]>>('student/timetable')).data,
  });

export const useFacultyToday = () =>
  useQuery({
    queryKey: ['timetable', 'faculty-today'],
    queryFn: async () => (await api.get<ApiResult<FacultyToday>>('faculty/today')).data,
  });
