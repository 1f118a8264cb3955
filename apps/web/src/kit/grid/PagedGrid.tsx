import { useMemo } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { DataGrid, type DataGridProps, type GridPaginationModel, type GridValidRowModel } from '@mui/x-data-grid';
import { MESSAGES } from '@portal/domain';
import { RowCards, usePhoneLayout, type RowCardLayout } from './RowCards';

/** The page sizes a server-paged list offers. */
export const PAGE_SIZES = [10, 20, 50, 100];

/**
 * A list paged (and filtered) by the server on an MUI X data grid: the user lists and the payment
 * history are this grid with their own rows and columns. It shows `total` rows in all, says
 * 'No Data found' when empty. On a phone it either hides the columns named in `phoneHidden` and
 * packs the rows tighter, for a list that still reads with fewer columns, or, given `phoneCards`,
 * shows each row as a card with every value under its label (RowCards), paged the same way.
 */
export function PagedGrid<Row extends GridValidRowModel>({
  label,
  rows,
  total,
  loading,
  phoneHidden = [],
  phoneCards,
  ...rest
}: {
  label: string;
  rows: Row[];
  total: number;
  loading: boolean;
  paginationModel: GridPaginationModel;
  onPaginationModelChange: (model: GridPaginationModel) => void;
  phoneHidden?: string[];
  phoneCards?: RowCardLayout<Row>;
} & Omit<DataGridProps<Row>, 'rows' | 'rowCount' | 'loading'>) {
  const phone = usePhoneLayout();
  const hidden = useMemo(
    () => Object.fromEntries((phone ? phoneHidden : []).map((field) => [field, false])),
    [phone, phoneHidden],
  );
  if (phone && phoneCards) {
    const { paginationModel, onPaginationModelChange, getRowId } = rest;
    return (
      <Box aria-busy={loading}>
        <LinearProgress
          aria-label={`Loading ${label.toLowerCase()}`}
          sx={{ mb: 1, visibility: loading ? 'visible' : 'hidden' }}
        />
        {rows.length === 0 ? (
          !loading && <Typography color="text.secondary">{MESSAGES.noDataFound}</Typography>
        ) : (
          <RowCards
            label={label}
            rows={rows}
            rowKey={(row) => String(getRowId ? getRowId(row) : row.id)}
            layout={phoneCards}
          />
        )}
        <TablePagination
          component="div"
          count={total}
          page={paginationModel.page}
          rowsPerPage={paginationModel.pageSize}
          // The page size stays as chosen; a phone's row of controls has room for the pages only.
          rowsPerPageOptions={[]}
          onPageChange={(_event, page) => onPaginationModelChange({ ...paginationModel, page })}
        />
      </Box>
    );
  }
  return (
    <DataGrid
      aria-label={label}
      rows={rows}
      rowCount={total}
      loading={loading}
      paginationMode="server"
      filterMode="server"
      disableColumnFilter
      disableRowSelectionOnClick
      pageSizeOptions={PAGE_SIZES}
      columnVisibilityModel={hidden}
      localeText={{ noRowsLabel: MESSAGES.noDataFound }}
      autoHeight
      density={phone ? 'compact' : 'standard'}
      {...rest}
    />
  );
}
