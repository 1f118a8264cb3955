import { useState } from 'react';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridPaginationModel } from '@mui/x-data-grid';
import { useSearchParams } from 'react-router';
import { YEARS, formatRupees, yearLabel, type Department, type FeeDue } from '@portal/domain';
import { downloadCsv } from '../../shell/downloadCsv';
import { formatDate } from '../../shell/dates';
import { usePageTitle } from '../../shell/pageTitle';
import { departmentOptions, nativeSelect } from './ClassPicker';
import { ReportFrame } from './ReportFrame';
import { ReportGrid, type ReportColumn } from './ReportGrid';
import { useFeeDues, useFees } from './reportsApi';
import { studentColumns } from './studentColumns';

// The server pages the dues by name: the grid sorts none of its columns.
const student = studentColumns<FeeDue>({ sortable: false, nameMinWidth: 140 });
const columns: ReportColumn<FeeDue>[] = [
  student.name,
  student.email,
  {
    field: 'department',
    headerName: 'Department',
    width: 105,
    sortable: false,
    valueGetter: (_value, row) => row.student.department,
    text: (row) => row.student.department ?? '',
  },
  {
    field: 'year',
    headerName: 'Year',
    width: 80,
    sortable: false,
    valueGetter: (_value, row) => yearLabel(row.student.currentYear),
    text: (row) => yearLabel(row.student.currentYear),
  },
  student.rollNo,
  {
    field: 'amount',
    headerName: 'Due',
    width: 120,
    sortable: false,
    align: 'right',
    headerAlign: 'right',
    valueFormatter: (value: number) => formatRupees(value),
    text: (row) => formatRupees(row.amount),
  },
];
const PHONE_HIDDEN = ['email', 'department', 'year', 'rollNo'];

/**
 * /reports/fee-dues (office and admin): for a fee, the active students who have not paid it, with
 * the amount, filtered by department and year and paged by the server; the CSV holds them all.
 */
export default function FeeDuesPage() {
  usePageTitle('Fee dues');
  const [params, setParams] = useSearchParams();
  const fees = useFees();
  const paymentType = params.get('paymentType') ?? fees.data?.[0]?._id ?? '';
  const department = params.get('department') ?? '';
  const year = params.get('currentYear') ?? '';
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 20 });
  const filters = {
    paymentType,
    department: (department || undefined) as Department | undefined,
    currentYear: year ? Number(year) : undefined,
  };
  const dues = useFeeDues({ ...filters, page: pagination.page + 1, limit: pagination.pageSize });

  const change = (name: string) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setParams(
      (current) => {
        if (event.target.value) current.set(name, event.target.value);
        else current.delete(name);
        if (name !== 'paymentType' && !current.get('paymentType') && paymentType)
          current.set('paymentType', paymentType);
        return current;
      },
      { replace: true },
    );
    setPagination((current) => ({ ...current, page: 0 }));
  };

  const fee = dues.data?.paymentType;
  const total = dues.data?.total ?? 0;
  const scope = [department || 'every department', year ? `${yearLabel(Number(year))} year` : 'every year'].join(', ');
  return (
    <ReportFrame
      title="Fee dues"
      description="The active students who have not paid a fee yet, with the amount each owes."
      printedFilters={`${fee ? `${fee.type}, due ${formatDate(fee.dueDate)}` : ''}; ${scope}`}
      filters={
        <>
          <TextField
            select
            label="Fee"
            size="small"
            value={paymentType}
            onChange={change('paymentType')}
            slotProps={nativeSelect}
            sx={{ minWidth: 200 }}
          >
            {paymentType === '' && <option value="">No fees yet</option>}
            {(fees.data ?? []).map((type) => (
              <option key={type._id} value={type._id}>
                {type.type}
              </option>
            ))}
          </TextField>
          <TextField
            select
            label="Department"
            size="small"
            value={department}
            onChange={change('department')}
            slotProps={nativeSelect}
            sx={{ minWidth: 130 }}
          >
            <option value="">All</option>
            {departmentOptions}
          </TextField>
          <TextField
            select
            label="Year"
            size="small"
            value={year}
            onChange={change('currentYear')}
            slotProps={nativeSelect}
            sx={{ minWidth: 110 }}
          >
            <option value="">All</option>
            {YEARS.map((item) => (
              <option key={item} value={item}>
                {yearLabel(item)}
              </option>
            ))}
          </TextField>
        </>
      }
      onDownload={paymentType ? () => downloadCsv('/reports/fee-dues', filters, 'fee-dues.csv') : undefined}
      error={fees.error ?? dues.error}
    >
      <Typography aria-live="polite" sx={{ mb: 1 }}>
        {fee
          ? `${total} ${total === 1 ? 'student owes' : 'students owe'} ${fee.type} (${formatRupees(fee.amount)} each, due ${formatDate(fee.dueDate)}): ${formatRupees(total * fee.amount)} in all`
          : ' '}
      </Typography>
      <ReportGrid
        label={fee ? `Students who have not paid ${fee.type}` : 'Fee dues'}
        rows={dues.data?.data ?? []}
        columns={columns}
        getRowId={(row) => row.student._id}
        loading={dues.isFetching || fees.isPending}
        phoneHidden={PHONE_HIDDEN}
        paging={{ total, paginationModel: pagination, onPaginationModelChange: setPagination }}
      />
    </ReportFrame>
  );
}
