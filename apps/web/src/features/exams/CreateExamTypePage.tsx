import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { MESSAGES } from '@portal/domain';
import { BackButton } from '../../shell/BackButton';
import { notify } from '../../shell/notify';
import { usePageTitle } from '../../shell/pageTitle';
import { ExamTypeFields } from './ExamTypeFields';
import { useSaveExamType } from './examsApi';
import { useExamTypeForm } from './examTypeForm';

/** /exam/createtypes: the admin adds an exam type. */
export default function CreateExamTypePage() {
  usePageTitle('Add Exam Type');
  const navigate = useNavigate();
  const save = useSaveExamType();
  const form = useExamTypeForm();
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      notify.success(MESSAGES.examTypeCreated);
      void navigate('/exam');
    } catch {
      notify.error(MESSAGES.examTypeCreateFailed);
    }
  });
  return (
    <Paper sx={{ p: { xs: 2, sm: 4 }, maxWidth: 480 }}>
      <BackButton fallback="/exam" />
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-labelledby="exam-type-heading">
        <Typography id="exam-type-heading" component="h2" variant="h5">
          New exam type
        </Typography>
        <ExamTypeFields form={form} />
        <Button type="submit" variant="contained" size="large" loading={save.isPending}>
          Create Exam Type
        </Button>
      </Stack>
    </Paper>
  );
}
