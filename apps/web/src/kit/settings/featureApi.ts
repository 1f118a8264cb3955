import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Feature } from '@portal/domain';
import { api } from '../../shell/api';
import { CURRENT_USER_KEY } from '../../shell/session';

/** The payment and feedback switches (docs/api.md, admin/stats), shared by every screen that shows them. */
const STATS_KEY = ['admin', 'stats'] as const;

export const useFeatureStats = () =>
  useQuery({
    queryKey: STATS_KEY,
    queryFn: async () => (await api.get('/admin/stats')).data,
  });

export const useSwitchFeature = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ feature, on }: { feature: Feature; on: boolean }) =>
      api.post('/admin/stats/{feature}/{value}', undefined, { params: { feature, value: on ? '1' : '0' } }),
    // The student's drawer follows these flags through the current user, so that reloads too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: STATS_KEY }),
        queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
      ]),
  });
};
