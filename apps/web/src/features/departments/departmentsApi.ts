import { useQuery } from '@tanstack/react-query';
import type { Department } from '@portal/domain';
import { api } from '../../shell/api';

/** GET admin/class: one class, its students, advisors and HODs. */
export const useClassRoster = (department: Department, semester: number) =>
  useQuery({
    queryKey: ['departments', 'class', department, semester],
    queryFn: async () => (await api.get('/admin/class', { query: { department, semester } })).data,
  });
