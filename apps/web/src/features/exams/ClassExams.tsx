import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { MESSAGES, type Department } from '@portal/domain';
import { api } from '../../shell/api';
import { Loading } from '../../shell/Loading';
import { formatDate } from '../../shell/dates';

/** A class's exams with their statistics: the faculty's class dashboard, Marks tab. */
export default function ClassExams({ department, semester }: { department: Department; semester: number }) {
  const exams = useQuery({
    queryKey: ['exams', 'class', department, semester],
    queryFn: async () => (await api.get('/faculty/class-exams', { query: { department, semester } })).data,
  });
  if (exams.isPending) return <Loading />;
  if (exams.isError) return <Alert severity="error">{exams.error.message}</Alert>;
  if (exams.data.length === 0) return <Typography>{MESSAGES.noExams}</Typography>;
  return (
    <TableContainer component={Paper} tabIndex={0} aria-label="Exams of the class, scrollable">
      <Table size="small" aria-label="Exams of the class">
        <TableHead>
          <TableRow>
            <TableCell>Exam</TableCell>
            <TableCell align="right">Average</TableCell>
            <TableCell align="right">Highest</TableCell>
            <TableCell align="right">Passed</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {exams.data.map((exam) => (
            <TableRow key={exam._id}>
              <TableCell>
                {exam.type}: {exam.subject.name}
                <Typography variant="body2" color="text.secondary">
                  {formatDate(exam.date)} · max {exam.maxMark}
                  {exam.absent > 0 ? ` · ${exam.absent} absent` : ''}
                </Typography>
              </TableCell>
              <TableCell align="right">{exam.average}</TableCell>
              <TableCell align="right">{exam.highest}</TableCell>
              <TableCell align="right">
                {exam.passed} / {exam.count}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
