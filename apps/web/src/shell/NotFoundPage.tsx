import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { usePageTitle } from './pageTitle';

/** Any unknown path (docs/rules.md, "Areas and screens"). */
export default function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <Paper sx={{ p: { xs: 2, sm: 4 }, maxWidth: 560, mx: 'auto', textAlign: 'center' }}>
      <Typography variant="h2" component="p" sx={{ fontWeight: 700 }} aria-hidden>
        404
      </Typography>
      <Typography component="h2" variant="h5" gutterBottom>
        Page not found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        There is nothing at {window.location.pathname}. The link may be mistyped, or the page may not be available to
        your account.
      </Typography>
      <Button variant="contained" component={RouterLink} to="/">
        Go to the home page
      </Button>
    </Paper>
  );
}
