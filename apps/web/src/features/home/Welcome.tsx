import Typography from '@mui/material/Typography';
import { DEPARTMENT_NAMES, yearLabel, type CurrentUser } from '@portal/domain';
import { useCurrentUser } from '../../shell/session';

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

/** Who is signed in: the dashboard's greeting. */
export function Welcome() {
  const user = useCurrentUser();
  return (
    <>
      <Typography component="h2" variant="h5" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
        Welcome, {user.name}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {describe(user)}
      </Typography>
    </>
  );
}
