import { useParams } from 'react-router';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@portal/domain';
import { BackButton } from '../../shell/BackButton';
import { Loading } from '../../shell/Loading';
import { usePageTitle } from '../../shell/pageTitle';
import { draftOf } from './draft';
import { TimetableWizard } from './TimetableWizard';
import { useTimetable } from './timetableApi';

/** /timetable/{id}/edit: the wizard filled in with the timetable. */
export default function EditTimetablePage() {
  usePageTitle('Edit Timetable');
  const { id = '' } = useParams();
  const timetable = useTimetable(id);
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <BackButton fallback={`/timetable/${id}`} />
      {timetable.isPending ? (
        <Loading label="Loading the timetable" />
      ) : !timetable.data ? (
        <Typography component="h2" variant="h5">
          {MESSAGES.timetableNotFound}
        </Typography>
      ) : (
        <TimetableWizard key={timetable.data._id} initial={draftOf(timetable.data)} timetableId={timetable.data._id} />
      )}
    </Paper>
  );
}
