import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate, useSearchParams } from 'react-router';
import { MESSAGES } from '@portal/domain';
import { BackButton } from '../../shell/BackButton';
import { notify } from '../../shell/notify';
import { usePageTitle } from '../../shell/pageTitle';
import { ExamFields } from './ExamFields';
import { emptyExam, useExamForm } from './examForm';
import { useSaveExam } from './examsApi';

/** /exam/create: a faculty member sets an exam for a subject they teach (or, as HOD, oversee). */
export default function CreateExamPage() {
  usePageTitle('Create Exam');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const save = useSaveExam();
  const form = useExamForm(emptyExam(params.get('type') ?? ''), false);
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { data } = await save.mutateAsync({ form: values });
      notify.success(MESSAGES.examCreated);
      void navigate(`/exam/${data.examType._id}`);
    } catch {
      notify.error(MESSAGES.examCreateFailed);
    }
  });
  return (
    <Paper sx={{ p: { xs: 2, sm: 4 }, maxWidth: 560 }}>
      <BackButton fallback="/exam" />
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-labelledby="exam-heading">
        <Typography id="exam-heading" component="h2" variant="h5">
          New exam
        </Typography>
        <ExamFields form={form} />
        <Button type="submit" variant="contained" size="large" loading={save.isPending}>
          Create Exam
        </Button>
      </Stack>
    </Paper>
  );
}
