import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { usePageTitle } from '../../shell/pageTitle';
import { useCurrentUser } from '../../shell/session';

const LINKS = [
  { label: 'Students', to: '/students', about: 'Look up a student: contact details, department, year and parents.' },
  { label: 'Fees', to: '/fees', about: 'Fee collections.' },
];

/** The office's '/': a welcome and the office's screens. */
export default function OfficeHomePage() {
  usePageTitle('Home');
  const user = useCurrentUser();
  return (
    <Paper sx={{ p: { xs: 2, sm: 4 }, maxWidth: 760 }}>
      <Typography component="h2" variant="h5" gutterBottom>
        Welcome, {user.name || user.email}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Office staff
      </Typography>
      <nav aria-label="Quick links">
        <Stack spacing={2}>
          {LINKS.map((link) => (
            <Stack
              key={link.to}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ alignItems: { sm: 'center' } }}
            >
              <Button variant="outlined" component={RouterLink} to={link.to} sx={{ minWidth: 140 }}>
                {link.label}
              </Button>
              <Typography variant="body2" color="text.secondary">
                {link.about}
              </Typography>
            </Stack>
          ))}
        </Stack>
      </nav>
    </Paper>
  );
}
