import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { DESCRIPTION_ROWS, MESSAGES } from '@portal/domain';
import { BackButton } from '../../shell/BackButton';
import { fromDateAndTimeFields, nextFullHour, toDateAndTimeFields } from '../../shell/dates';
import { failureMessage } from '../../shell/failure';
import { notify } from '../../shell/notify';
import { usePageTitle } from '../../shell/pageTitle';
import { gatepassFields } from './gatepassForm';
import { useRequestGatepass } from './gatepassApi';
import { fieldError } from '../../shell/fieldError';

/** /gatepass/new: the request form. Defaults to leaving at the next full hour. */
export default function NewGatepassPage() {
  usePageTitle('New Gatepass');
  const navigate = useNavigate();
  const requestGatepass = useRequestGatepass();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(gatepassFields),
    defaultValues: { description: '', ...toDateAndTimeFields(nextFullHour()) },
  });

  const onSubmit = handleSubmit(({ description, date, time }) =>
    requestGatepass.mutate(
      { description, time: fromDateAndTimeFields(date, time) },
      {
        onSuccess: (result) => {
          notify.success(result.msg || MESSAGES.gatepassRequested);
          void navigate('/gatepass');
        },
        onError: (error) => notify.error(failureMessage(error, MESSAGES.gatepassRequestFailed)),
      },
    ),
  );

  return (
    <Paper sx={{ p: { xs: 2, sm: 4 }, maxWidth: 560 }}>
      <BackButton fallback="/gatepass" />
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-labelledby="new-gatepass-heading">
        <Typography id="new-gatepass-heading" component="h2" variant="h5">
          Request a gate pass
        </Typography>
        <TextField
          {...register('description')}
          label="Description"
          multiline
          minRows={DESCRIPTION_ROWS.min}
          maxRows={DESCRIPTION_ROWS.max}
          required
          error={Boolean(errors.description)}
          helperText={errors.description?.message ?? 'Why and where you are going'}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            {...register('date')}
            label="Date"
            type="date"
            required
            fullWidth
            slotProps={{ inputLabel: { shrink: true } }}
            {...fieldError(errors.date)}
          />
          <TextField
            {...register('time')}
            label="Time"
            type="time"
            required
            fullWidth
            slotProps={{ inputLabel: { shrink: true } }}
            {...fieldError(errors.time)}
          />
        </Stack>
        <Button type="submit" variant="contained" size="large" loading={requestGatepass.isPending}>
          Request Gatepass
        </Button>
      </Stack>
    </Paper>
  );
}
