import Chip from '@mui/material/Chip';
import type { GridPaginationModel } from '@mui/x-data-grid';
import { useState } from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useSearchParams } from 'react-router';
import { GATE_OUTCOMES, GATE_OUTCOME_LABELS, yearLabel, type GateLogEntry, type GateOutcome } from '@portal/domain';
import { downloadCsv } from '../../shell/downloadCsv';
import { formatDate, formatTime, todayInInstitute } from '../../shell/dates';
import { usePageTitle } from '../../shell/pageTitle';
import { ReportFrame } from './ReportFrame';
import { ReportGrid, type ReportColumn } from './ReportGrid';
import { useGateLog } from './reportsApi';

/** Fixed colours with text chosen for AA contrast in both themes, as the requests' status chips. */
const OUTCOME_COLOURS: Record<GateOutcome, { bg: string; fg: string }> = {
  valid: { bg: '#1b5e20', fg: '#ffffff' },
  used: { bg: '#fdd835', fg: '#1a1a1a' },
  expired: { bg: '#616161', fg: '#ffffff' },
  not_approved: { bg: '#b71c1c', fg: '#ffffff' },
  unknown: { bg: '#4a148c', fg: '#ffffff' },
};

function OutcomeChip({ outcome, label = GATE_OUTCOME_LABELS[outcome] }: { outcome: GateOutcome; label?: string }) {
  const { bg, fg } = OUTCOME_COLOURS[outcome];
  return <Chip size="small" label={label} sx={{ bgcolor: bg, color: fg, fontWeight: 700 }} />;
}

/** The pass a scan named: its id, or what was read when it named none. */
const passOf = (row: GateLogEntry) => row.gatepassId ?? row.input;
const studentOf = (row: GateLogEntry) =>
  row.student
    ? `${row.student.name || row.student.email}${row.student.department ? ` (${row.student.department} ${yearLabel(row.student.currentYear)})` : ''}`
    : '';

const columns: ReportColumn<GateLogEntry>[] = [
  {
    field: 'time',
    headerName: 'Time',
    width: 88,
    valueFormatter: (value: string) => formatTime(value),
    text: (row) => formatTime(row.time),
  },
  {
    field: 'outcome',
    headerName: 'Outcome',
    width: 140,
    renderCell: ({ row }) => <OutcomeChip outcome={row.outcome} />,
    text: (row) => GATE_OUTCOME_LABELS[row.outcome],
  },
  {
    field: 'student',
    headerName: 'Student',
    flex: 1,
    minWidth: 96,
    valueGetter: (_value, row) => studentOf(row),
    text: studentOf,
  },
  {
    field: 'pass',
    headerName: 'Pass',
    flex: 1,
    minWidth: 150,
    valueGetter: (_value, row) => passOf(row),
    text: passOf,
  },
  {
    field: 'scannedBy',
    headerName: 'Scanned by',
    width: 140,
    text: (row) => row.scannedBy ?? '',
  },
];
const PHONE_HIDDEN = ['pass', 'scannedBy'];

/**
 * /reports/gate-log (security and admin): every scan of a day at the gate (today unless another day
 * is chosen, in the institute's time zone), each with its time, pass, student and outcome.
 */
export default function GateLogPage() {
  usePageTitle('Gate log');
  const [params, setParams] = useSearchParams();
  const today = todayInInstitute();
  const date = params.get('date') || today;
  // The server pages the day in the order of the scans, and counts every outcome of the whole day.
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 50 });
  const log = useGateLog({ date, page: pagination.page + 1, limit: pagination.pageSize });
  const rows = log.data?.data ?? [];
  return (
    <ReportFrame
      title="Gate log"
      description="Every scan at the gate on a day, with its pass, its student and what the check said."
      printedFilters={`Scans of ${formatDate(date)}`}
      filters={
        <TextField
          label="Day"
          type="date"
          size="small"
          value={date}
          onChange={(event) => {
            setParams(
              (current) => {
                if (event.target.value) current.set('date', event.target.value);
                else current.delete('date');
                return current;
              },
              { replace: true },
            );
            setPagination((current) => ({ ...current, page: 0 }));
          }}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
          sx={{ width: 180 }}
        />
      }
      onDownload={() => downloadCsv('/reports/gate-log', { date }, `gate-log-${date}.csv`)}
      error={log.error}
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }} aria-live="polite">
        {log.data &&
          GATE_OUTCOMES.map((outcome) => (
            <OutcomeChip
              key={outcome}
              outcome={outcome}
              label={`${GATE_OUTCOME_LABELS[outcome]}: ${log.data.outcomes[outcome]}`}
            />
          ))}
      </Stack>
      <ReportGrid
        label={`Scans at the gate on ${formatDate(date)}`}
        rows={rows}
        columns={columns}
        getRowId={(row) => row._id}
        loading={log.isFetching}
        phoneHidden={PHONE_HIDDEN}
        paging={{ total: log.data?.total ?? 0, paginationModel: pagination, onPaginationModelChange: setPagination }}
      />
    </ReportFrame>
  );
}
