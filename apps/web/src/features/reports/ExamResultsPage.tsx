import { useCallback } from 'react';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { MESSAGES, semesterLabel } from '@portal/domain';
import { LinkCardGrid } from '../../kit/lists/LinkCardGrid';
import { Loading } from '../../shell/Loading';
import { failureMessage } from '../../shell/failure';
import { formatDate } from '../../shell/dates';
import { usePageTitle } from '../../shell/pageTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { ClassPicker, classFromSearch } from './ClassPicker';
import { useReportExams, type ReportClass } from './reportsApi';

/**
 * /reports/exams: a class's exams whose results the user may open (a teacher's own subjects, the
 * HOD's department, every exam for an admin); each opens its results.
 */
export default function ExamResultsPage() {
  usePageTitle('Exam results');
  const [params, setParams] = useSearchParams();
  const chosen = classFromSearch(params);
  const exams = useReportExams(chosen);
  const setClass = useCallback(
    (next: ReportClass) =>
      setParams({ department: next.department, semester: String(next.semester) }, { replace: true }),
    [setParams],
  );
  return (
    <Paper component="section" aria-label="Exam results" sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Typography component="h2" variant="h5" gutterBottom>
        Exam results
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Choose a class, then an exam, to see how the class did.
      </Typography>
      <Stack
        role="search"
        aria-label="Choose the class"
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ mb: 2, flexWrap: 'wrap' }}
      >
        <ClassPicker value={chosen} onChange={setClass} />
      </Stack>
      {exams.isFetching && <Loading label="Loading the exams" />}
      {exams.isError && <Alert severity="error">{failureMessage(exams.error, MESSAGES.error)}</Alert>}
      {exams.data && exams.data.length === 0 && (
        <Alert severity="info">
          No exams of {chosen!.department} {semesterLabel(chosen!.semester)} that you can open yet
        </Alert>
      )}
      {exams.data && exams.data.length > 0 && (
        <LinkCardGrid
          cards={exams.data.map((exam) => ({
            key: exam._id,
            to: `/reports/exam/${exam._id}`,
            title: `${exam.type}: ${exam.subject.code.toUpperCase()}`,
            detail: `${exam.subject.name} · ${formatDate(exam.date)} · ${exam.marked} marked`,
          }))}
        />
      )}
    </Paper>
  );
}
