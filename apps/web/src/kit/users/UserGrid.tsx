import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { GridColDef, GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { MESSAGES, USER_SORT_FIELDS, type DirectoryStudent, type UserSortField } from '@portal/domain';
import { failureMessage } from '../../shell/failure';
import { notify } from '../../shell/notify';
import { PagedGrid } from '../grid/PagedGrid';
import { UserFilters, NO_FILTERS, type UserFilterValues } from './UserFilters';
import { useDebounced } from './useDebounced';
import { downloadUserCsv, useUserPage, type UserListPath } from './userListApi';

export { PAGE_SIZES } from '../grid/PagedGrid';

const isSortField = (field: string): field is UserSortField => (USER_SORT_FIELDS as readonly string[]).includes(field);

/**
 * One paged user list, paged, sorted and filtered by the server (docs/api.md, "The admin's accounts
 * and the office's directory"): the admin's four lists and the office's directory are this grid with
 * their own columns. A screen keys it by list, so switching lists starts again from page one.
 * On a phone the columns named in `phoneHidden` are hidden, so the grid keeps to the page's width.
 */
export function UserGrid<Row extends DirectoryStudent>({
  path,
  columns,
  phoneHidden = [],
  withYear = false,
  exportFileName,
  label,
  onOpen,
}: {
  path: UserListPath<Row>;
  columns: GridColDef<Row>[];
  phoneHidden?: string[];
  withYear?: boolean;
  /** Offers the Export CSV button, saving under this name. */
  exportFileName?: string;
  /** The grid's accessible name. */
  label: string;
  /** A row was clicked: open the account. */
  onOpen: (user: Row) => void;
}) {
  const [filters, setFilters] = useState<UserFilterValues>(NO_FILTERS);
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 20 });
  const [sortModel, setSortModel] = useState<GridSortModel>([]);
  const [exporting, setExporting] = useState(false);
  const search = useDebounced(filters.search, 300);

  const sort = sortModel[0];
  const request = {
    search,
    department: filters.department,
    currentYear: withYear ? filters.currentYear : '',
    ...(sort && isSortField(sort.field) ? { sort: sort.field, order: sort.sort ?? 'asc' } : {}),
  };
  const list = useUserPage(path, { ...request, page: pagination.page + 1, limit: pagination.pageSize });

  const changeFilters = (next: UserFilterValues) => {
    setFilters(next);
    // A narrower list may have fewer pages than the one shown: start again from the first.
    setPagination((current) => ({ ...current, page: 0 }));
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadUserCsv(path, request, exportFileName!);
    } catch (error) {
      notify.error(failureMessage(error, MESSAGES.error));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Box sx={{ width: '100%', minWidth: 0 }}>
      <UserFilters
        values={filters}
        onChange={changeFilters}
        withYear={withYear}
        onExport={exportFileName ? () => void exportCsv() : undefined}
        exporting={exporting}
      />
      {list.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failureMessage(list.error, MESSAGES.error)}
        </Alert>
      )}
      <PagedGrid
        label={label}
        rows={list.data?.data ?? []}
        getRowId={(row) => row._id}
        columns={columns}
        total={list.data?.total ?? 0}
        loading={list.isFetching}
        paginationModel={pagination}
        onPaginationModelChange={setPagination}
        phoneHidden={phoneHidden}
        sortingMode="server"
        sortModel={sortModel}
        onSortModelChange={(model) => {
          setSortModel(model);
          setPagination((current) => ({ ...current, page: 0 }));
        }}
        onRowClick={({ row }, event) => {
          // The row's own buttons (Edit, Delete) do their own thing; a click anywhere else opens the account.
          if (!(event.target as HTMLElement).closest('.MuiDataGrid-actionsCell')) onOpen(row);
        }}
        sx={{ '& .MuiDataGrid-row': { cursor: 'pointer' } }}
      />
    </Box>
  );
}
