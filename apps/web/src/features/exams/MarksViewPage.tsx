import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { Link as RouterLink, useParams } from 'react-router';
import { BackButton } from '../../shell/BackButton';
import { Loading } from '../../shell/Loading';
import { formatDate } from '../../shell/dates';
import { usePageTitle } from '../../shell/pageTitle';
import { PassChip } from './PassChip';
import { useExamMarks } from './examsApi';

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, textAlign: 'center' }}>
      <Typography variant="h5" component="p">
        {value}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Paper>
  );
}

/** /exam/results/{id}: the class's average, highest, pass count and the distribution of marks. */
export default function MarksViewPage() {
  const { id = '' } = useParams();
  usePageTitle('Marks');
  const marks = useExamMarks(id);
  if (marks.isPending) return <Loading />;
  if (marks.isError) return <Alert severity="error">{marks.error.message}</Alert>;
  const { exam, statistics, data, students } = marks.data;
  const nameOf = new Map(students.map((student) => [student.email, student.name]));
  return (
    <Stack spacing={2} sx={{ maxWidth: 900 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}>
        <BackButton fallback={`/exam/${exam.examType._id}`} />
        <Button component={RouterLink} to={`/exam/marks/${exam._id}`} variant="contained">
          Enter marks
        </Button>
      </Stack>
      <Typography component="h2" variant="h5">
        {exam.examType.type}: {exam.subject.name} · {formatDate(exam.date)}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 6, sm: 3 }}>
          <Figure label="Average" value={statistics.average} />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <Figure label="Highest" value={statistics.highest} />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <Figure
            label={`Passed (>= ${exam.examType.passMark})`}
            value={`${statistics.passed} / ${statistics.count}`}
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <Figure label="Lowest" value={statistics.lowest} />
        </Grid>
      </Grid>
      <Paper sx={{ p: 1 }} aria-label="Distribution of marks">
        <Typography component="h3" variant="h6" sx={{ px: 1 }}>
          Distribution
        </Typography>
        <BarChart
          height={260}
          xAxis={[
            {
              scaleType: 'band',
              data: statistics.distribution.map((band) => `${band.from}-${band.to}`),
              label: 'Marks',
            },
          ]}
          series={[{ data: statistics.distribution.map((band) => band.count), label: 'Students' }]}
        />
      </Paper>
      {data.length === 0 ? (
        <Alert severity="info">No marks entered yet</Alert>
      ) : (
        <TableContainer component={Paper}>
          <Table size="small" aria-label="Marks of each student">
            <TableHead>
              <TableRow>
                <TableCell>Student</TableCell>
                <TableCell align="right">Marks</TableCell>
                <TableCell>Result</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((mark) => (
                <TableRow key={mark.name}>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{nameOf.get(mark.name) ?? mark.name}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {mark.marks} / {exam.examType.maxMark}
                  </TableCell>
                  <TableCell>
                    <PassChip passed={mark.marks >= exam.examType.passMark} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  );
}
