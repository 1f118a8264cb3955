import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { DEPARTMENT_NAMES, MESSAGES, YEARS, yearLabel, type DepartmentSummary } from '@portal/domain';
import { failureMessage } from '../../shell/failure';
import { useDepartmentSummaries } from './adminApi';

/** One department: its active students per year, its faculty and its sign-ups waiting, linking to its semesters. */
function DepartmentCard({ summary }: { summary: DepartmentSummary }) {
  const { department } = summary;
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={`/departments/${department.toLowerCase()}`} sx={{ height: '100%' }}>
        <CardContent>
          <Typography component="h3" variant="h6">
            {department}
          </Typography>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {DEPARTMENT_NAMES[department]}
          </Typography>
          <Typography variant="body2">
            {YEARS.map((year) => `${yearLabel(year)} ${summary.studentsByYear[year]}`).join(' · ')}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }} useFlexGap>
            <Chip size="small" label={`${summary.faculty} faculty`} />
            {summary.pending > 0 && (
              <Chip size="small" color="warning" label={`${summary.pending} awaiting activation`} />
            )}
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** The dashboard's five department cards (CE, ME, EEE, ECE, CSE). */
export function DepartmentCards() {
  const summaries = useDepartmentSummaries();
  if (summaries.isError) return <Alert severity="error">{failureMessage(summaries.error, MESSAGES.error)}</Alert>;
  return (
    <Grid container spacing={2} component="section" aria-label="Departments">
      {(summaries.data ?? [undefined, undefined, undefined, undefined, undefined]).map((summary, index) => (
        <Grid key={summary?.department ?? index} size={{ xs: 12, sm: 6, lg: 'grow' }}>
          {summary ? <DepartmentCard summary={summary} /> : <Skeleton variant="rounded" height={140} />}
        </Grid>
      ))}
    </Grid>
  );
}
