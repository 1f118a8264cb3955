import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@portal/domain';
import { BackButton } from '../../shell/BackButton';
import { failureMessage } from '../../shell/failure';
import { notify } from '../../shell/notify';
import { usePageTitle } from '../../shell/pageTitle';
import { SubjectFields } from './SubjectFields';
import { emptySubject, useSubjectForm } from './subjectForm';
import { useCreateSubject } from './subjectsApi';

/** /subject/new: a subject for a class, with its teacher. */
export default function NewSubjectPage() {
  usePageTitle('New Subject');
  const navigate = useNavigate();
  const form = useSubjectForm(emptySubject());
  const create = useCreateSubject();
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      notify.success(MESSAGES.subjectCreated);
      void navigate('/subjects');
    } catch (error) {
      notify.error(failureMessage(error, MESSAGES.error));
    }
  });
  return (
    <Paper sx={{ p: { xs: 2, sm: 4 }, maxWidth: 640 }}>
      <BackButton fallback="/subjects" />
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-labelledby="new-subject-heading">
        <Typography id="new-subject-heading" component="h2" variant="h5">
          Add a subject
        </Typography>
        <SubjectFields form={form} idPrefix="new-subject" />
        <Button type="submit" variant="contained" size="large" loading={create.isPending}>
          Create Subject
        </Button>
      </Stack>
    </Paper>
  );
}
