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
import type { MarkState } from '@portal/domain';
import { Figure } from '../../kit/figures/Figure';
import { BackButton } from '../../shell/BackButton';
import { Loading } from '../../shell/Loading';
import { formatDate } from '../../shell/dates';
import { usePageTitle } from '../../shell/pageTitle';
import { NARROW_CELLS, ResultChip, markText } from './PassChip';
import { useExamMarks } from './examsApi';

/**
 * /exam/results/{id}: the class's average, highest, pass count and the distribution of marks (over
 * the marks given), and every student's mark, absence, or that none is entered yet.
 */
export default function MarksViewPage() {
  const { id = '' } = useParams();
  usePageTitle('Marks');
  const marks = useExamMarks(id);
  if (marks.isPending) return <Loading />;
  if (marks.isError) return <Alert severity="error">{marks.error.message}</Alert>;
  const { exam, statistics, data, students } = marks.data;
  const entryOf = new Map(data.map((entry) => [entry.name, entry]));
  // Every student of the class, with a mark, absent, or not entered yet.
  const rows = students.map((student) => {
    const entry = entryOf.get(student.email);
    const state: MarkState = !entry ? 'not_entered' : entry.absent ? 'absent' : 'marked';
    return { student, state, marks: entry?.marks ?? null };
  });
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
      <Typography color="text.secondary">
        The figures count the {statistics.count} students with a mark; {statistics.absent} absent and{' '}
        {statistics.notEntered} not entered yet are left out.
      </Typography>
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
      {data.length === 0 && <Alert severity="info">No marks entered yet</Alert>}
      {rows.length > 0 && (
        // Focusable, should a narrow screen still have to scroll it sideways.
        <TableContainer component={Paper} tabIndex={0} aria-label="Marks of each student, scrollable">
          <Table size="small" aria-label="Marks of each student" sx={NARROW_CELLS}>
            <TableHead>
              <TableRow>
                <TableCell>Student</TableCell>
                <TableCell align="right">Marks</TableCell>
                <TableCell>Result</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map(({ student, state, marks: mark }) => (
                <TableRow key={student.email}>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{student.name}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {markText(state, mark, exam.examType.maxMark)}
                  </TableCell>
                  <TableCell>
                    <ResultChip state={state} passed={mark === null ? null : mark >= exam.examType.passMark} />
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
