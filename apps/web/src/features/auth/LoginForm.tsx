import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useForm, useFormState, type UseFormReturn } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { MESSAGES } from '@portal/domain';
import { failureMessage } from '../../shell/failure';
import { notify } from '../../shell/notify';
import { useSession } from '../../shell/session';
import { GoogleSignInButton } from './GoogleSignInButton';
import { useSignIn } from './authApi';
import { fieldError } from '../../shell/fieldError';
import { lazyRules } from '../../shell/lazyRules';

const signInRules = lazyRules(async () => (await import('./signInRules')).signInForm);

/**
 * Sign-in (docs/rules.md, "Accounts and sessions" and "Form rules"): the e-mail is lower-cased as typed and must look
 * like one ('invalid email'); a failure toasts the server's message, or
 * 'Network Error' when nothing answered; success stores the token and reloads.
 */
export function LoginForm() {
  const form = useForm({ resolver: signInRules.resolver, defaultValues: { email: '', password: '' } });
  // useForm renders its component once more, at once, right after the first commit (to mark the form
  // ready): the fields are a memoized child that this second render skips (docs/benchmarks.md, "The first page").
  return <LoginFields form={form} />;
}

const LoginFields = memo(function LoginFields({ form }: { form: UseFormReturn<{ email: string; password: string }> }) {
  const { signIn } = useSession();
  const signInCall = useSignIn();
  const { register, handleSubmit, control } = form;
  const { errors } = useFormState({ control });
  const emailField = register('email');

  const onSubmit = handleSubmit((values) =>
    signInCall.mutate(values, {
      onSuccess: (result) => signIn(result.token),
      onError: (error) => notify.error(failureMessage(error, MESSAGES.somethingWentWrong)),
    }),
  );

  return (
    // The rules load when the form is first focused: typing takes longer than fetching them.
    <Stack
      component="form"
      noValidate
      onSubmit={onSubmit}
      onFocus={signInRules.preload}
      spacing={2}
      aria-labelledby="login-heading"
    >
      <Typography id="login-heading" component="h2" variant="h5">
        Login
      </Typography>
      <TextField
        {...emailField}
        onChange={(event) => {
          event.target.value = event.target.value.toLowerCase();
          void emailField.onChange(event);
        }}
        label="Email"
        type="email"
        autoComplete="email"
        required
        {...fieldError(errors.email)}
      />
      <TextField
        {...register('password')}
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        {...fieldError(errors.password)}
      />
      <Button type="submit" variant="contained" size="large" loading={signInCall.isPending}>
        Login
      </Button>
      <GoogleSignInButton />
      <Typography variant="body2">
        <Link component={RouterLink} to="/reset-password">
          Forgot password?
        </Link>
        {' · '}
        <Link component={RouterLink} to="/register">
          Create an account
        </Link>
      </Typography>
    </Stack>
  );
});
