import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../../shell/pageTitle';
import { LoginForm } from './LoginForm';

const HIGHLIGHTS = [
  'Request gate passes and see them approved',
  'Apply for leave and follow its status',
  'Timetables, course notes, attendance and marks',
  'Pay college fees online',
];

/** The visitor's home (docs/rules.md, "Areas and screens"): a banner and the login form. */
export default function VisitorHomePage() {
  usePageTitle('College Portal');
  return (
    <Grid container spacing={3} sx={{ alignItems: 'stretch' }}>
      <Grid size={{ xs: 12, md: 7 }}>
        <Box
          sx={{
            height: '100%',
            borderRadius: 2,
            p: { xs: 3, sm: 5 },
            color: '#ffffff',
            background: 'linear-gradient(135deg, #0d47a1 0%, #1565c0 55%, #283593 100%)',
          }}
        >
          <Typography component="h2" variant="h4" sx={{ fontWeight: 700, mb: 2 }}>
            Welcome to the college portal
          </Typography>
          <Typography sx={{ mb: 2, fontSize: '1.1rem' }}>
            One place for students, faculty and staff of the institute.
          </Typography>
          <Box component="ul" sx={{ pl: 3, m: 0, '& li': { mb: 1 } }}>
            {HIGHLIGHTS.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </Box>
        </Box>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Paper sx={{ p: { xs: 2, sm: 4 }, height: '100%' }}>
          <LoginForm />
        </Paper>
      </Grid>
    </Grid>
  );
}
