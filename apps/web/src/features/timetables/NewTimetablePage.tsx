import Paper from '@mui/material/Paper';
import { BackButton } from '../../shell/BackButton';
import { usePageTitle } from '../../shell/pageTitle';
import { emptyDraft } from './draft';
import { TimetableWizard } from './TimetableWizard';

/** /timetable/new: the three-step wizard. */
export default function NewTimetablePage() {
  usePageTitle('New Timetable');
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <BackButton fallback="/timetable" />
      <TimetableWizard initial={emptyDraft()} />
    </Paper>
  );
}
