import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Controller, useForm, type Control } from 'react-hook-form';
import { MESSAGES, YEARS, yearLabel, type EditUserForm, type EditUserFormInput, type User } from '@portal/domain';
import { failureMessage } from '../../shell/failure';
import { notify } from '../../shell/notify';
import { displayName } from '../../kit/users/columns';
import { AccountFields, shownError } from './AccountFields';
import { UserHistory } from './UserHistory';
import { useUpdateUser } from './adminApi';
import { editSchemaFor, editValues, toUpdateBody } from './editUserSchema';

type SwitchName = 'active' | 'isHOD' | 'advisor.y1' | 'advisor.y2' | 'advisor.y3' | 'advisor.y4';

/** A switch or checkbox bound to a true/false field of the form. */
function Toggle({
  control,
  name,
  label,
  kind = 'switch',
}: {
  control: Control<EditUserFormInput, unknown, EditUserForm>;
  name: SwitchName;
  label: string;
  kind?: 'switch' | 'checkbox';
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const props = {
          checked: field.value === true,
          onChange: (_event: unknown, checked: boolean) => field.onChange(checked),
          onBlur: field.onBlur,
          inputRef: field.ref,
        };
        return (
          <FormControlLabel
            label={label}
            control={kind === 'switch' ? <Switch {...props} /> : <Checkbox {...props} />}
          />
        );
      }}
    />
  );
}

/**
 * The admin's edit dialog (docs/rules.md, "Accounts run by the admin"): the Active switch for every
 * account; for faculty the HOD switch and the advised years; for students the current and passout
 * years; the name, mobile, department, roll number (a faculty member's internal id) and joining year.
 * Below, the account's history.
 */
export function EditUserDialog({ account, onClose }: { account: User; onClose: () => void }) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const update = useUpdateUser();
  const schema = useMemo(() => editSchemaFor(account.type), [account.type]);
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(schema), defaultValues: editValues(account) });
  const faculty = account.type === 'faculty';

  const save = handleSubmit((form) =>
    update.mutate(toUpdateBody(form), {
      onSuccess: () => {
        notify.success(MESSAGES.userUpdated);
        onClose();
      },
      onError: (error) => notify.error(failureMessage(error, MESSAGES.error)),
    }),
  );

  const titleId = `edit-user-${account._id}`;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={phone}>
      <DialogTitle id={titleId}>Edit {displayName(account)}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          {account.email} · {account.type}
        </Typography>
        <form id={`${titleId}-form`} noValidate onSubmit={save}>
          <Grid container spacing={2}>
            <Grid size={12}>
              <FormGroup row>
                <Toggle control={control} name="active" label="Active" />
                {faculty && <Toggle control={control} name="isHOD" label="HOD" />}
              </FormGroup>
            </Grid>
            {faculty && (
              <Grid size={12}>
                <FormLabel component="legend">Advisor of years</FormLabel>
                <FormGroup row aria-label="Advisor of years">
                  {YEARS.map((year) => (
                    <Toggle
                      key={year}
                      control={control}
                      name={`advisor.y${year}`}
                      label={yearLabel(year)}
                      kind="checkbox"
                    />
                  ))}
                </FormGroup>
              </Grid>
            )}
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField {...register('name')} label="Name" required fullWidth {...shownError(errors.name)} />
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
            <AccountFields type={account.type} field={(name) => ({ ...register(name), ...shownError(errors[name]) })} />
          </Grid>
        </form>
        <UserHistory userId={account._id} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" form={`${titleId}-form`} variant="contained" loading={update.isPending}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
