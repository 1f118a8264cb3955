import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import type { BulkRowError } from '@portal/domain';

const COLUMNS: GridColDef<BulkRowError>[] = [
  { field: 'row', headerName: 'Row', width: 80, type: 'number', align: 'left', headerAlign: 'left' },
  { field: 'msg', headerName: 'Reason', flex: 1, minWidth: 200 },
];

const PAGE = 10;

/** Rows of a bulk file that were or will be left out, each with its row number in the file and the reason. */
export function BulkRowList({ rows, label }: { rows: BulkRowError[]; label: string }) {
  return (
    <DataGrid
      aria-label={label}
      rows={rows}
      getRowId={(row) => `${row.row}-${row.msg}`}
      columns={COLUMNS}
      initialState={{
        pagination: { paginationModel: { pageSize: PAGE, page: 0 } },
        sorting: { sortModel: [{ field: 'row', sort: 'asc' }] },
      }}
      pageSizeOptions={[PAGE]}
      hideFooter={rows.length <= PAGE}
      disableColumnMenu
      disableRowSelectionOnClick
      autoHeight
      density="compact"
    />
  );
}
