import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { DISCUSSION_PAGE_SIZE, type Department, type DiscussionPost } from '@portal/domain';
import { api } from '../../shell/api';

/** The discussion calls of docs/api.md, "Discussions". */
export const DISCUSSION_KEY = ['discussion'] as const;

/** A class named by staff; left out, a student's own class (the server picks it). */
export interface DiscussionClass {
  department: Department;
  semester: number;
}

const keyOf = (of: DiscussionClass | undefined) =>
  [...DISCUSSION_KEY, of?.department ?? 'own', of?.semester ?? 'own'] as const;

/** A class's threads, newest first, a page at a time ("Load more" asks for the next). */
export const useDiscussion = (of?: DiscussionClass) =>
  useInfiniteQuery({
    queryKey: keyOf(of),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.get('/shared/discussion', {
        query: { ...of, page: pageParam, limit: DISCUSSION_PAGE_SIZE },
        signal,
      }),
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
    select: (data) => {
      const last = data.pages[data.pages.length - 1]!;
      // New posts move the later pages on: a thread read on two pages shows once.
      const seen = new Set<string>();
      const threads: DiscussionPost[] = [];
      for (const page of data.pages) {
        for (const thread of page.data) {
          if (!seen.has(thread._id)) threads.push(thread);
          seen.add(thread._id);
        }
      }
      return { threads, total: last.total, department: last.department, semester: last.semester };
    },
  });

/** Posts in the class, or replies to a post. */
export const usePostDiscussion = (of?: DiscussionClass) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (post: { text: string; parentId?: string }) => api.post('/shared/discussion', { ...of, ...post }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keyOf(of) }),
  });
};

/** Deletes a post with its replies, or a reply. */
export const useDeleteDiscussion = (of?: DiscussionClass) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete('/shared/discussion/{id}', undefined, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keyOf(of) }),
  });
};
