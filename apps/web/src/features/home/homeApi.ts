import { useQuery } from '@tanstack/react-query';

import { api } from '../../shell/api';
import { useDeferredResult } from '../../kit/query/deferredResult';

/** The faculty's dashboard's own read: the member's periods today (the student's timetable is the timetable kit's). */
export const useFacultyToday = () =>
  useDeferredResult(
    useQuery({
      queryKey: ['timetable', 'faculty-today'],
      queryFn: async () => (await api.get('/faculty/today')).data,
    }),
  );
