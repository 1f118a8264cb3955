import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  MESSAGES,
  USER_TYPES,
  USER_TYPE_LABELS,
  addUserForm,
  passoutYearOptions,
  type AddUserFormInput,
} from '@portal/domain';
import { failureMessage } from '../../shell/failure';
import { notify } from '../../shell/notify';
import { AccountFields, nativeSelect, shownError } from './AccountFields';
import { useAddUser } from './adminApi';

const EMPTY: AddUserFormInput = {
  email: '',
  type: 'student',
  password: '',
  name: '',
  number: '',
  department: '',
  currentYear: '',
  passoutYear: '',
  rollNo: '',
  joiningYear: '',
};

/**
 * One new account (POST admin/adduser) under the domain's addUserForm: a student needs a department,
 * current year, passout year and roll number; a faculty member a department, joining year and
 * internal id. Only the type's fields show; on success 'User created' and back to the lists.
 */
export function AddUserForm() {
  const navigate = useNavigate();
  const add = useAddUser();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm({ resolver: zodResolver(addUserForm), defaultValues: EMPTY });
  const type = watch('type');

  const submit = handleSubmit((form) =>
    add.mutate(form, {
      onSuccess: () => {
        notify.success(MESSAGES.userCreated);
        void navigate('/');
      },
      onError: (error) => notify.error(failureMessage(error, MESSAGES.error)),
    }),
  );

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label="New user">
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...register('email')}
            label="Email"
            type="email"
            required
            fullWidth
            autoComplete="off"
            {...shownError(errors.email)}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...register('type')}
            select
            label="Type"
            required
            fullWidth
            slotProps={nativeSelect}
            {...shownError(errors.type)}
          >
            {USER_TYPES.map((option) => (
              <option key={option} value={option}>
                {USER_TYPE_LABELS[option]}
              </option>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...register('password')}
            label="Password"
            type="password"
            required
            fullWidth
            autoComplete="new-password"
            {...shownError(errors.password)}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...register('name')} label="Name" fullWidth autoComplete="off" {...shownError(errors.name)} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...register('number')}
            label="Mobile number"
            type="tel"
            fullWidth
            {...shownError(errors.number)}
          />
        </Grid>
        <AccountFields
          type={type}
          field={(name) => ({ ...register(name), ...shownError(errors[name]) })}
          passoutChoices={passoutYearOptions()}
        />
      </Grid>
      <Button type="submit" variant="contained" size="large" loading={add.isPending} sx={{ alignSelf: 'flex-start' }}>
        Create User
      </Button>
    </Stack>
  );
}
