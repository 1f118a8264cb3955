import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LinkCardGrid, type LinkCard } from '../../kit/lists/LinkCardGrid';
import { usePageTitle } from '../../shell/pageTitle';
import { useCurrentUser } from '../../shell/session';

const REPORTS: (LinkCard & { admin?: boolean })[] = [
  {
    key: 'shortage',
    to: '/reports/attendance-shortage',
    title: 'Attendance shortage',
    detail: "A class's students under 75% (or another threshold) in a subject",
  },
  {
    key: 'exams',
    to: '/reports/exams',
    title: 'Exam results',
    detail: "An exam's mean, median, highest, lowest and the spread of its marks",
  },
  {
    key: 'dues',
    to: '/reports/fee-dues',
    title: 'Fee dues',
    detail: 'The students who have not paid a fee yet',
    admin: true,
  },
  { key: 'gate', to: '/reports/gate-log', title: 'Gate log', detail: "A day's scans at the gate", admin: true },
];

/** /reports (admin and faculty): the reports the user may open, each a card. */
export default function ReportsPage() {
  usePageTitle('Reports');
  const user = useCurrentUser();
  const admin = user.type !== 'faculty';
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography component="h2" variant="h5" gutterBottom>
        Reports
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Each report shows on screen, downloads as CSV and prints.
      </Typography>
      <LinkCardGrid cards={REPORTS.filter((report) => admin || !report.admin)} />
    </Paper>
  );
}
