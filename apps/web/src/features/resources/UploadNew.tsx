import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useForm, useWatch, type FieldError } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import { DESCRIPTION_ROWS, MESSAGES, RESOURCE_TYPES, RESOURCE_TYPE_LABELS, semesterLabel } from '@portal/domain';
import { useAllSubjects, useUploadResources } from '../../kit/resources/resourcesApi';
import { Loading } from '../../shell/Loading';
import { failureMessage } from '../../shell/failure';
import { fieldError } from '../../shell/fieldError';
import { notify } from '../../shell/notify';
import { useCurrentUser } from '../../shell/session';
import { uploadClasses, type UploadClasses } from './uploadClasses';
import { toFormData, uploadSchema, type UploadFields, type UploadForm } from './uploadForm';

const formatSize = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Upload New, offering only the classes the user may upload to (the server refuses the others). */
export function UploadNew({ onDone }: { onDone: () => void }) {
  const user = useCurrentUser();
  const subjects = useAllSubjects();
  if (subjects.isPending) return <Loading label="Loading your classes" />;
  if (subjects.isError) return <Alert severity="error">{failureMessage(subjects.error, MESSAGES.error)}</Alert>;
  const classes = uploadClasses(user, subjects.data);
  if (classes.size === 0)
    return <Alert severity="info">You can upload course resources once you teach a subject of a class.</Alert>;
  return <UploadForm classes={classes} onDone={onDone} />;
}

/** The class, its subject, the topic and description, the files, and the upload's progress. */
function UploadForm({ classes, onDone }: { classes: UploadClasses; onDone: () => void }) {
  const user = useCurrentUser();
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useUploadResources();
  const firstDepartment = user.department && classes.has(user.department) ? user.department : [...classes.keys()][0]!;
  const form = useForm<UploadFields, unknown, UploadForm>({
    resolver: zodResolver(uploadSchema),
    defaultValues: {
      type: 'notes',
      department: firstDepartment,
      semester: '',
      subject: '',
      topic: '',
      description: '',
      files: [],
    },
  });
  const {
    control,
    register,
    handleSubmit,
    setValue,
    reset,
    formState: { errors },
  } = form;
  const [department, semester] = useWatch({ control, name: ['department', 'semester'] });
  const semesters = classes.get(department as UploadForm['department']) ?? new Map<number, never[]>();
  const subjects = semesters.get(Number(semester)) ?? [];

  const save = handleSubmit((values) => {
    setProgress(0);
    upload.mutate(
      { form: toFormData(values), onProgress: setProgress },
      {
        onSuccess: (answer) => {
          notify.success(answer.msg || MESSAGES.filesUploaded);
          reset();
          onDone();
        },
        onError: (error) => notify.error(failureMessage(error, MESSAGES.error)),
        onSettled: () => setProgress(null),
      },
    );
  });

  const select = (
    name: 'type' | 'department' | 'semester' | 'subject',
    label: string,
    options: { value: string; label: string }[],
    onPicked?: () => void,
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField
          {...field}
          value={field.value ?? ''}
          onChange={(event) => {
            field.onChange(event.target.value);
            onPicked?.();
          }}
          select
          required
          label={label}
          fullWidth
          {...fieldError(errors[name] as FieldError | undefined)}
        >
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
  const clearSubject = () => setValue('subject', '');
  // Another department has other semesters: the class is chosen again.
  const clearClass = () => {
    setValue('semester', '');
    clearSubject();
  };

  return (
    <form noValidate onSubmit={save} aria-label="Upload New">
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 4 }}>
          {select(
            'type',
            'Type',
            RESOURCE_TYPES.map((type) => ({ value: type, label: RESOURCE_TYPE_LABELS[type] })),
          )}
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          {select(
            'department',
            'Department',
            [...classes.keys()].map((value) => ({ value, label: value })),
            clearClass,
          )}
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          {select(
            'semester',
            'Semester',
            [...semesters.keys()].map((value) => ({ value: String(value), label: semesterLabel(value) })),
            clearSubject,
          )}
        </Grid>
        <Grid size={12}>
          {select(
            'subject',
            'Subject',
            subjects.map((subject) => ({
              value: subject.code,
              label: `${subject.name} (${subject.code.toUpperCase()})`,
            })),
          )}
        </Grid>
        <Grid size={12}>
          <TextField {...register('topic')} label="Topic" required fullWidth {...fieldError(errors.topic)} />
        </Grid>
        <Grid size={12}>
          <TextField
            {...register('description')}
            label="Description"
            required
            fullWidth
            multiline
            minRows={DESCRIPTION_ROWS.min}
            maxRows={DESCRIPTION_ROWS.max}
            {...fieldError(errors.description)}
          />
        </Grid>
        <Grid size={12}>
          <Controller
            control={control}
            name="files"
            render={({ field }) => (
              <Box>
                <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
                  Choose files
                  <input
                    hidden
                    type="file"
                    multiple
                    name="resources"
                    aria-label="Files"
                    accept=".pdf,.png,.jpg,.jpeg,.webp,.gif,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.zip"
                    onChange={(event) => field.onChange(Array.from(event.target.files ?? []))}
                  />
                </Button>
                {(field.value ?? []).length > 0 && (
                  <Box component="ul" sx={{ pl: 2.5, mb: 0 }}>
                    {(field.value ?? []).map((file) => (
                      <Typography
                        component="li"
                        variant="body2"
                        key={`${file.name}-${file.size}`}
                        sx={{ overflowWrap: 'anywhere' }}
                      >
                        {file.name} ({formatSize(file.size)})
                      </Typography>
                    ))}
                  </Box>
                )}
                {errors.files && <FormHelperText error>{errors.files.message}</FormHelperText>}
              </Box>
            )}
          />
        </Grid>
        {progress !== null && (
          <Grid size={12}>
            <LinearProgress variant="determinate" value={Math.round(progress * 100)} aria-label="Upload progress" />
          </Grid>
        )}
        <Grid size={12}>
          <Button type="submit" variant="contained" loading={upload.isPending}>
            Upload
          </Button>
        </Grid>
      </Grid>
    </form>
  );
}
