import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import { Link as RouterLink, useParams } from 'react-router';
import { DEPARTMENT_NAMES, yearLabel, type User } from '@portal/domain';
import { formatDate } from '../../shell/dates';
import { Loading } from '../../shell/Loading';
import { EmailPreferences } from '../../shell/notifications/EmailPreferences';
import { usePageTitle } from '../../shell/pageTitle';
import { useCurrentUser } from '../../shell/session';
import { useProfile } from './usersApi';

/** /user/{email}: a profile; the own one has the Edit Profile button and the e-mail choices of notifications. */
export default function ProfilePage() {
  usePageTitle('Profile');
  const me = useCurrentUser();
  const { user: emailParam = '' } = useParams();
  const own = emailParam.toLowerCase() === me.email.toLowerCase();
  const profile = useProfile(own ? undefined : emailParam);

  if (profile.isPending) return <Loading label="Loading profile" />;
  if (profile.isError) return <Alert severity="error">{profile.error.message}</Alert>;
  return (
    <>
      {/* The edit form is the student's own screen (docs/rules.md, "Areas and screens"). */}
      <ProfileDetails user={profile.data} editable={own && me.type === 'student'} />
      {own && <EmailPreferences />}
    </>
  );
}

const orDash = (value: string | number | null | undefined): string =>
  value === null || value === undefined || value === '' ? '—' : String(value);

function ProfileDetails({ user, editable }: { user: User; editable: boolean }) {
  const rows: [string, string][] = [
    ['Email', user.email],
    ['Mobile', orDash(user.mobile)],
    ['Department', user.department ? DEPARTMENT_NAMES[user.department] : '—'],
  ];
  if (user.type === 'student') {
    rows.push(['Year', user.currentYear ? yearLabel(user.currentYear) : '—']);
    rows.push(['Passout year', orDash(user.passoutYear)]);
    rows.push(['Roll number', orDash(user.rollNo)]);
    rows.push(['Student id', orDash(user.studentId)]);
  }
  rows.push(['Date of birth', user.dob ? formatDate(user.dob) : '—']);
  rows.push(['Blood group', orDash(user.bloodGroup)]);
  rows.push(['Address', orDash(user.address)]);
  const father = user.parentDetails.father;
  const mother = user.parentDetails.mother;
  rows.push(['Father', [father?.name, father?.mobile].filter(Boolean).join(', ') || '—']);
  rows.push(['Mother', [mother?.name, mother?.mobile].filter(Boolean).join(', ') || '—']);

  return (
    <Paper sx={{ p: { xs: 2, sm: 4 }, maxWidth: 760 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' }, mb: 3 }}>
        <Avatar src={user.photo ?? undefined} alt={user.name} sx={{ width: 112, height: 112, fontSize: 44 }}>
          {user.name.charAt(0).toUpperCase()}
        </Avatar>
        <Box sx={{ flexGrow: 1 }}>
          <Typography component="h2" variant="h5">
            {user.name}
          </Typography>
          <Typography color="text.secondary" sx={{ textTransform: 'capitalize' }}>
            {user.type}
          </Typography>
        </Box>
        {editable && (
          <Button variant="contained" startIcon={<EditIcon />} component={RouterLink} to="/updateprofile">
            Edit Profile
          </Button>
        )}
      </Stack>
      <Divider sx={{ mb: 2 }} />
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' }, gap: 1, m: 0 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ fontWeight: 700 }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
