import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router';
import {
  DEPARTMENTS,
  MESSAGES,
  PAYMENT_STATUS_FILTERS,
  YEARS,
  formatRupees,
  yearLabel,
  type PaymentHistoryQuery,
  type PaymentRecord,
  type PaymentType,
} from '@portal/domain';
import { PagedGrid } from '../../kit/grid/PagedGrid';
import type { RowCardLayout } from '../../kit/grid/RowCards';
import { formatDateTime } from '../../shell/dates';
import { failureMessage } from '../../shell/failure';
import { notify } from '../../shell/notify';
import { downloadPaymentsCsv, usePaymentHistory } from './paymentsApi';

export interface PaymentFilterValues {
  type: string;
  department: string;
  year: string;
  from: string;
  to: string;
  status: string;
}
const NO_FILTERS: PaymentFilterValues = { type: '', department: '', year: '', from: '', to: '', status: 'paid' };
const STATUS_LABELS: Record<(typeof PAYMENT_STATUS_FILTERS)[number], string> = {
  paid: 'Paid',
  created: 'Not completed',
  all: 'All',
};
const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;

/** When the payment was made, or that it never was (an order left unpaid). */
const paidLabel = (row: PaymentRecord) => (row.paidAt ? formatDateTime(row.paidAt) : 'Not completed');
const studentLabel = (row: PaymentRecord) => row.student.name || row.student.email;
/** The student's department and year, 'CSE · Third'. */
const classLabel = (row: PaymentRecord) =>
  [row.student.department, yearLabel(row.student.currentYear)].filter(Boolean).join(' · ');
/**
 * The receipt of a paid payment; none for an order never completed. Its visible word begins its
 * accessible name, which says whose and for which fee.
 */
const receiptLink = (row: PaymentRecord) =>
  row.status === 'paid' ? (
    <Button
      size="small"
      component={RouterLink}
      to={`/payment/receipt/${row._id}`}
      aria-label={`Receipt of ${row.student.email} for ${row.paymentType.type}`}
    >
      Receipt
    </Button>
  ) : null;

/**
 * The columns, the receipt before the payment id: at 1280 pixels the grid shows everything up to the
 * receipt, and only the payment id (also on the receipt and in the CSV) lies beyond.
 */
const columns: GridColDef<PaymentRecord>[] = [
  { field: 'paidAt', headerName: 'Paid', width: 175, sortable: false, valueGetter: (_value, row) => paidLabel(row) },
  {
    field: 'type',
    headerName: 'Fee',
    flex: 1,
    minWidth: 110,
    sortable: false,
    valueGetter: (_value, row) => row.paymentType.type,
  },
  {
    field: 'amount',
    headerName: 'Amount',
    width: 115,
    sortable: false,
    align: 'right',
    headerAlign: 'right',
    valueFormatter: (value: number) => formatRupees(value),
  },
  {
    field: 'name',
    headerName: 'Student',
    flex: 1,
    minWidth: 130,
    sortable: false,
    valueGetter: (_value, row) => studentLabel(row),
  },
  {
    field: 'email',
    headerName: 'E-mail',
    flex: 1.2,
    minWidth: 160,
    sortable: false,
    valueGetter: (_value, row) => row.student.email,
  },
  { field: 'class', headerName: 'Class', width: 120, sortable: false, valueGetter: (_value, row) => classLabel(row) },
  {
    field: 'receipt',
    headerName: 'Receipt',
    width: 90,
    sortable: false,
    renderCell: ({ row }) => receiptLink(row),
  },
  { field: 'razorpayPaymentId', headerName: 'Payment id', width: 170, sortable: false },
];

/** A payment on a phone: the student and the amount, then every other column under its label. */
const phoneCards: RowCardLayout<PaymentRecord> = {
  title: studentLabel,
  aside: (row) => formatRupees(row.amount),
  fields: [
    { label: 'Fee', value: (row) => row.paymentType.type },
    { label: 'Paid', value: paidLabel },
    { label: 'Class', value: classLabel },
    { label: 'E-mail', value: (row) => row.student.email },
    { label: 'Payment id', value: (row) => row.razorpayPaymentId ?? '—' },
  ],
  actions: receiptLink,
};

