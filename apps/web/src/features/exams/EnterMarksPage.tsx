import { formResolver } from '../../shell/formResolver';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Controller, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { MESSAGES, isBlank, marksForm, type ExamType, type MarksForm } from '@portal/domain';
import { ApiError } from '../../shell/api';
import { BackButton } from '../../shell/BackButton';
import { Loading } from '../../shell/Loading';
import { formatDate } from '../../shell/dates';
import { notify } from '../../shell/notify';
import { usePageTitle } from '../../shell/pageTitle';
import { useEnterMarks, useExamMarks, type ExamMarks } from './examsApi';

interface MarkFields {
  markList: { name: string; marks: string; absent: boolean }[];
}

/** How many rows hold a mark, are absent, or are still blank (not entered yet). */
function tally(rows: MarkFields['markList']) {
  const absent = rows.filter((row) => row.absent).length;
  const blank = rows.filter((row) => !row.absent && isBlank(row.marks)).length;
  return { marked: rows.length - absent - blank, absent, blank };
}

/** The rows the form or the server refused, by their place in the list. */
const rowsInError = (errors: FieldErrors<MarkFields>['markList']): number[] =>
  Array.isArray(errors) ? errors.flatMap((error, index) => (error ? [index] : [])) : [];

function MarksForm({ marks, type }: { marks: ExamMarks; type: ExamType }) {
  const navigate = useNavigate();
  const enter = useEnterMarks(marks.exam._id);
  const known = useMemo(() => new Map(marks.data.map((mark) => [mark.name, mark])), [marks.data]);
  const form = useForm<MarkFields, unknown, MarksForm>({
    resolver: formResolver(marksForm(type.maxMark)),
    defaultValues: {
      markList: marks.students.map((student) => {
        const entry = known.get(student.email);
        return {
          name: student.email,
          marks: entry?.marks === null || entry?.marks === undefined ? '' : String(entry.marks),
          absent: entry?.absent ?? false,
        };
      }),
    },
  });
  const rows = useWatch({ control: form.control, name: 'markList' });
  const counts = tally(rows);
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      // Every row goes, in the class's order, so the server's messages name the same rows; a blank
      // one is not entered yet and the server keeps nothing for it.
      await enter.mutateAsync(
        values.markList.map((row) =>
          row.absent ? { name: row.name, absent: true } : { name: row.name, marks: row.marks },
        ),
      );
      notify.success(MESSAGES.marksEntered);
      void navigate(`/exam/results/${marks.exam._id}`);
    } catch (error) {
      // The server's refusal names each row it refused: those rows show their own message.
      const fields = (error instanceof ApiError ? error.fieldErrors : undefined) ?? [];
      for (const { path, message } of fields) {
        if (/^markList\.\d+\.(marks|name)$/.test(path)) {
          form.setError(path.replace(/\.name$/, '.marks') as `markList.${number}.marks`, { message });
        } else form.setError('root.server', { message });
      }
      if (fields.length === 0) notify.error(error instanceof Error ? error.message : MESSAGES.errorInForm);
    }
  });
  const errors = form.formState.errors;
  const wrongRows = rowsInError(errors.markList);
  const listProblem = errors.markList?.root?.message ?? errors.markList?.message ?? errors.root?.server?.message;
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={1.5} aria-label="Marks">
      {(wrongRows.length > 0 || listProblem) && (
        <Alert severity="error" role="alert">
          {MESSAGES.errorInForm.trim()}:{' '}
          {wrongRows.length > 0
            ? `${wrongRows.length === 1 ? 'one row needs' : `${wrongRows.length} rows need`} fixing, marked below.`
            : listProblem}
        </Alert>
      )}
      {marks.students.map((student, index) => {
        const absent = rows[index]?.absent ?? false;
        const problem = errors.markList?.[index]?.marks?.message;
        return (
          <Stack key={student.email} direction="row" spacing={{ xs: 1, sm: 2 }} sx={{ alignItems: 'flex-start' }}>
            <Typography sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere', pt: 1 }}>
              {student.name}
              <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                {student.studentId ?? student.email}
              </Typography>
            </Typography>
            <input type="hidden" {...form.register(`markList.${index}.name`)} />
            <TextField
              label="Mark"
              size="small"
              disabled={absent}
              sx={{ width: { xs: 104, sm: 240 }, flexShrink: 0 }}
              slotProps={{
                htmlInput: { inputMode: 'decimal', 'aria-label': `Mark of ${student.name}` },
                inputLabel: { shrink: true },
              }}
              {...form.register(`markList.${index}.marks`)}
              error={Boolean(problem)}
              helperText={problem}
            />
            <Controller
              control={form.control}
              name={`markList.${index}.absent`}
              render={({ field }) => (
                <FormControlLabel
                  sx={{ mr: 0, flexShrink: 0 }}
                  label="Absent"
                  control={
                    <Checkbox
                      checked={field.value}
                      onBlur={field.onBlur}
                      onChange={(event) => {
                        field.onChange(event.target.checked);
                        // An absent student has no mark: the field empties and waits.
                        if (event.target.checked) form.setValue(`markList.${index}.marks`, '');
                        form.clearErrors(`markList.${index}.marks`);
                      }}
                      slotProps={{ input: { 'aria-label': `${student.name} absent`, ref: field.ref } }}
                    />
                  }
                />
              )}
            />
          </Stack>
        );
      })}
      <Typography color="text.secondary" aria-live="polite">
        {counts.marked} marked · {counts.absent} absent · {counts.blank} not entered yet
      </Typography>
      <Button
        type="submit"
        variant="contained"
        size="large"
        loading={enter.isPending}
        disabled={marks.students.length === 0}
      >
        Save Marks
      </Button>
    </Stack>
  );
}

/**
 * /exam/marks/{id}: a row per student of the class (docs/rules.md, "Exams and marks"): a mark, or
 * Absent, or left blank to enter later. The rows entered so far are saved; a wrong row is marked with
 * its own message and nothing is saved until it is put right.
 */
export default function EnterMarksPage() {
  const { id = '' } = useParams();
  usePageTitle('Enter Marks');
  const marks = useExamMarks(id);
  return (
    <Paper sx={{ p: { xs: 2, sm: 4 }, maxWidth: 720 }}>
      <BackButton fallback="/exam" />
      {marks.isPending ? (
        <Loading />
      ) : marks.isError ? (
        <Alert severity="error">{marks.error.message}</Alert>
      ) : (
        <Stack spacing={2}>
          <Typography component="h2" variant="h5">
            {marks.data.exam.examType.type}: {marks.data.exam.subject.name}
          </Typography>
          <Typography color="text.secondary">
            {formatDate(marks.data.exam.date)} · marks from 0 to {marks.data.exam.examType.maxMark} ·{' '}
            {marks.data.students.length} students. Leave a mark blank to enter it later.
          </Typography>
          {marks.data.students.length === 0 && <Alert severity="info">{MESSAGES.noDataFound}</Alert>}
          <MarksForm marks={marks.data} type={marks.data.exam.examType} />
        </Stack>
      )}
    </Paper>
  );
}
