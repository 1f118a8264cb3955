import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { DEPARTMENT_NAMES, yearLabel, type CurrentUser } from '@portal/domain';
import { usePageTitle } from '../../shell/pageTitle';
import { useCurrentUser } from '../../shell/session';
import { useHomeLinks } from '../../shell/features';

/**
 * A signed-in user's home until the area's dashboard arrives: who they are and the screens that
 * already exist for them (the features' home links).
 */

const ROLE_NAMES: Record<CurrentUser['type'], string> = {
  student: 'Student',
  faculty: 'Faculty',
  admin: 'Administrator',
  owner: 'Owner',
  security: 'Security',
  office: 'Office staff',
};

const describe = (user: CurrentUser): string => {
  const parts = [ROLE_NAMES[user.type]];
  if (user.type === 'faculty' && user.isHOD) parts.push('Head of Department');
  if (user.department) parts.push(DEPARTMENT_NAMES[user.department]);
  if (user.type === 'student' && user.currentYear) parts.push(`${yearLabel(user.currentYear)} year`);
  return parts.join(' · ');
};

export default function UserHomePage() {
  const user = useCurrentUser();
  usePageTitle('Dashboard');
  const links = useHomeLinks();
  return (
    <Paper sx={{ p: { xs: 2, sm: 4 }, maxWidth: 760 }}>
      <Typography component="h2" variant="h5" gutterBottom>
        Welcome, {user.name}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {describe(user)}
      </Typography>
      {links.length > 0 && (
        <nav aria-label="Quick links">
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {links.map((link) => (
              <Button key={link.to} variant="outlined" component={RouterLink} to={link.to}>
                {link.label}
              </Button>
            ))}
          </Stack>
        </nav>
      )}
    </Paper>
  );
}