/**
 * Every payment received (GET payment/history), filtered by fee, department, year, the days paid and
 * status, paged by the server, with the count and sum of everything the filters match; the office
 * may download it all as CSV.
 */
export function PaymentGrid({
  types,
  label,
  withExport = false,
}: {
  types: PaymentType[];
  label: string;
  withExport?: boolean;
}) {
  const [filters, setFilters] = useState<PaymentFilterValues>(NO_FILTERS);
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 20 });
  const [exporting, setExporting] = useState(false);
  const request: PaymentHistoryQuery = { ...filters, status: filters.status as PaymentHistoryQuery['status'] };
  const badRange = Boolean(filters.from && filters.to && filters.from > filters.to);
  const history = usePaymentHistory({ ...request, page: pagination.page + 1, limit: pagination.pageSize }, !badRange);

  const change = (field: keyof PaymentFilterValues) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setFilters((current) => ({ ...current, [field]: event.target.value }));
    setPagination((current) => ({ ...current, page: 0 }));
  };
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadPaymentsCsv(request);
    } catch (error) {
      notify.error(failureMessage(error, MESSAGES.error));
    } finally {
      setExporting(false);
    }
  };
  const totals = history.data?.totals;

  return (
    <Box sx={{ width: '100%', minWidth: 0 }}>
      <Grid container spacing={2} sx={{ mb: 2 }} role="search" aria-label={`Filter ${label.toLowerCase()}`}>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <TextField
            select
            label="Fee"
            value={filters.type}
            onChange={change('type')}
            fullWidth
            size="small"
            slotProps={nativeSelect}
          >
            <option value="">All fees</option>
            {types.map((type) => (
              <option key={type._id} value={type._id}>
                {type.type}
              </option>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 6, sm: 3, md: 2 }}>
          <TextField
            select
            label="Department"
            value={filters.department}
            onChange={change('department')}
            fullWidth
            size="small"
            slotProps={nativeSelect}
          >
            <option value="">All</option>
            {DEPARTMENTS.map((department) => (
              <option key={department} value={department}>
                {department}
              </option>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 6, sm: 3, md: 2 }}>
          <TextField
            select
            label="Year"
            value={filters.year}
            onChange={change('year')}
            fullWidth
            size="small"
            slotProps={nativeSelect}
          >
            <option value="">All</option>
            {YEARS.map((year) => (
              <option key={year} value={year}>
                {yearLabel(year)}
              </option>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <TextField
            select
            label="Status"
            value={filters.status}
            onChange={change('status')}
            fullWidth
            size="small"
            slotProps={nativeSelect}
          >
            {PAYMENT_STATUS_FILTERS.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 6, sm: 3, md: 2 }}>
          <TextField
            label="Paid from"
            type="date"
            value={filters.from}
            onChange={change('from')}
            fullWidth
            size="small"
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 3, md: 2 }}>
          <TextField
            label="Paid to"
            type="date"
            value={filters.to}
            onChange={change('to')}
            fullWidth
            size="small"
            slotProps={{ inputLabel: { shrink: true } }}
            error={badRange}
            helperText={badRange ? 'The end date cannot be before the start date' : undefined}
          />
        </Grid>
      </Grid>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ mb: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography aria-live="polite">
          {totals ? `${totals.count} payment${totals.count === 1 ? '' : 's'}, ${formatRupees(totals.amount)}` : ' '}
        </Typography>
        {withExport && (
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void exportCsv()} loading={exporting}>
            Download CSV
          </Button>
        )}
      </Stack>
      {history.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failureMessage(history.error, MESSAGES.error)}
        </Alert>
      )}
      <PagedGrid
        label={label}
        rows={history.data?.data ?? []}
        getRowId={(row) => row._id}
        columns={columns}
        total={history.data?.total ?? 0}
        loading={history.isFetching}
        paginationModel={pagination}
        onPaginationModelChange={setPagination}
        phoneCards={phoneCards}
      />
    </Box>
  );
}
