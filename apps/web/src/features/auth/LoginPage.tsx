import Paper from '@mui/material/Paper';
import { usePageTitle } from '../../shell/pageTitle';
import { LoginForm } from './LoginForm';

export default function LoginPage() {
  usePageTitle('Login');
  return (
    <Paper sx={{ p: { xs: 2, sm: 4 }, maxWidth: 440, mx: 'auto' }}>
      <LoginForm />
    </Paper>
  );
}
