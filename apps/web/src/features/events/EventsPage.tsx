import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { EventCalendar, type SelectedDays } from '../../kit/calendar';
import { todayInInstitute } from '../../shell/dates';
import { usePageTitle } from '../../shell/pageTitle';
import { NewEventDialog } from './NewEventDialog';

/**
 * /events for faculty and admins: the month calendar; selecting a range of days (or New event, on
 * a phone's list) opens the create-event dialog.
 */
export default function EventsPage() {
  usePageTitle('Events');
  const [days, setDays] = useState<SelectedDays | null>(null);
  // A phone shows the month as a list (EventCalendar): no days to select there, only New event.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <Paper sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ mb: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography component="h2" variant="h6">
          College calendar
        </Typography>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setDays({ first: todayInInstitute(), last: todayInInstitute() })}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' } }}
        >
          New event
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {phone
          ? 'Use New event to put up an event; select an event to see who put it up.'
          : 'Select a day or drag across several to put up an event; select an event to see who put it up.'}
      </Typography>
      <EventCalendar onSelectDays={setDays} />
      {days && <NewEventDialog days={days} onClose={() => setDays(null)} />}
    </Paper>
  );
}
