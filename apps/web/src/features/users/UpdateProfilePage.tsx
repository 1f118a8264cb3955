import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { useForm } from 'react-hook-form';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { BLOOD_GROUPS, MESSAGES, profileForm, type CurrentUser, type ProfileFormInput } from '@portal/domain';
import { BackButton } from '../../shell/BackButton';
import { failureMessage } from '../../shell/failure';
import { notify } from '../../shell/notify';
import { usePageTitle } from '../../shell/pageTitle';
import { CURRENT_USER_KEY, useCurrentUser } from '../../shell/session';
import { showsKept } from '../../shell/keptAnswers';
import { Loading } from '../../shell/Loading';
import { PhotoUpload } from './PhotoUpload';
import { profilePath } from './paths';
import { useUpdateProfile } from './usersApi';
import { fieldError } from '../../shell/fieldError';

const initialValues = (user: CurrentUser): ProfileFormInput => ({
  name: user.name,
  number: user.mobile ?? '',
  address: user.address ?? '',
  dob: user.dob ?? '',
  bloodGroup: user.bloodGroup ?? '',
  parentDetails: {
    father: { name: user.parentDetails.father?.name ?? '', mobile: user.parentDetails.father?.mobile ?? '' },
    mother: { name: user.parentDetails.mother?.name ?? '', mobile: user.parentDetails.mother?.mobile ?? '' },
  },
  password: '',
  confirm: '',
});

/** Error props for a field: red outline and the rule's message under it. */
/** The two parent contacts the profile keeps, in the order the form shows them. */
const PARENTS = [
  { key: 'father', label: 'Father' },
  { key: 'mother', label: 'Mother' },
] as const;

/**
 * /updateprofile (docs/rules.md, "Form rules"): name and number required, the number a mobile; a
 * blank password leaves it unchanged, a new one follows the password rules and must
 * equal confirm. The photo uploads on its own.
 */
export default function UpdateProfilePage() {
  usePageTitle('Edit Profile');
  // The form starts from the server's current account, never from the one kept on the device while
  // it is read again (docs/rules.md, "The installed app and offline"), nor from the one the session
  // still shows for a render after the fresh one came (it renders the user as a transition).
  const kept = useIsFetching({ queryKey: CURRENT_USER_KEY, predicate: showsKept }) > 0;
  const latest = useQueryClient().getQueryData(CURRENT_USER_KEY);
  const shown = useCurrentUser();
  return kept || shown !== latest ? <Loading label="Loading your account" /> : <ProfileForm />;
}

function ProfileForm() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(profileForm), defaultValues: initialValues(user) });

  const onSubmit = handleSubmit((form) =>
    update.mutate(form, {
      onSuccess: () => {
        notify.success(MESSAGES.profileUpdated);
        void navigate(profilePath(user));
      },
      onError: (error) => notify.error(failureMessage(error, MESSAGES.error)),
    }),
  );

  const parentErrors = errors.parentDetails;
  return (
    <Paper sx={{ p: { xs: 2, sm: 4 }, maxWidth: 860 }}>
      <BackButton fallback={profilePath(user)} />
      <PhotoUpload user={user} />
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={3} aria-labelledby="profile-form-heading">
        <Typography id="profile-form-heading" component="h2" variant="h5">
          Your details
        </Typography>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              {...register('name')}
              label="Name"
              required
              fullWidth
              autoComplete="name"
              {...fieldError(errors.name)}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              {...register('number')}
              label="Mobile number"
              type="tel"
              required
              fullWidth
              autoComplete="tel"
              {...fieldError(errors.number)}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              {...register('dob')}
              label="Date of birth"
              type="date"
              fullWidth
              slotProps={{ inputLabel: { shrink: true } }}
              {...fieldError(errors.dob)}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              {...register('bloodGroup')}
              select
              label="Blood group"
              fullWidth
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              {...fieldError(errors.bloodGroup)}
            >
              <option value="">Not given</option>
              {BLOOD_GROUPS.map((group) => (
                <option key={group} value={group}>
                  {group}
                </option>
              ))}
            </TextField>
          </Grid>
          <Grid size={12}>
            <TextField
              {...register('address')}
              label="Address"
              multiline
              minRows={2}
              maxRows={5}
              fullWidth
              autoComplete="street-address"
              {...fieldError(errors.address)}
            />
          </Grid>
        </Grid>

        <Typography component="h3" variant="h6">
          Parents
        </Typography>
        <Grid container spacing={2}>
          {PARENTS.map(({ key, label }) => (
            <Fragment key={key}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField {...register(`parentDetails.${key}.name`)} label={`${label}'s name`} fullWidth />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField
                  {...register(`parentDetails.${key}.mobile`)}
                  label={`${label}'s mobile`}
                  type="tel"
                  fullWidth
                  {...fieldError(parentErrors?.[key]?.mobile)}
                />
              </Grid>
            </Fragment>
          ))}
        </Grid>

        <Typography component="h3" variant="h6">
          Change password
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Leave blank to keep your password. A new one needs 8 to 49 characters with an upper case letter, a lower case
          letter and a digit.
        </Typography>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              {...register('password')}
              label="New password"
              type="password"
              fullWidth
              autoComplete="new-password"
              {...fieldError(errors.password)}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              {...register('confirm')}
              label="Confirm new password"
              type="password"
              fullWidth
              autoComplete="new-password"
              {...fieldError(errors.confirm)}
            />
          </Grid>
        </Grid>
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={update.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          Save Profile
        </Button>
      </Stack>
    </Paper>
  );
}
