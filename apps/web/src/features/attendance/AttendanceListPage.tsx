import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import {
  ATTENDANCE_THRESHOLD,
  MESSAGES,
  parseClassName,
  type AttendanceMatrix,
  type AttendancePeriod,
} from '@portal/domain';
import { Figure } from '../../kit/figures/Figure';
import { BackButton } from '../../shell/BackButton';
import { Loading } from '../../shell/Loading';
import { formatDate, formatTime, formatTimeOfDay, formatTimeSpan } from '../../shell/dates';
import { notify } from '../../shell/notify';
import { usePageTitle } from '../../shell/pageTitle';
import { saveFile } from '../../shell/saveFile';
import {
  useAttendanceMatrix,
  useAttendancePeriod,
  useAttendanceRecords,
  useWholeMatrix,
  type ClassOf,
} from './attendanceApi';
import { ClassDashboardLink } from './classLinks';
import { attendanceMatrix, matrixCsv, wholeTerm } from './matrix';

const isLow = (row: { held: number; percentage: number }) => row.held > 0 && row.percentage < ATTENDANCE_THRESHOLD;

/** The class at a glance, from every student's totals this term. */
function ClassSummary({ matrix }: { matrix: AttendanceMatrix }) {
  const counted = matrix.students.filter((row) => row.held > 0);
  const average =
    counted.length > 0
      ? `${Math.round((counted.reduce((sum, row) => sum + row.percentage, 0) * 10) / counted.length) / 10}%`
      : '-';
  const figures: [string, string | number][] = [
    ['Periods', matrix.totalPeriods],
    ['Students', matrix.students.length],
    ['Average', average],
    [`Below ${ATTENDANCE_THRESHOLD}%`, matrix.students.filter(isLow).length],
  ];
  return (
    <Grid container spacing={2}>
      {figures.map(([label, value]) => (
        <Grid key={label} size={{ xs: 6, sm: 3 }}>
          <Figure label={label} value={value} />
        </Grid>
      ))}
    </Grid>
  );
}

