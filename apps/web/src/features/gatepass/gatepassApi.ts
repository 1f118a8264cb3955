import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ApiMessage,
  ApiResult,
  Decision,
  Gatepass,
  GatepassEditForm,
  GatepassPublicView,
  GatepassRequestForm,
} from '@portal/domain';
import { api } from '../../shell/api';

/** The gate pass calls of docs/api.md, "Calls", as queries and mutations. */

const keys = {
  own: ['gatepass', 'own'] as const,
  requests: ['gatepass', 'requests'] as const,
  view: (id: string) => ['gatepass', 'view', id] as const,
};

export const useOwnGatepasses = () =>
  useQuery({
    queryKey: keys.own,
    queryFn: async () => (await api.get<ApiResult<Gatepass[]>>('gatepass', { key: 'gatepass/list' })).data,
  });

/** Mutations refresh the student's list once they settle. */
const useOwnListRefresh = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: keys.own });
};

export const useRequestGatepass = () => {
  const refresh = useOwnListRefresh();
  return useMutation({
    mutationFn: (form: GatepassRequestForm) => api.post<ApiMessage>('gatepass/request', form),
    onSettled: refresh,
    meta: { silent: true },
  });
};

export const useEditGatepass = () => {
  const refresh = useOwnListRefresh();
  return useMutation({
    mutationFn: (form: GatepassEditForm) => api.post<ApiMessage>('gatepass/edit', form),
    onSettled: refresh,
    meta: { silent: true },
  });
};

export const useCancelGatepass = () => {
  const refresh = useOwnListRefresh();
  return useMutation({
    mutationFn: (deleteId: string) => api.post<ApiMessage>('gatepass/cancel', { deleteId }),
    onSettled: refresh,
    meta: { silent: true },
  });
};

/** The public view: no token, and the page itself says 'GATEPASS NOT FOUND!!!'. */
export const useGatepassView = (id: string) =>
  useQuery({
    queryKey: keys.view(id),
    queryFn: async () =>
      (await api.get<ApiResult<GatepassPublicView>>(`gatepass/view/${encodeURIComponent(id)}`, { public: true })).data,
    meta: { silent: true },
  });

export const usePendingRequests = () =>
  useQuery({
    queryKey: keys.requests,
    queryFn: async () =>
      (await api.get<ApiResult<Gatepass[]>>('faculty/gatepass', { key: 'faculty/gatepass' })).data,
  });

export const useDecideGatepass = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: Decision }) =>
      api.post<ApiMessage>(`faculty/gatepass/${encodeURIComponent(id)}/${decision}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.requests }),
    meta: { silent: true },
  });
};
