import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { ATTENDANCE_THRESHOLD, MESSAGES, parseClassName, type AttendanceMatrix } from '@portal/domain';
import { BackButton } from '../../shell/BackButton';
import { Loading } from '../../shell/Loading';
import { formatDate, formatTimeOfDay } from '../../shell/dates';
import { usePageTitle } from '../../shell/pageTitle';
import { saveFile } from '../../shell/saveFile';
import { useAttendanceMatrix, type ClassOf } from './attendanceApi';
import { ClassDashboardLink } from './classLinks';
import { attendanceMatrix, matrixCsv } from './matrix';

function Records({ matrix }: { matrix: AttendanceMatrix }) {
  const newestFirst = [...matrix.periods].reverse();
  return (
    <TableContainer component={Paper} tabIndex={0} aria-label="Periods held, scrollable" sx={{ maxHeight: 420 }}>
      <Table size="small" stickyHeader aria-label="Periods held">
        <TableHead>
          <TableRow>
            <TableCell>Date</TableCell>
            <TableCell>Period</TableCell>
            <TableCell>Topic</TableCell>
            <TableCell align="right">Present</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {newestFirst.map((record) => (
            <TableRow key={record._id}>
              <TableCell>{formatDate(record.timeStamp)}</TableCell>
              <TableCell>{formatTimeOfDay(record.startTime)}</TableCell>
              <TableCell>
                Module {record.module}: {record.topic}
              </TableCell>
              <TableCell align="right">
                {record.presentCount} / {record.listed}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function Matrix({ answer, name }: { answer: AttendanceMatrix; name: string }) {
  const matrix = attendanceMatrix(answer);
  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="h3" variant="h6">
          Students by date
        </Typography>
        <Button
          startIcon={<DownloadIcon />}
          onClick={() => saveFile(new Blob([matrixCsv(matrix)], { type: 'text/csv' }), `${name}-attendance.csv`)}
        >
          Export CSV
        </Button>
      </Stack>
      <TableContainer component={Paper} sx={{ maxHeight: 560 }} tabIndex={0} aria-label="Students by date, scrollable">
        <Table size="small" stickyHeader aria-label="Attendance of each student by date">
          <TableHead>
            <TableRow>
              <TableCell sx={{ position: 'sticky', left: 0, zIndex: 3, bgcolor: 'background.paper' }}>
                Student
              </TableCell>
              <TableCell align="right">%</TableCell>
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
              const low = row.held > 0 && row.percentage < ATTENDANCE_THRESHOLD;
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
                  <TableCell align="right" sx={low ? { color: 'error.main', fontWeight: 700 } : undefined}>
                    {row.held > 0 ? `${row.percentage}%` : '-'}
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

function AttendanceList({ of, className }: { of: ClassOf; className: string }) {
  const matrix = useAttendanceMatrix(of);
  if (matrix.isPending) return <Loading />;
  if (matrix.isError) return <Alert severity="error">{matrix.error.message}</Alert>;
  if (matrix.data.periods.length === 0) return <Typography>{MESSAGES.noDataFound}</Typography>;
  return (
    <Stack spacing={3}>
      <Records matrix={matrix.data} />
      <Matrix answer={matrix.data} name={className} />
    </Stack>
  );
}

/** /class/{className}/list: the periods held with their present counts, and the student-by-date matrix. */
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
