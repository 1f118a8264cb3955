import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, type ApiMessage, type Department } from '@portal/domain';
import { ApiError, api, getToken, noAnswer, type ApiAnswer } from '../../shell/api';

/** The course-resource calls of docs/api.md, "Events, course resources and the calendar feed". */
export const RESOURCES_KEY = ['resources'] as const;

export interface ResourceFilter {
  department?: Department;
  semester?: number;
  subject?: string;
  mine?: boolean;
}

export const useResources = (filter: ResourceFilter = {}) =>
  useQuery({
    queryKey: [...RESOURCES_KEY, filter],
    queryFn: async ({ signal }) =>
      (
        await api.get('/shared/resources', {
          query: { ...filter, mine: filter.mine ? 'true' : undefined, limit: 100 },
          signal,
        })
      ).data,
    // The links in the answer expire after 15 minutes: read again well before.
    staleTime: 5 * 60_000,
    refetchInterval: 10 * 60_000,
    // Nor kept for the next visit (docs/rules.md, "The installed app and offline").
    meta: { notKept: true },
  });

export const useDeleteResource = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete('/shared/resources/{id}', undefined, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RESOURCES_KEY }),
  });
};

/** A class's subject, as GET shared/subject answers it (the fields the upload form needs). */
export type ClassSubject = ApiAnswer<'/shared/subject'>['data'][number];

/** Every subject of every class, with its teacher: the upload form offers the classes the user may upload to. */
export const useAllSubjects = () =>
  useQuery({
    queryKey: ['subjects', 'upload'],
    queryFn: async ({ signal }) => (await api.get('/shared/subject', { signal })).data,
  });

/**
 * POST shared/resources with the upload's progress: fetch cannot report it, XMLHttpRequest can.
 * Answers the server's answer; a failure is an ApiError like every other call's.
 */
export function uploadResources(form: FormData, onProgress: (fraction: number) => void): Promise<ApiMessage> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/shared/resources');
    request.setRequestHeader('Accept', 'application/json');
    const token = getToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(noAnswer());
    request.onload = () => {
      let body: (ApiMessage & { errors?: [] }) | { success: false; msg?: string; errors?: [] } | undefined;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = undefined;
      }
      if (request.status >= 200 && request.status < 300 && body?.success) resolve(body as ApiMessage);
      else reject(new ApiError(body?.msg || MESSAGES.somethingWentWrong, request.status, body?.errors ?? []));
    };
    request.send(form);
  });
}

export const useUploadResources = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ form, onProgress }: { form: FormData; onProgress: (fraction: number) => void }) =>
      uploadResources(form, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RESOURCES_KEY }),
  });
};