function StudentNames({ title, students }: { title: string; students: AttendancePeriod['attendanceList'] }) {
  return (
    <Box>
      <Typography component="h4" variant="subtitle2">
        {title}
      </Typography>
      {students.length > 0 && (
        <Box component="ul" sx={{ columns: { xs: 1, sm: 2, md: 3 }, m: 0, pl: 2.5 }}>
          {students.map((student) => (
            <Box component="li" key={student.email} sx={{ overflowWrap: 'anywhere' }}>
              {student.name}
              {student.studentId ? ` (${student.studentId})` : ''}
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** An opened period: who took it, then who was absent and who was present (loaded on opening). */
function PeriodStudents({ id }: { id: string }) {
  const period = useAttendancePeriod(id);
  if (period.isPending) return <Loading />;
  if (period.isError) return <Alert severity="error">{period.error.message}</Alert>;
  const { attendanceList, takenAt, takenBy } = period.data;
  const byName = [...attendanceList].sort((a, b) => a.name.localeCompare(b.name));
  const absent = byName.filter((entry) => entry.present === 'false');
  const present = byName.filter((entry) => entry.present === 'true');
  return (
    <Stack spacing={1.5}>
      <Typography variant="body2" color="text.secondary">
        Taken at {formatTime(takenAt)} on {formatDate(takenAt)}
        {takenBy ? ` by ${takenBy}` : ''}
      </Typography>
      <StudentNames title={`Absent (${absent.length})`} students={absent} />
      <StudentNames title={`Present (${present.length})`} students={present} />
    </Stack>
  );
}

/** The periods held, newest first, a page at a time; a period opens to its students. */
function Periods({ of }: { of: ClassOf }) {
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState<string | null>(null);
  const records = useAttendanceRecords(of, page + 1);
  if (records.isPending) return <Loading />;
  if (records.isError) return <Alert severity="error">{records.error.message}</Alert>;
  const { data, total, limit } = records.data;
  return (
    <Stack spacing={1} component="section" aria-labelledby="periods-held">
      <Typography id="periods-held" component="h3" variant="h6">
        Periods held
      </Typography>
      <Box>
        {data.map((record) => (
          <Accordion
            key={record._id}
            disableGutters
            expanded={open === record._id}
            onChange={(_event, expanded) => setOpen(expanded ? record._id : null)}
            slotProps={{ transition: { unmountOnExit: true } }}
          >
            <AccordionSummary
              expandIcon={<ExpandMoreIcon />}
              aria-controls={`period-${record._id}`}
              id={`period-${record._id}-title`}
            >
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={{ xs: 0, sm: 2 }}
                sx={{ width: '100%', alignItems: { sm: 'center' } }}
              >
                <Typography sx={{ minWidth: { sm: 300 } }}>
                  {formatDate(record.timeStamp)}, {formatTimeSpan(record.startTime, record.endTime)}
                </Typography>
                <Typography color="text.secondary" sx={{ flex: 1, overflowWrap: 'anywhere' }}>
                  Module {record.module}: {record.topic}
                </Typography>
                <Typography sx={{ whiteSpace: 'nowrap' }}>
                  {record.presentCount} / {record.listed} present
                </Typography>
              </Stack>
            </AccordionSummary>
            <AccordionDetails>
              <PeriodStudents id={record._id} />
            </AccordionDetails>
          </Accordion>
        ))}
      </Box>
      {total > limit && (
        <TablePagination
          component="div"
          count={total}
          page={page}
          rowsPerPage={limit}
          rowsPerPageOptions={[]}
          onPageChange={(_event, next) => {
            setOpen(null);
            setPage(next);
          }}
        />
      )}
    </Stack>
  );
}

/** 'Periods 85-104 of 104': which of the term's periods a page of the matrix shows, numbered oldest first. */
const windowLabel = (matrix: AttendanceMatrix) => {
  const last = matrix.totalPeriods - (matrix.page - 1) * matrix.limit;
  return `Periods ${last - matrix.periods.length + 1}–${last} of ${matrix.totalPeriods}`;
};

function Matrix({
  answer,
  name,
  onPage,
  exportAll,
}: {
  answer: AttendanceMatrix;
  name: string;
  onPage: (page: number) => void;
  exportAll: () => Promise<AttendanceMatrix[]>;
}) {
  const matrix = attendanceMatrix(answer);
  const pages = Math.max(1, Math.ceil(answer.totalPeriods / answer.limit));
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      const whole = attendanceMatrix(wholeTerm(await exportAll()));
      saveFile(new Blob([matrixCsv(whole)], { type: 'text/csv' }), `${name}-attendance.csv`);
    } catch (error) {
      notify.error(error instanceof Error ? error.message : MESSAGES.error);
    } finally {
      setExporting(false);
    }
  };
  return (
    <Stack spacing={1} component="section" aria-labelledby="students-by-date">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id="students-by-date" component="h3" variant="h6">
          Students by date
        </Typography>
        <Button startIcon={<DownloadIcon />} loading={exporting} onClick={() => void exportCsv()}>
          Export CSV
        </Button>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button
          size="small"
          startIcon={<NavigateBeforeIcon />}
          disabled={answer.page >= pages}
          onClick={() => onPage(answer.page + 1)}
        >
          Older
        </Button>
        <Typography variant="body2" aria-live="polite" sx={{ flex: 1, textAlign: 'center' }}>
          {windowLabel(answer)}
        </Typography>
        <Button
          size="small"
          endIcon={<NavigateNextIcon />}
          disabled={answer.page <= 1}
          onClick={() => onPage(answer.page - 1)}
        >
          Newer
        </Button>
      </Stack>
      <TableContainer component={Paper} sx={{ maxHeight: 560 }} tabIndex={0} aria-label="Students by date, scrollable">
        <Table size="small" stickyHeader aria-label="Attendance of each student by date">
          <TableHead>
            <TableRow>
              <TableCell sx={{ position: 'sticky', left: 0, zIndex: 3, bgcolor: 'background.paper' }}>
                Student
              </TableCell>
              <TableCell align="right" title="This term, every period">
                %
              </TableCell>
              {matrix.columns.map((column) => (
                <TableCell key={column.id} align="center" sx={{ whiteSpace: 'nowrap' }}>
                  {formatDate(column.date)}
                  <br />
                  {formatTimeOfDay(column.startTime)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {matrix.rows.map((row) => {
              const low = isLow(row);
              return (
                <TableRow key={row.email} aria-label={low ? `${row.name}, below 75%` : row.name}>
                  <TableCell
                    component="th"
                    scope="row"
                    sx={{
                      position: 'sticky',
                      left: 0,
                      zIndex: 1,
                      bgcolor: 'background.paper',
                      minWidth: 120,
                      ...(low
                        ? { color: 'error.main', fontWeight: 700, borderLeft: 4, borderLeftColor: 'error.main' }
                        : {}),
                    }}
                  >
                    {row.name}
                  </TableCell>
                  <TableCell
                    align="right"
                    sx={{ whiteSpace: 'nowrap', ...(low ? { color: 'error.main', fontWeight: 700 } : {}) }}
                  >
                    {row.held > 0 ? `${row.percentage}% (${row.attended}/${row.held})` : '-'}
                  </TableCell>
                  {row.cells.map((cell, index) => (
                    <TableCell
                      key={matrix.columns[index]!.id}
                      align="center"
                      aria-label={cell === true ? 'present' : cell === false ? 'absent' : 'not listed'}
                    >
                      {cell === true ? 'P' : cell === false ? 'A' : ''}
                    </TableCell>
                  ))}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}

/** The summary first; then the periods (each opening to its students) and the matrix, page by page. */
function AttendanceList({ of, className }: { of: ClassOf; className: string }) {
  const [page, setPage] = useState(1);
  const matrix = useAttendanceMatrix(of, page);
  const exportAll = useWholeMatrix(of);
  if (matrix.isPending) return <Loading />;
  if (matrix.isError) return <Alert severity="error">{matrix.error.message}</Alert>;
  if (matrix.data.totalPeriods === 0) return <Typography>{MESSAGES.noDataFound}</Typography>;
  return (
    <Stack spacing={3}>
      <ClassSummary matrix={matrix.data} />
      <Periods of={of} />
      <Matrix answer={matrix.data} name={className} onPage={setPage} exportAll={exportAll} />
    </Stack>
  );
}

/** /class/{className}/list: the class's summary, the periods held (each with its students) and the student-by-date matrix. */
export default function AttendanceListPage() {
  const { className = '' } = useParams();
  const of = parseClassName(className);
  usePageTitle(of ? `Attendance list ${className}` : 'My Classes');
  if (!of) return <Alert severity="error">{MESSAGES.invalidLink}</Alert>;
  return (
    <Stack spacing={2} sx={{ maxWidth: 1200 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}>
        <BackButton fallback={`/class/${className}`} />
        <ClassDashboardLink of={of} />
      </Stack>
      <Typography component="h2" variant="h5">
        {className}: attendance
      </Typography>
      <AttendanceList of={of} className={className} />
    </Stack>
  );
}
