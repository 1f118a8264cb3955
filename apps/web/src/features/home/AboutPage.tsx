import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { DEPARTMENTS, DEPARTMENT_NAMES } from '@portal/domain';
import { usePageTitle } from '../../shell/pageTitle';

/** /about: what the portal is and who it serves. */
export default function AboutPage() {
  usePageTitle('About');
  return (
    <Paper sx={{ p: { xs: 2, sm: 4 }, maxWidth: 760 }}>
      <Typography component="h2" variant="h5" gutterBottom>
        About the portal
      </Typography>
      <Typography sx={{ mb: 2 }}>
        The college portal is where the institute's day-to-day paperwork happens online. Students request gate passes
        and leave, see their timetable, course notes, attendance and marks, give feedback on teaching and pay their
        fees. Faculty approve requests, take attendance, run exams and share course resources. Administrators manage
        users, subjects, timetables and fees; security staff verify gate passes at the gate by scanning their QR codes;
        office staff follow fee collections.
      </Typography>
      <Typography component="h3" variant="h6" gutterBottom>
        Departments
      </Typography>
      <ul>
        {DEPARTMENTS.map((code) => (
          <li key={code}>
            <Typography>
              {DEPARTMENT_NAMES[code]} ({code})
            </Typography>
          </li>
        ))}
      </ul>
      <Typography component="h3" variant="h6" gutterBottom>
        Getting an account
      </Typography>
      <Typography>
        Students can{' '}
        <Link component={RouterLink} to="/register">
          register here
        </Link>
        ; staff accounts are created by the administration. Forgot your password?{' '}
        <Link component={RouterLink} to="/reset-password">
          Reset it
        </Link>
        .
      </Typography>
    </Paper>
  );
}
