import { Link as RouterLink, useParams } from 'react-router';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MESSAGES, semesterLabel } from '@portal/domain';
import { BackButton } from '../../shell/BackButton';
import { Loading } from '../../shell/Loading';
import { usePageTitle } from '../../shell/pageTitle';
import { TimetableView } from '../../kit/timetables/TimetableView';
import { useTimetable } from './timetableApi';

/** /timetable/{id}: one class's timetable, grouped by day, with Edit. */
export default function TimetablePage() {
  usePageTitle('Timetable');
  const { id = '' } = useParams();
  const timetable = useTimetable(id);
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <BackButton fallback="/timetable" />
      {timetable.isPending ? (
        <Loading label="Loading the timetable" />
      ) : !timetable.data ? (
        <Typography component="h2" variant="h5" sx={{ py: 4, textAlign: 'center' }}>
          {MESSAGES.timetableNotFound}
        </Typography>
      ) : (
        <>
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
            <Typography component="h2" variant="h5">
              {semesterLabel(timetable.data.semester)} {timetable.data.department}
            </Typography>
            <Button component={RouterLink} to={`/timetable/${id}/edit`} variant="contained" startIcon={<EditIcon />}>
              Edit
            </Button>
          </Stack>
          <TimetableView days={timetable.data.periodTimings} />
        </>
      )}
    </Paper>
  );
}
