import { formResolver } from '../../shell/formResolver';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { MESSAGES, marksForm, type ExamType, type MarksForm } from '@portal/domain';
import { BackButton } from '../../shell/BackButton';
import { Loading } from '../../shell/Loading';
import { formatDate } from '../../shell/dates';
import { notify } from '../../shell/notify';
import { usePageTitle } from '../../shell/pageTitle';
import { useEnterMarks, useExamMarks, type ExamMarks } from './examsApi';

interface MarkFields {
  markList: { name: string; marks: string }[];
}

function MarksForm({ marks, type }: { marks: ExamMarks; type: ExamType }) {
  const navigate = useNavigate();
  const enter = useEnterMarks(marks.exam._id);
  const known = useMemo(() => new Map(marks.data.map((mark) => [mark.name, String(mark.marks)])), [marks.data]);
  const form = useForm<MarkFields, unknown, MarksForm>({
    resolver: formResolver(marksForm(type.maxMark)),
    defaultValues: {
      markList: marks.students.map((student) => ({ name: student.email, marks: known.get(student.email) ?? '' })),
    },
  });
  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        // The domain's rules have turned each mark into a number (and refused what is not one).
        await enter.mutateAsync(values.markList);
        notify.success(MESSAGES.marksEntered);
        void navigate(`/exam/results/${marks.exam._id}`);
      } catch (error) {
        notify.error(error instanceof Error ? error.message : MESSAGES.errorInForm);
      }
    },
    () => notify.error(MESSAGES.errorInForm),
  );
  const errors = form.formState.errors.markList;
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={1.5} aria-label="Marks">
      {marks.students.map((student, index) => (
        <Stack key={student.email} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
            {student.name}
            <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
              {student.studentId ?? student.email}
            </Typography>
          </Typography>
          <input type="hidden" {...form.register(`markList.${index}.name`)} />
          <TextField
            label="Mark"
            size="small"
            sx={{ width: 110, flexShrink: 0 }}
            slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': `Mark of ${student.name}` } }}
            {...form.register(`markList.${index}.marks`)}
            error={Boolean(errors?.[index]?.marks)}
            helperText={errors?.[index]?.marks ? `0 to ${type.maxMark}` : undefined}
          />
        </Stack>
      ))}
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

/** /exam/marks/{id}: one numeric field per student of the class; the whole list is saved or none of it. */
export default function EnterMarksPage() {
  const { id = '' } = useParams();
  usePageTitle('Enter Marks');
  const marks = useExamMarks(id);
  return (
    <Paper sx={{ p: { xs: 2, sm: 4 }, maxWidth: 640 }}>
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
            {marks.data.students.length} students
          </Typography>
          {marks.data.students.length === 0 && <Alert severity="info">{MESSAGES.noDataFound}</Alert>}
          <MarksForm marks={marks.data} type={marks.data.exam.examType} />
        </Stack>
      )}
    </Paper>
  );
}
