import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import FormControl from '@mui/material/FormControl';
import { Controller, type UseFormReturn } from 'react-hook-form';
import {
  DESCRIPTION_ROWS,
  LEAVE_TYPES,
  LEAVE_TYPE_LABELS,
  type LeaveRequestForm,
  type LeaveRequestFormInput,
} from '@portal/domain';
import { fieldError } from '../../shell/fieldError';
import { NativePickerField } from '../../shell/NativePickerField';
import { LEAVE_FIELD_LABELS } from './leaveLabels';

/**
 * A leave's fields, for the application page and the edit dialog: the type, the description, the
 * date, and then the last day of a full day or the times of a half day.
 */
export function LeaveFields({ form }: { form: UseFormReturn<LeaveRequestFormInput, unknown, LeaveRequestForm> }) {
  const {
    register,
    control,
    watch,
    formState: { errors },
  } = form;
  const type = watch('type');
  return (
    <>
      <FormControl>
        <FormLabel id="leave-type-label">{LEAVE_FIELD_LABELS.type}</FormLabel>
        <Controller
          control={control}
          name="type"
          render={({ field }) => (
            <RadioGroup row aria-labelledby="leave-type-label" {...field}>
              {LEAVE_TYPES.map((value) => (
                <FormControlLabel key={value} value={value} control={<Radio />} label={LEAVE_TYPE_LABELS[value]} />
              ))}
            </RadioGroup>
          )}
        />
      </FormControl>
      <TextField
        {...register('description')}
        label={LEAVE_FIELD_LABELS.description}
        multiline
        minRows={DESCRIPTION_ROWS.min}
        maxRows={DESCRIPTION_ROWS.max}
        required
        {...fieldError(errors.description)}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <NativePickerField
          form={form}
          name="date"
          label={type === 'fullDay' ? 'From date' : LEAVE_FIELD_LABELS.date}
          type="date"
        />
        {type === 'fullDay' ? (
          <NativePickerField form={form} name="toDate" label={LEAVE_FIELD_LABELS.toDate} type="date" />
        ) : null}
      </Stack>
      {type === 'halfDay' ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <NativePickerField form={form} name="fromTime" label={LEAVE_FIELD_LABELS.fromTime} type="time" />
          <NativePickerField form={form} name="toTime" label={LEAVE_FIELD_LABELS.toTime} type="time" />
        </Stack>
      ) : null}
    </>
  );
}
