import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@portal/domain';
import { BackButton } from '../../shell/BackButton';
import { todayInInstitute } from '../../shell/dates';
import { useSubmitRequest } from '../../kit/requests/useSubmitRequest';
import { usePageTitle } from '../../shell/pageTitle';
import { LeaveFields } from './LeaveFields';
import { leaveApi } from './leaveApi';
import { useLeaveForm } from './leaveForm';

/** /leave/new: the application form, a full day from today by default. */
export default function NewLeavePage() {
  usePageTitle('New Leave Application');
  const request = useSubmitRequest(leaveApi, {
    listPath: '/leave',
    submitted: MESSAGES.leaveSubmitted,
    failed: MESSAGES.leaveSubmitFailed,
  });
  const today = todayInInstitute();
  const form = useLeaveForm({ type: 'fullDay', description: '', date: today, toDate: today, fromTime: '', toTime: '' });
  const onSubmit = form.handleSubmit(request.submit);

  return (
    <Paper sx={{ p: { xs: 2, sm: 4 }, maxWidth: 560 }}>
      <BackButton fallback="/leave" />
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-labelledby="new-leave-heading">
        <Typography id="new-leave-heading" component="h2" variant="h5">
          Apply for leave
        </Typography>
        <LeaveFields form={form} />
        <Button type="submit" variant="contained" size="large" loading={request.isPending}>
          Submit Application
        </Button>
      </Stack>
    </Paper>
  );
}
