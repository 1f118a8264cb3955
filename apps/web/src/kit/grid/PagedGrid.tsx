import { useMemo } from 'react';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DataGrid, type DataGridProps, type GridPaginationModel, type GridValidRowModel } from '@mui/x-data-grid';
import { MESSAGES } from '@portal/domain';

/** The page sizes a server-paged list offers. */
export const PAGE_SIZES = [10, 20, 50, 100];

/**
 * A list paged (and filtered) by the server on an MUI X data grid: the user lists and the payment
 * history are this grid with their own rows and columns. It shows `total` rows in all, says
 * 'No Data found' when empty, and on a phone hides the columns named in `phoneHidden` and packs the
 * rows tighter, so it keeps to the page's width.
 */
export function PagedGrid<Row extends GridValidRowModel>({
  label,
  rows,
  total,
  loading,
  phoneHidden = [],
  ...rest
}: {
  label: string;
  rows: Row[];
  total: number;
  loading: boolean;
  paginationModel: GridPaginationModel;
  onPaginationModelChange: (model: GridPaginationModel) => void;
  phoneHidden?: string[];
} & Omit<DataGridProps<Row>, 'rows' | 'rowCount' | 'loading'>) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const hidden = useMemo(
    () => Object.fromEntries((phone ? phoneHidden : []).map((field) => [field, false])),
    [phone, phoneHidden],
  );
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
