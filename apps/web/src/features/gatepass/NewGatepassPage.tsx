import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { MESSAGES } from '@portal/domain';
import { BackButton } from '../../shell/BackButton';
import { fromDateAndTimeFields, nextFullHour, toDateAndTimeFields } from '../../shell/dates';
import { useSubmitRequest } from '../../kit/requests/useSubmitRequest';
import { usePageTitle } from '../../shell/pageTitle';
import { gatepassFields } from './gatepassForm';
import { gatepassApi } from './gatepassApi';
import { GatepassFields } from './GatepassFields';

/** /gatepass/new: the request form. Defaults to leaving at the next full hour. */
export default function NewGatepassPage() {
  usePageTitle('New Gatepass');
  const request = useSubmitRequest(gatepassApi, {
    listPath: '/gatepass',
    submitted: MESSAGES.gatepassRequested,
    failed: MESSAGES.gatepassRequestFailed,
  });
  const form = useForm({
    resolver: zodResolver(gatepassFields),
    defaultValues: { description: '', ...toDateAndTimeFields(nextFullHour()) },
  });
  const onSubmit = form.handleSubmit(({ description, date, time }) =>
    request.submit({ description, time: fromDateAndTimeFields(date, time) }),
  );

  return (
    <Paper sx={{ p: { xs: 2, sm: 4 }, maxWidth: 560 }}>
      <BackButton fallback="/gatepass" />
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-labelledby="new-gatepass-heading">
        <Typography id="new-gatepass-heading" component="h2" variant="h5">
          Request a gate pass
        </Typography>
        <GatepassFields form={form} descriptionHint="Why and where you are going" />
        <Button type="submit" variant="contained" size="large" loading={request.isPending}>
          Request Gatepass
        </Button>
      </Stack>
    </Paper>
  );
}
