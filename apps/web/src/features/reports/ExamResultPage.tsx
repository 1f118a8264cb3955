import { Suspense, lazy } from 'react';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { semesterLabel, type ExamResults } from '@portal/domain';
import { Figure } from '../../kit/figures/Figure';
import { BackButton } from '../../shell/BackButton';
import { Loading } from '../../shell/Loading';
import { downloadCsv } from '../../shell/downloadCsv';
import { formatDate } from '../../shell/dates';
import { usePageTitle } from '../../shell/pageTitle';
import { ReportFrame } from './ReportFrame';
import { ReportGrid, type ReportColumn } from './ReportGrid';
import { useExamResults } from './reportsApi';

const DistributionChart = lazy(() => import('./DistributionChart'));

type Band = ExamResults['distribution'][number] & { share: number };

const columns: ReportColumn<Band>[] = [
  {
    field: 'from',
    headerName: 'Marks',
    flex: 1,
    minWidth: 100,
    sortable: false,
    valueGetter: (_value, row) => `${row.from} to ${row.to}`,
    text: (row) => `${row.from} to ${row.to}`,
  },
  { field: 'count', headerName: 'Students', type: 'number', width: 90, text: (row) => String(row.count) },
  {
    field: 'share',
    headerName: 'Share',
    type: 'number',
    width: 80,
    valueFormatter: (value: number) => `${value.toFixed(1)}%`,
    text: (row) => `${row.share.toFixed(1)}%`,
  },
];

const shown = (value: number | null) => (value === null ? '—' : String(value));

/**
 * /reports/exam/{id}: an exam's results for the subject's teacher, the HOD and admins: count, mean,
 * median, highest, lowest and passes over the marks given (the absent and the not entered yet
 * counted apart), and the marks in ten bands as a chart and a table.
 */
export default function ExamResultPage() {
  usePageTitle('Exam results');
  const { id = '' } = useParams();
  const results = useExamResults(id);
  const data = results.data;
  const bands: Band[] = (data?.distribution ?? []).map((band) => ({
    ...band,
    share: data && data.count > 0 ? (band.count / data.count) * 100 : 0,
  }));
  const exam = data?.exam;
  const title = exam
    ? `${exam.type}: ${exam.subject.code.toUpperCase()} ${exam.subject.name} (${exam.subject.department} ${semesterLabel(exam.subject.semester)}), ${formatDate(exam.date)}`
    : 'Exam results';
  return (
    <>
      <BackButton fallback="/reports/exams" />
      <ReportFrame
        title={title}
        description="How the class did: the figures, and how many students scored in each tenth of the max mark."
        printedFilters={exam ? `Max mark ${exam.maxMark}, pass mark ${exam.passMark}` : ''}
        onDownload={data ? () => downloadCsv(`/reports/exam/${id}`, {}, 'exam-results.csv') : undefined}
        error={results.error}
      >
        {results.isPending && <Loading label="Loading the results" />}
        {data && exam && (
          <>
            <Grid container spacing={1.5} sx={{ mb: 2 }}>
              {[
                ['With a mark', String(data.count)],
                ['Mean', shown(data.mean)],
                ['Median', shown(data.median)],
                ['Highest', shown(data.highest)],
                ['Lowest', shown(data.lowest)],
                [`Passed (≥ ${exam.passMark})`, `${data.passed} / ${data.count}`],
              ].map(([label, value]) => (
                <Grid key={label} size={{ xs: 6, sm: 4, md: 2 }}>
                  <Figure label={label!} value={value!} />
                </Grid>
              ))}
            </Grid>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              The figures count the {data.count} {data.count === 1 ? 'student' : 'students'} with a mark; {data.absent}{' '}
              absent and {data.notEntered} not entered yet are left out.
            </Typography>
            <Typography component="h3" variant="h6">
              Distribution (out of {exam.maxMark})
            </Typography>
            <Suspense fallback={<Loading label="Loading the chart" />}>
              <DistributionChart distribution={data.distribution} />
            </Suspense>
            <ReportGrid
              label="Students per band of marks"
              rows={bands}
              columns={columns}
              getRowId={(row) => row.from}
              loading={results.isFetching}
            />
          </>
        )}
      </ReportFrame>
    </>
  );
}
