import { useQuery } from '@tanstack/react-query';

import { api } from './api';

/** GET config: what the public app needs before anyone signs in (Google, registration, public URL). */
export const usePublicConfig = () =>
  useQuery({
    queryKey: ['config'],
    queryFn: async () => (await api.get('/config', { public: true })).data,
    staleTime: Infinity,
  });
