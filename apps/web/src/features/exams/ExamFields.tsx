import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, type FieldError, type UseFormReturn } from 'react-hook-form';
import type { ExamForm } from '@portal/domain';
import { NativePickerField } from '../../shell/NativePickerField';
import { fieldError } from '../../shell/fieldError';
import type { ExamFieldValues } from './examForm';
import { useExamSubjects, useExamTypes } from './examsApi';

/** The exam's fields: type, subject, date, start and end, number of questions. */
export function ExamFields({ form }: { form: UseFormReturn<ExamFieldValues, unknown, ExamForm> }) {
  const types = useExamTypes();
  const subjects = useExamSubjects();
  const errors = form.formState.errors;
  return (
    <Stack spacing={2}>
      <Controller
        control={form.control}
        name="examType"
        render={({ field }) => (
          <TextField
            select
            label="Exam type"
            required
            {...field}
            {...fieldError(errors.examType as FieldError | undefined)}
          >
            {(types.data ?? []).map((type) => (
              <MenuItem key={type._id} value={type._id}>
                {type.type} (max {type.maxMark})
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Controller
        control={form.control}
        name="subject"
        render={({ field }) => (
          <TextField
            select
            label="Subject"
            required
            {...field}
            {...fieldError(errors.subject as FieldError | undefined)}
          >
            {(subjects.data ?? []).map((subject) => (
              <MenuItem key={subject._id} value={subject._id}>
                {subject.name} ({subject.code}, S{subject.semester} {subject.department})
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <NativePickerField form={form} name="date" label="Date" type="date" />
      <Stack direction="row" spacing={2}>
        <NativePickerField form={form} name="startTimestamp" label="Starts" type="time" />
        <NativePickerField form={form} name="endTimestamp" label="Ends" type="time" />
      </Stack>
      <TextField
        label="Number of questions"
        inputMode="numeric"
        {...form.register('numberOfQuestions')}
        {...fieldError(errors.numberOfQuestions as FieldError | undefined)}
      />
    </Stack>
  );
}
