import { useMemo } from 'react';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
  type GridRowIdGetter,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { MESSAGES } from '@portal/domain';
import { PAGE_SIZES, PagedGrid } from '../../kit/grid/PagedGrid';

/** A column of a report: the grid's column, and the same cell as text for the printed table. */
export type ReportColumn<Row extends GridValidRowModel> = GridColDef<Row> & { text: (row: Row) => string };

/** A report's rows paged by the server (the fee dues): the grid's page and the total. */
export interface ServerPaging {
  total: number;
  paginationModel: GridPaginationModel;
  onPaginationModelChange: (model: GridPaginationModel) => void;
}

/**
 * A report's rows on an MUI X data grid on screen (paged in the browser, or by the server with
 * `paging`), and as a plain table on paper: a grid draws only the rows and columns in view, so it
 * cannot be printed whole.
 */
export function ReportGrid<Row extends GridValidRowModel>({
  label,
  rows,
  columns,
  getRowId,
  loading,
  phoneHidden = [],
  paging,
}: {
  label: string;
  rows: Row[];
  columns: ReportColumn<Row>[];
  getRowId: GridRowIdGetter<Row>;
  loading: boolean;
  phoneHidden?: string[];
  paging?: ServerPaging;
}) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const hidden = useMemo(
    () => Object.fromEntries((phone ? phoneHidden : []).map((field) => [field, false])),
    [phone, phoneHidden],
  );
  const gridColumns = useMemo(() => columns.map(({ text: _text, ...column }) => column), [columns]);
  return (
    <>
      <Box className="no-print" sx={{ width: '100%', minWidth: 0 }}>
        {paging ? (
          <PagedGrid
            label={label}
            rows={rows}
            columns={gridColumns}
            getRowId={getRowId}
            loading={loading}
            phoneHidden={phoneHidden}
            {...paging}
          />
        ) : (
          <DataGrid
            aria-label={label}
            rows={rows}
            columns={gridColumns}
            getRowId={getRowId}
            loading={loading}
            disableRowSelectionOnClick
            pageSizeOptions={PAGE_SIZES}
            initialState={{ pagination: { paginationModel: { pageSize: 20 } } }}
            columnVisibilityModel={hidden}
            localeText={{ noRowsLabel: MESSAGES.noDataFound }}
            autoHeight
            density={phone ? 'compact' : 'standard'}
          />
        )}
      </Box>
      <Box
        component="table"
        className="print-only"
        sx={{
          width: '100%',
          borderCollapse: 'collapse',
          fontSize: 12,
          '& th, & td': { border: '1px solid #999', px: 0.75, py: 0.25, textAlign: 'left' },
        }}
      >
        <caption style={{ textAlign: 'left' }}>{label}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.field} scope="col">
                {column.headerName}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={getRowId(row)}>
              {columns.map((column) => (
                <td key={column.field}>{column.text(row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </Box>
    </>
  );
}
