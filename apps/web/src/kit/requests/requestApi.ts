import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ApiMessage,
  ApiPage,
  ApiResult,
  ApproverListQuery,
  BulkApprovalBody,
  BulkOutcome,
  Decision,
  RequestItem,
} from '@portal/domain';
import { apiRoute, type ApiRoute } from '../../shell/api';

/**
 * The paths of one kind of request (docs/api.md, "Gate pass and leave"), typed by what each one answers
 * and takes in the generated contract (shell/apiSchema.gen.ts): a kind's literal paths are checked
 * against the server's routes where the kind is defined.
 */
export interface RequestPaths<Item, Form, EditForm> {
  own: ApiRoute<'get', ApiResult<Item[]>>;
  request: ApiRoute<'post', ApiMessage, Form>;
  edit: ApiRoute<'post', ApiMessage, EditForm>;
  cancel: ApiRoute<'post', ApiMessage, { deleteId: string }>;
  approverList: ApiRoute<'get', ApiPage<Item>>;
  /** The decision: the request's id and 1 or -1 fill the path's {id} and {decision}. */
  decide: ApiRoute<'post', ApiMessage, DecisionSent> & `${string}/{id}/{decision}`;
  /** Several pending requests approved at once. */
  approveMany: ApiRoute<'post', BulkAnswer, BulkApprovalBody>;
}

/** What a decision sends: the version the approver was shown, and the reason when one is given. */
interface DecisionSent {
  updatedAt: string;
  reason?: string;
}

/** What became of each request of a bulk approval. */
export interface BulkAnswer {
  success: true;
  msg: string;
  data: { _id: string; outcome: BulkOutcome }[];
}

/** Which of the approver's decided requests to show, and which page. */
export type DecidedQuery = Required<Pick<ApproverListQuery, 'status' | 'page' | 'limit'>> & { search?: string };

/** How long the drawer's pending counts are trusted before they are asked again. */
const COUNT_FRESH_MS = 30_000;

/**
 * The queries and mutations of one kind of request, the same for every kind: the student's own list
 * and its changes, the approver's list, its count and the decision. Every change refreshes the lists
 * it touches once it settles.
 */
export function requestApi<Item extends RequestItem, Form, EditForm>(
  key: string,
  paths: RequestPaths<Item, Form, EditForm>,
) {
  const keys = { own: [key, 'own'] as const, approver: [key, 'approver'] as const };

  const useRefresh = (queryKey: readonly string[]) => {
    const queryClient = useQueryClient();
    return () => queryClient.invalidateQueries({ queryKey });
  };
  const useStudentChange = <Input>(call: (input: Input) => Promise<ApiMessage>) => {
    const refresh = useRefresh(keys.own);
    return useMutation({ mutationFn: call, onSettled: refresh });
  };

  return {
    useOwn: () =>
      useQuery({
        queryKey: keys.own,
        queryFn: async () => (await apiRoute('get', paths.own, { key: `${key}/own` })).data,
      }),
    useRequest: () => useStudentChange((form: Form) => apiRoute('post', paths.request, { body: form })),
    useEdit: () => useStudentChange((form: EditForm) => apiRoute('post', paths.edit, { body: form })),
    useCancel: () => useStudentChange((deleteId: string) => apiRoute('post', paths.cancel, { body: { deleteId } })),
    /** A page of the approver's pending requests, newest first, with their number. */
    useApproverList: (page: { page: number; limit: number }) =>
      useQuery({
        queryKey: [...keys.approver, 'pending', page],
        queryFn: () => apiRoute('get', paths.approverList, { query: page, key: `${key}/approver` }),
        // The page shown stays while the next one loads, so the cards do not jump.
        placeholderData: keepPreviousData,
      }),
    /** How many requests wait for the signed-in approver: one row asked for, the total read. */
    usePendingCount: () =>
      useQuery({
        queryKey: [...keys.approver, 'count'],
        queryFn: async () => (await apiRoute('get', paths.approverList, { query: { limit: 1 } })).total,
        staleTime: COUNT_FRESH_MS,
        meta: { silent: true },
      }),
    /** The approver's decided requests (approved, rejected or both), a page at a time, searched by student. */
    useDecidedList: (query: DecidedQuery) =>
      useQuery({
        queryKey: [...keys.approver, 'decided', query],
        queryFn: () => apiRoute('get', paths.approverList, { query, key: `${key}/decided` }),
        // The page shown stays while the next one loads, so the list does not jump.
        placeholderData: keepPreviousData,
      }),
    /** Decides the request in the version the approver was shown (its updatedAt), with the reason if any. */
    useDecide: () => {
      const refresh = useRefresh(keys.approver);
      return useMutation({
        mutationFn: ({ item, decision, reason }: { item: Item; decision: Decision; reason?: string }) =>
          apiRoute<'post', ApiMessage, DecisionSent>('post', paths.decide, {
            params: { id: item._id, decision },
            body: reason ? { updatedAt: item.updatedAt, reason } : { updatedAt: item.updatedAt },
          }),
        onSettled: refresh,
      });
    },
    /** Approves several requests, each in the version shown; answers what became of each. */
    useApproveMany: () => {
      const refresh = useRefresh(keys.approver);
      return useMutation({
        mutationFn: (items: Item[]) =>
          apiRoute<'post', BulkAnswer, BulkApprovalBody>('post', paths.approveMany, {
            body: { requests: items.map(({ _id, updatedAt }) => ({ _id, updatedAt })) },
          }),
        onSettled: refresh,
      });
    },
  };
}

export type RequestApi<Item extends RequestItem, Form, EditForm> = ReturnType<typeof requestApi<Item, Form, EditForm>>;

/** What an approver's screens use of a kind's calls. */
export type DecisionApi<Item extends RequestItem> = Pick<
  RequestApi<Item, unknown, unknown>,
  'useApproverList' | 'useDecide' | 'useApproveMany' | 'useDecidedList'
>;

/** What the edit dialog uses of a kind's calls. */
export type ChangeApi<Item extends RequestItem, EditForm> = Pick<
  RequestApi<Item, unknown, EditForm>,
  'useEdit' | 'useCancel'
>;
