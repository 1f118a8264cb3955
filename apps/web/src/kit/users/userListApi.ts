import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { userListQuery, type DirectoryStudent } from '@portal/domain';
import { apiRoute, type ApiRoute } from '../../shell/api';
import { downloadCsv } from '../../shell/downloadCsv';
import { USER_LISTS_KEY } from './userListsKey';

/** The paged user lists of docs/api.md, "The admin's accounts and the office's directory". */
type ListPath =
  '/admin/allstudents' | '/admin/allfaculties' | '/admin/alladmins' | '/admin/allstaff' | '/office/students';

/** A page of a list, as far as the grid reads it. */
export interface UserListPage<Row> {
  data: Row[];
  total: number;
}

/**
 * The lists whose rows carry at least `Row`: the admin's lists answer whole accounts (User), the
 * office's directory only what it shows (DirectoryStudent), so it is no path for User rows.
 */
export type UserListPath<Row extends DirectoryStudent = DirectoryStudent> = Extract<
  ListPath,
  ApiRoute<'get', UserListPage<Row>>
>;

/** What the list screens ask for, as the API takes it: the domain's userListQuery fills in the defaults and drops blanks. */
export const toListQuery = (request: Record<string, unknown>) => userListQuery.parse(request);

/** One page of a list. The previous page stays on screen while the next one loads, so the grid does not jump. */
export const useUserPage = <Row extends DirectoryStudent>(
  path: UserListPath<Row>,
  request: Record<string, unknown>,
) => {
  const query = toListQuery(request);
  return useQuery({
    queryKey: [...USER_LISTS_KEY, path, query],
    queryFn: () => apiRoute<'get', UserListPage<Row>>('get', path, { query, key: path }),
    placeholderData: keepPreviousData,
  });
};

/** The whole filtered list as a CSV file (format=csv), downloaded under `fileName`. */
export const downloadUserCsv = (
  path: UserListPath,
  request: Record<string, unknown>,
  fileName: string,
): Promise<void> => downloadCsv(path, toListQuery({ ...request, page: 1 }), fileName);
