import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddUserForm, BulkUploadBody, EditUserForm, Term } from '@portal/domain';
import { api } from '../../shell/api';
import { USER_LISTS_KEY } from '../../kit/users/userListsKey';
import { useDeferredResult } from '../../kit/query/deferredResult';

/** The admin's calls of docs/api.md, "The admin's accounts and the office's directory". */

const keys = {
  departments: ['admin', 'departments'] as const,
  pending: ['admin', 'pending'] as const,
  audit: (userId: string) => ['admin', 'audit', userId] as const,
  settings: ['admin', 'settings'] as const,
};

/** Any change to an account may move it between the lists, the pending panel and the cards. */
export const useAccountsRefresh = () => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: USER_LISTS_KEY }),
      queryClient.invalidateQueries({ queryKey: keys.pending }),
      queryClient.invalidateQueries({ queryKey: keys.departments }),
      queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] }),
    ]);
};

export const useDepartmentSummaries = () =>
  useDeferredResult(
    useQuery({
      queryKey: keys.departments,
      queryFn: async () => (await api.get('/admin/departments')).data,
    }),
  );

export const usePendingSignUps = () =>
  useDeferredResult(
    useQuery({
      queryKey: keys.pending,
      queryFn: async () => (await api.get('/admin/pending')).data,
    }),
  );

export const useAudit = (userId: string) =>
  useQuery({
    queryKey: keys.audit(userId),
    queryFn: async () => (await api.get('/admin/audit', { query: { userId } })).data,
    meta: { silent: true },
  });

/** The edit dialog's fields as the API takes them: advisor flags as y1..y4 booleans. */
export type UpdateUserBody = Omit<EditUserForm, 'advisor'> & { advisor?: Record<'y1' | 'y2' | 'y3' | 'y4', boolean> };

export const useUpdateUser = () => {
  const refresh = useAccountsRefresh();
  return useMutation({
    mutationFn: (body: UpdateUserBody) => api.post('/admin/updateuser', body),
    onSettled: refresh,
  });
};

export const useDeleteUser = () => {
  const refresh = useAccountsRefresh();
  return useMutation({
    mutationFn: (email: string) => api.post('/admin/deleteuser', { email }),
    onSettled: refresh,
  });
};

export const useAddUser = () => {
  const refresh = useAccountsRefresh();
  return useMutation({
    mutationFn: (form: AddUserForm) => api.post('/admin/adduser', form),
    onSuccess: refresh,
  });
};

/** One chunk of a bulk file; the screen sends the chunks one after another and refreshes once at the end. */
export const sendBulkChunk = (body: BulkUploadBody) => api.post('/admin/addusers', body);

export const useSettings = () =>
  useQuery({
    queryKey: keys.settings,
    queryFn: async () => (await api.get('/admin/settings')).data,
  });

export const useSaveSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (currentTerm: Term) => api.put('/admin/settings', { currentTerm }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.settings }),
  });
};
