import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { MESSAGES, SERVER_MESSAGES, newPassword } from '@portal/domain';
import { failureMessage } from '../../shell/failure';
import { notify } from '../../shell/notify';
import { usePageTitle } from '../../shell/pageTitle';
import { useResetPassword } from './authApi';
import { fieldError } from '../../shell/fieldError';

/** The new password under the profile rules; the token comes from the link, not the form. */
const newPasswordForm = z
  .object({ password: newPassword, confirm: z.string() })
  .refine((form) => form.password === form.confirm, { error: MESSAGES.passwordsDoNotMatch, path: ['confirm'] });

/** Reset password, step two: /reset-password/{token} from the e-mailed link. */
export default function ResetPasswordPage() {
  usePageTitle('Choose a new password');
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(newPasswordForm), defaultValues: { password: '', confirm: '' } });

  const onSubmit = handleSubmit((form) =>
    reset.mutate(
      { token, ...form },
      {
        onSuccess: (result) => {
          notify.success(result.msg || SERVER_MESSAGES.resetDone);
          void navigate('/', { replace: true });
        },
        onError: (error) => notify.error(failureMessage(error, SERVER_MESSAGES.resetInvalid)),
      },
    ),
  );

  return (
    <Paper sx={{ p: { xs: 2, sm: 4 }, maxWidth: 480, mx: 'auto' }}>
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-labelledby="reset-heading">
        <Typography id="reset-heading" component="h2" variant="h5">
          Choose a new password
        </Typography>
        <Typography color="text.secondary">
          8 to 49 characters, with an upper case letter, a lower case letter and a digit.
        </Typography>
        <TextField
          {...register('password')}
          label="New password"
          type="password"
          autoComplete="new-password"
          required
          {...fieldError(errors.password)}
        />
        <TextField
          {...register('confirm')}
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          required
          {...fieldError(errors.confirm)}
        />
        <Button type="submit" variant="contained" loading={reset.isPending}>
          Change password
        </Button>
      </Stack>
    </Paper>
  );
}
