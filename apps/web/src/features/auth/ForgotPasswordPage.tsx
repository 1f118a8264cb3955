import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { MESSAGES, SERVER_MESSAGES, forgotPasswordForm } from '@portal/domain';
import { BackButton } from '../../shell/BackButton';
import { failureMessage } from '../../shell/failure';
import { notify } from '../../shell/notify';
import { usePageTitle } from '../../shell/pageTitle';
import { useForgotPassword } from './authApi';
import { fieldError } from '../../shell/fieldError';

/**
 * Reset password, step one (docs/rules.md, "Accounts and sessions"): asks for the e-mail ('Invalid email') and
 * always shows the same neutral message, so nobody learns which e-mails have accounts.
 */
export default function ForgotPasswordPage() {
  usePageTitle('Reset password');
  const forgot = useForgotPassword();
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(forgotPasswordForm), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(({ email }) =>
    forgot.mutate(email, {
      onSuccess: (result) => setSentMessage(result.msg || SERVER_MESSAGES.resetRequested),
      onError: (error) => notify.error(failureMessage(error, MESSAGES.somethingWentWrong)),
    }),
  );

  return (
    <Paper sx={{ p: { xs: 2, sm: 4 }, maxWidth: 480, mx: 'auto' }}>
      <BackButton />
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-labelledby="forgot-heading">
        <Typography id="forgot-heading" component="h2" variant="h5">
          Forgot your password?
        </Typography>
        <Typography color="text.secondary">
          Enter the e-mail of your account and we will send you a link to choose a new password.
        </Typography>
        {sentMessage && (
          <Alert severity="success" role="status">
            {sentMessage}
          </Alert>
        )}
        <TextField
          {...register('email')}
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...fieldError(errors.email)}
        />
        <Button type="submit" variant="contained" loading={forgot.isPending}>
          Send reset link
        </Button>
      </Stack>
    </Paper>
  );
}
