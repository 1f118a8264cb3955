import { useCallback, useMemo } from 'react';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { ATTENDANCE_THRESHOLD, semesterLabel, type AttendanceShortageRow } from '@portal/domain';
import { downloadCsv } from '../../shell/downloadCsv';
import { usePageTitle } from '../../shell/pageTitle';
import { ClassPicker, classFromSearch } from './ClassPicker';
import { ReportFrame } from './ReportFrame';
import { ReportGrid, type ReportColumn } from './ReportGrid';
import { useAttendanceShortage, type ReportClass } from './reportsApi';
import { studentColumns } from './studentColumns';

const student = studentColumns<AttendanceShortageRow>();
const columns: ReportColumn<AttendanceShortageRow>[] = [
  student.name,
  student.email,
  student.rollNo,
  {
    field: 'code',
    headerName: 'Code',
    width: 84,
    valueGetter: (_value, row) => row.subject.code.toUpperCase(),
    text: (row) => row.subject.code.toUpperCase(),
  },
  {
    field: 'subject',
    headerName: 'Subject',
    flex: 1,
    minWidth: 120,
    valueGetter: (_value, row) => row.subject.name,
    text: (row) => row.subject.name,
  },
  { field: 'attended', headerName: 'Attended', type: 'number', width: 90, text: (row) => String(row.attended) },
  { field: 'held', headerName: 'Held', type: 'number', width: 70, text: (row) => String(row.held) },
  {
    field: 'percentage',
    headerName: '%',
    type: 'number',
    width: 66,
    valueFormatter: (value: number) => `${value.toFixed(1)}%`,
    text: (row) => `${row.percentage.toFixed(1)}%`,
  },
];
// A phone keeps who, the subject's code and how far under: the name of a subject does not fit.
const PHONE_HIDDEN = ['email', 'rollNo', 'subject', 'attended', 'held'];

/** The threshold as typed, or null while it is not a number from 0 to 100. */
const thresholdOf = (text: string): number | null => {
  if (!/^\d+(\.\d+)?$/.test(text.trim())) return null;
  const value = Number(text);
  return value <= 100 ? value : null;
};

/**
 * /reports/attendance-shortage: the students of a class under a threshold (75% unless another is
 * typed) in a subject, with attended, held and percentage; the class and threshold live in the
 * address, so a link opens the same report.
 */
export default function AttendanceShortagePage() {
  usePageTitle('Attendance shortage');
  const [params, setParams] = useSearchParams();
  const chosen = classFromSearch(params);
  const thresholdText = params.get('threshold') ?? String(ATTENDANCE_THRESHOLD);
  const threshold = thresholdOf(thresholdText);
  const request = useMemo(() => (chosen && threshold !== null ? { ...chosen, threshold } : null), [chosen, threshold]);
  const shortage = useAttendanceShortage(request);

  const setClass = useCallback(
    (next: ReportClass) =>
      setParams(
        (current) => {
          current.set('department', next.department);
          current.set('semester', String(next.semester));
          return current;
        },
        { replace: true },
      ),
    [setParams],
  );
  const setThreshold = (text: string) =>
    setParams(
      (current) => {
        current.set('threshold', text);
        return current;
      },
      { replace: true },
    );

  const rows = shortage.data?.data ?? [];
  const students = new Set(rows.map((row) => row.student._id)).size;
  const className = chosen ? `${chosen.department} ${semesterLabel(chosen.semester)}` : '';
  return (
    <ReportFrame
      title="Attendance shortage"
      description="The students of a class under the threshold in a subject, with the periods attended and held."
      printedFilters={`${className}, under ${threshold ?? ATTENDANCE_THRESHOLD}%`}
      filters={
        <>
          <ClassPicker value={chosen} onChange={setClass} />
          <TextField
            label="Threshold (%)"
            size="small"
            value={thresholdText}
            onChange={(event) => setThreshold(event.target.value)}
            error={threshold === null}
            helperText={threshold === null ? 'A number from 0 to 100' : undefined}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            sx={{ width: 150 }}
          />
        </>
      }
      onDownload={
        request
          ? () => downloadCsv('/reports/attendance-shortage', { ...request }, 'attendance-shortage.csv')
          : undefined
      }
      error={shortage.error}
    >
      {request ? (
        <>
          <Typography aria-live="polite" sx={{ mb: 1 }}>
            {shortage.data
              ? `${students} student${students === 1 ? '' : 's'} of ${className} under ${shortage.data.threshold}% in at least one subject (${rows.length} ${rows.length === 1 ? 'shortfall' : 'shortfalls'} in all)`
              : ' '}
          </Typography>
          <ReportGrid
            label={`Attendance under ${threshold}% in ${className}`}
            rows={rows}
            columns={columns}
            getRowId={(row) => `${row.student._id}-${row.subject._id}`}
            loading={shortage.isFetching}
            phoneHidden={PHONE_HIDDEN}
          />
        </>
      ) : (
        <Typography color="text.secondary">Choose a class to see its attendance shortage.</Typography>
      )}
    </ReportFrame>
  );
}
