import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@portal/domain';
import { Loading } from '../../shell/Loading';
import { formatDate } from '../../shell/dates';
import { usePageTitle } from '../../shell/pageTitle';
import { PassChip } from './PassChip';
import { useOwnMarks } from './examsApi';

/** /marks (student): the own marks per exam with pass or fail. */
export default function StudentMarksPage() {
  usePageTitle('Marks');
  const marks = useOwnMarks();
  return (
    <Stack spacing={2} sx={{ maxWidth: 900 }}>
      <Typography component="h2" variant="h5">
        My marks
      </Typography>
      {marks.isPending ? (
        <Loading />
      ) : marks.isError ? (
        <Alert severity="error">{marks.error.message}</Alert>
      ) : marks.data.length === 0 ? (
        <Typography>{MESSAGES.noExams}</Typography>
      ) : (
        <TableContainer component={Paper}>
          {/* On a phone the cells are tighter, so the result stays on screen. */}
          <Table size="small" aria-label="My marks" sx={{ '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}>
            <TableHead>
              <TableRow>
                <TableCell>Subject</TableCell>
                <TableCell>Exam</TableCell>
                <TableCell align="right">Marks</TableCell>
                <TableCell>Result</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {marks.data.map((mark) => (
                <TableRow key={mark.exam}>
                  <TableCell>
                    {mark.subject.name}
                    <Typography variant="body2" color="text.secondary">
                      {mark.subject.code}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    {mark.type}
                    <Typography variant="body2" color="text.secondary">
                      {formatDate(mark.date)}
                    </Typography>
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {mark.marks} / {mark.maxMark}
                    <Typography variant="body2" color="text.secondary">
                      pass {mark.passMark}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    <PassChip passed={mark.passed} />
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
