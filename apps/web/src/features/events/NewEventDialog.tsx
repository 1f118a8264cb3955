import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Controller, useForm } from 'react-hook-form';
import { EVENT_DEPARTMENTS, EVENT_YEARS, MESSAGES, yearLabel } from '@portal/domain';
import { useCreateEvent, type SelectedDays } from '../../kit/calendar';
import { NativePickerField } from '../../shell/NativePickerField';
import { failureMessage } from '../../shell/failure';
import { fieldError } from '../../shell/fieldError';
import { notify } from '../../shell/notify';
import { newEventSchema, type NewEventFields } from './newEventForm';

/** The create-event dialog a selected range of days opens (docs/rules.md, "Events"). */
export function NewEventDialog({ days, onClose }: { days: SelectedDays; onClose: () => void }) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const create = useCreateEvent();
  const form = useForm<NewEventFields, unknown, ReturnType<typeof newEventSchema.parse>>({
    resolver: zodResolver(newEventSchema),
    defaultValues: { title: '', start: days.first, end: days.last, department: 'all', semester: '0' },
  });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = form;

  const save = handleSubmit((event) =>
    create.mutate(event, {
      onSuccess: (answer) => {
        notify.success(answer.msg || MESSAGES.eventCreated);
        onClose();
      },
      onError: (error) => notify.error(failureMessage(error, MESSAGES.error)),
    }),
  );

  return (
    <Dialog open onClose={onClose} aria-labelledby="new-event-title" fullWidth maxWidth="sm" fullScreen={phone}>
      <DialogTitle id="new-event-title">New event</DialogTitle>
      <DialogContent>
        <form id="new-event-form" noValidate onSubmit={save}>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              {...register('title')}
              label="Title"
              required
              fullWidth
              autoFocus
              {...fieldError(errors.title)}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <NativePickerField form={form} name="start" label="First day" type="date" />
              <NativePickerField form={form} name="end" label="Last day" type="date" />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <Controller
                control={control}
                name="department"
                render={({ field }) => (
                  <TextField {...field} select label="Department" fullWidth {...fieldError(errors.department)}>
                    {EVENT_DEPARTMENTS.map((department) => (
                      <MenuItem key={department} value={department}>
                        {department === 'all' ? 'All departments' : department}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
              <Controller
                control={control}
                name="semester"
                render={({ field }) => (
                  <TextField {...field} select label="Year" fullWidth {...fieldError(errors.semester)}>
                    {EVENT_YEARS.map((year) => (
                      <MenuItem key={year} value={String(year)}>
                        {year === 0 ? 'All years' : `${yearLabel(year)} year`}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            </Stack>
          </Stack>
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" form="new-event-form" variant="contained" loading={create.isPending}>
          Create event
        </Button>
      </DialogActions>
    </Dialog>
  );
}
