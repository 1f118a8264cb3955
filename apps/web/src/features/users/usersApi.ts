import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProfileForm } from '@portal/domain';
import { api, setToken } from '../../shell/api';
import { CURRENT_USER_KEY } from '../../shell/session';

/** The profile calls of docs/api.md, "Calls". */

/** GET user/student: the own profile, or another user's by e-mail (staff only; the server decides). */
export const useProfile = (email: string | undefined) =>
  useQuery({
    queryKey: ['profile', email ?? 'me'],
    queryFn: async () => (await api.get('/user/student', { query: { email }, key: 'user/student' })).data,
  });

/** After a change, the session's user and the profile both reload. */
const useProfileRefresh = () => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
      queryClient.invalidateQueries({ queryKey: ['profile'] }),
    ]);
};

export const useUpdateProfile = () => {
  const refresh = useProfileRefresh();
  return useMutation({
    mutationFn: async (form: ProfileForm) => {
      const answer = await api.post('/user/updateuser', form);
      // A new password retires every older token, this one included: carry on with the fresh one.
      if (answer.token) setToken(answer.token);
      return answer;
    },
    onSuccess: refresh,
  });
};

/** POST files: one image under imgCollection, with the folder it belongs to. */
export const useUploadPhoto = () => {
  const refresh = useProfileRefresh();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('folder', 'profile');
      body.append('imgCollection', file);
      return api.post('/files', body);
    },
    onSuccess: refresh,
  });
};
