import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ATTENDANCE_THRESHOLD, MESSAGES, classesNeeded } from '@portal/domain';
import { Loading } from '../../shell/Loading';
import { usePageTitle } from '../../shell/pageTitle';
import { useOwnAttendance } from './attendanceApi';

/** /attendance (student): each subject's percentage, with a warning under 75% and the classes needed to get back. */
export default function StudentAttendancePage() {
  usePageTitle('Attendance');
  const attendance = useOwnAttendance();
  return (
    <Stack spacing={2} sx={{ maxWidth: 1000 }}>
      <Typography component="h2" variant="h5">
        My attendance
      </Typography>
      {attendance.isPending ? (
        <Loading />
      ) : attendance.isError ? (
        <Alert severity="error">{attendance.error.message}</Alert>
      ) : attendance.data.length === 0 ? (
        <Typography>{MESSAGES.noDataFound}</Typography>
      ) : (
        <Grid container spacing={2}>
          {attendance.data.map((row) => {
            const low = row.held > 0 && row.percentage < ATTENDANCE_THRESHOLD;
            const needed = classesNeeded(row.attended, row.held);
            return (
              <Grid key={row.subject.code} size={{ xs: 12, sm: 6, md: 4 }}>
                <Card component="section" aria-label={row.subject.name}>
                  <CardContent>
                    <Typography component="h3" variant="h6">
                      {row.subject.name}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {row.subject.code}
                    </Typography>
                    <Typography variant="h4" component="p" color={low ? 'error' : 'success'} sx={{ mt: 1 }}>
                      {row.held > 0 ? `${row.percentage}%` : '-'}
                    </Typography>
                    <LinearProgress
                      variant="determinate"
                      value={row.held > 0 ? row.percentage : 0}
                      color={low ? 'error' : 'success'}
                      aria-label={`${row.subject.name} attendance`}
                      sx={{ my: 1 }}
                    />
                    <Typography variant="body2">
                      {row.held > 0 ? `${row.attended} of ${row.held} classes attended` : 'No classes yet'}
                    </Typography>
                    {low && (
                      <Alert severity="warning" sx={{ mt: 1 }}>
                        Below {ATTENDANCE_THRESHOLD}%: attend the next {needed} {needed === 1 ? 'class' : 'classes'} to
                        get back to {ATTENDANCE_THRESHOLD}%.
                      </Alert>
                    )}
                  </CardContent>
                </Card>
              </Grid>
            );
          })}
        </Grid>
      )}
    </Stack>
  );
}
