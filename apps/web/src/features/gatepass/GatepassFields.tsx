import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { UseFormReturn } from 'react-hook-form';
import { DESCRIPTION_ROWS } from '@portal/domain';
import { NativePickerField } from '../../shell/NativePickerField';
import type { GatepassFields as Fields } from './gatepassForm';

/** The pass's fields, for the request page and the edit dialog: the description, the date and the time. */
export function GatepassFields({ form, descriptionHint }: { form: UseFormReturn<Fields>; descriptionHint?: string }) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <>
      <TextField
        {...register('description')}
        label="Description"
        multiline
        minRows={DESCRIPTION_ROWS.min}
        maxRows={DESCRIPTION_ROWS.max}
        required
        error={Boolean(errors.description)}
        helperText={errors.description?.message ?? descriptionHint}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <NativePickerField form={form} name="date" label="Date" type="date" />
        <NativePickerField form={form} name="time" label="Time" type="time" />
      </Stack>
    </>
  );
}
