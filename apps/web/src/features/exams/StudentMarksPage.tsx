import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
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
import { NARROW_CELLS, ResultChip, markText } from './PassChip';
import { useOwnMarks } from './examsApi';

/** /marks (student): every exam of the own class with the own mark and pass or fail, absent, or not entered yet. */
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
        // Focusable, should a narrow screen still have to scroll it sideways.
        <TableContainer component={Paper} tabIndex={0} aria-label="My marks, scrollable">
          <Table size="small" aria-label="My marks" sx={NARROW_CELLS}>
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
                  <TableCell align="right">
                    <Box component="span" sx={{ whiteSpace: mark.state === 'marked' ? 'nowrap' : undefined }}>
                      {markText(mark.state, mark.marks, mark.maxMark)}
                    </Box>
                    <Typography variant="body2" color="text.secondary">
                      pass {mark.passMark}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    <ResultChip state={mark.state} passed={mark.passed} />
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
