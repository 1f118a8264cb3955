import TextField from '@mui/material/TextField';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { fieldError } from './fieldError';

/**
 * A required date or time field of a react-hook-form form, on the browser's own picker (the phone's
 * wheel or calendar), with the field's failed rule under it.
 */
export function NativePickerField<Fields extends FieldValues, Output>({
  form,
  name,
  label,
  type,
}: {
  form: UseFormReturn<Fields, unknown, Output>;
  name: Path<Fields>;
  label: string;
  type: 'date' | 'time';
}) {
  return (
    <TextField
      {...form.register(name)}
      label={label}
      type={type}
      required
      fullWidth
      slotProps={{ inputLabel: { shrink: true } }}
      {...fieldError(form.formState.errors[name] as Parameters<typeof fieldError>[0])}
    />
  );
}
