import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, type UseFormReturn } from 'react-hook-form';
import {
  COURSE_TYPES,
  COURSE_TYPE_LABELS,
  DEPARTMENTS,
  SEMESTERS,
  semesterLabel,
  type SubjectForm,
  type SubjectFormInput,
} from '@portal/domain';
import { fieldError } from '../../shell/fieldError';
import { useDebounced } from '../../kit/users/useDebounced';
import { useFacultySearch } from './subjectsApi';

/** The teacher as the form holds it: the id it sends, with the name and e-mail it shows. */
export interface TeacherOption {
  _id: string;
  name: string;
  email: string;
}

export type SubjectFormValues = Omit<SubjectFormInput, 'taughtBy'> & { taughtBy: TeacherOption | null };

/** The subject's fields: name, code, course type, class and the teacher from a searchable list of faculty. */
export function SubjectFields({
  form,
  idPrefix,
}: {
  form: UseFormReturn<SubjectFormValues, unknown, SubjectForm>;
  idPrefix: string;
}) {
  const { register, control, formState } = form;
  const errors = formState.errors;
  const [search, setSearch] = useState('');
  const faculty = useFacultySearch(useDebounced(search));
  const options: TeacherOption[] = (faculty.data ?? []).map((user) => ({
    _id: user._id,
    name: user.name,
    email: user.email,
  }));

  return (
    <Stack spacing={2}>
      <TextField
        id={`${idPrefix}-name`}
        label="Subject name"
        required
        {...register('name')}
        {...fieldError(errors.name)}
      />
      <TextField
        id={`${idPrefix}-code`}
        label="Subject code"
        required
        {...register('code')}
        {...fieldError(errors.code)}
      />
      <Controller
        control={control}
        name="courseType"
        render={({ field, fieldState }) => (
          <TextField
            id={`${idPrefix}-courseType`}
            select
            label="Course type"
            required
            {...field}
            value={field.value ?? ''}
            {...fieldError(fieldState.error)}
          >
            {COURSE_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {COURSE_TYPE_LABELS[type]}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Controller
          control={control}
          name="department"
          render={({ field, fieldState }) => (
            <TextField
              id={`${idPrefix}-department`}
              select
              fullWidth
              label="Department"
              required
              {...field}
              value={field.value ?? ''}
              {...fieldError(fieldState.error)}
            >
              {DEPARTMENTS.map((department) => (
                <MenuItem key={department} value={department}>
                  {department}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Controller
          control={control}
          name="semester"
          render={({ field, fieldState }) => (
            <TextField
              id={`${idPrefix}-semester`}
              select
              fullWidth
              label="Semester"
              required
              {...field}
              value={field.value ?? ''}
              {...fieldError(fieldState.error)}
            >
              {SEMESTERS.map((semester) => (
                <MenuItem key={semester} value={semester}>
                  {semesterLabel(semester)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Stack>
      <Controller
        control={control}
        name="taughtBy"
        render={({ field, fieldState }) => (
          <Autocomplete
            id={`${idPrefix}-taughtBy`}
            options={
              field.value && !options.some((option) => option._id === field.value?._id)
                ? [field.value, ...options]
                : options
            }
            value={field.value}
            onChange={(_event, value) => field.onChange(value)}
            onInputChange={(_event, value, reason) => {
              if (reason === 'input') setSearch(value);
            }}
            filterOptions={(items) => items}
            loading={faculty.isFetching}
            isOptionEqualToValue={(option, value) => option._id === value._id}
            getOptionLabel={(option) => option.name || option.email}
            renderOption={(props, option) => (
              <li {...props} key={option._id}>
                {option.name || option.email} ({option.email})
              </li>
            )}
            renderInput={(params) => (
              <TextField
                {...params}
                label="Taught by"
                required
                onBlur={field.onBlur}
                {...fieldError(fieldState.error)}
              />
            )}
          />
        )}
      />
    </Stack>
  );
}
