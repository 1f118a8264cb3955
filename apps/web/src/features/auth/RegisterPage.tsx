import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { MESSAGES, signUpForm, type SelfRegistrationMode } from '@portal/domain';
import { BackButton } from '../../shell/BackButton';
import { usePublicConfig } from '../../shell/config';
import { failureMessage } from '../../shell/failure';
import { Loading } from '../../shell/Loading';
import { notify } from '../../shell/notify';
import { usePageTitle } from '../../shell/pageTitle';
import { useSignUp } from './authApi';
import { fieldError } from '../../shell/fieldError';

/**
 * Self-registration (docs/rules.md, "Form rules"): every field required, matching passwords, an
 * Indian mobile number; the server's SELF_REGISTRATION policy decides whether the new
 * account waits for the admin or whether sign-up is closed (docs/rules.md, "Accounts and sessions").
 */
export default function RegisterPage() {
  usePageTitle('Register');
  const config = usePublicConfig();
  if (config.isPending) return <Loading />;
  const mode = config.data?.selfRegistration ?? 'approval';
  return (
    <Paper sx={{ p: { xs: 2, sm: 4 }, maxWidth: 520, mx: 'auto' }}>
      <BackButton />
      <Typography component="h2" variant="h5" gutterBottom>
        Create a student account
      </Typography>
      {mode === 'closed' ? (
        <Alert severity="info">
          Self-registration is closed. Please contact the college administration to get an account.
        </Alert>
      ) : (
        <RegisterForm mode={mode} />
      )}
    </Paper>
  );
}

function RegisterForm({ mode }: { mode: Exclude<SelfRegistrationMode, 'closed'> }) {
  const navigate = useNavigate();
  const signUp = useSignUp();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(signUpForm),
    defaultValues: { name: '', email: '', number: '', password: '', confirm: '' },
  });

  const onSubmit = handleSubmit((form) =>
    signUp.mutate(form, {
      onSuccess: (result) => {
        notify.success(result.msg || MESSAGES.registrationSuccess);
        void navigate('/');
      },
      onError: (error) => notify.error(failureMessage(error, MESSAGES.somethingWentWrong)),
    }),
  );

  const field = (name: 'name' | 'email' | 'number' | 'password' | 'confirm') => ({
    ...register(name),
    required: true,
    ...fieldError(errors[name]),
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-label="Registration form">
      {mode === 'approval' && (
        <Alert severity="info">
          After you register, your account waits for the admin to activate it before you can login.
        </Alert>
      )}
      <TextField {...field('name')} label="Name" autoComplete="name" />
      <TextField {...field('email')} label="Email" type="email" autoComplete="email" />
      <TextField {...field('number')} label="Mobile number" type="tel" autoComplete="tel" />
      <TextField {...field('password')} label="Password" type="password" autoComplete="new-password" />
      <TextField {...field('confirm')} label="Confirm password" type="password" autoComplete="new-password" />
      <Button type="submit" variant="contained" size="large" loading={signUp.isPending}>
        Register
      </Button>
      <Typography variant="body2">
        Already registered?{' '}
        <Link component={RouterLink} to="/login">
          Login
        </Link>
      </Typography>
    </Stack>
  );
}
