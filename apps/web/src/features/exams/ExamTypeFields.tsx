import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { FieldError, UseFormReturn } from 'react-hook-form';
import type { ExamTypeForm, ExamTypeFormInput } from '@portal/domain';
import { fieldError } from '../../shell/fieldError';

/** The exam type's three fields: name, max mark and pass mark. */
export function ExamTypeFields({ form }: { form: UseFormReturn<ExamTypeFormInput, unknown, ExamTypeForm> }) {
  const { register, formState } = form;
  return (
    <Stack spacing={2}>
      <TextField label="Exam type" {...register('type')} {...fieldError(formState.errors.type)} required />
      <TextField
        label="Max mark"
        inputMode="decimal"
        {...register('maxMark')}
        {...fieldError(formState.errors.maxMark as FieldError | undefined)}
        required
      />
      <TextField
        label="Pass mark"
        inputMode="decimal"
        {...register('passMark')}
        {...fieldError(formState.errors.passMark as FieldError | undefined)}
        required
      />
    </Stack>
  );
}
