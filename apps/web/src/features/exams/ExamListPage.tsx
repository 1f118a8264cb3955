import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { MESSAGES, SERVER_MESSAGES, type Exam } from '@portal/domain';
import { BackButton } from '../../shell/BackButton';
import { useConfirmedDelete } from '../../shell/useConfirmedDelete';
import { Loading } from '../../shell/Loading';
import { formatDate, formatTime } from '../../shell/dates';
import { notify } from '../../shell/notify';
import { usePageTitle } from '../../shell/pageTitle';
import { ExamFields } from './ExamFields';
import { examFieldsOf, useExamForm } from './examForm';
import { useDeleteExam, useExamTypes, useExams, useSaveExam } from './examsApi';

function EditExamDialog({ exam, onClose }: { exam: Exam; onClose: () => void }) {
  const save = useSaveExam();
  const form = useExamForm(examFieldsOf(exam), true);
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: exam._id, form: values });
      notify.success(SERVER_MESSAGES.examUpdated);
      onClose();
    } catch (error) {
      notify.error(error instanceof Error ? error.message : MESSAGES.error);
    }
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby="edit-exam-title" fullWidth maxWidth="sm">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id="edit-exam-title">Edit exam</DialogTitle>
        <DialogContent>
          <Stack sx={{ pt: 1 }}>
            <ExamFields form={form} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** /exam/{typeId}: the exams of a type the member manages, with marks, edit and delete. */
export default function ExamListPage() {
  const { typeId = '' } = useParams();
  const types = useExamTypes();
  const type = types.data?.find((candidate) => candidate._id === typeId);
  usePageTitle(type ? `${type.type} exams` : 'Exams');
  const exams = useExams(typeId);
  const { ask: askDelete, dialog: deleteDialog } = useConfirmedDelete<Exam>(useDeleteExam(), SERVER_MESSAGES.examDeleted);
  const [editing, setEditing] = useState<Exam | null>(null);


  return (
    <Stack spacing={2} sx={{ maxWidth: 900 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <BackButton fallback="/exam" />
        <Button component={RouterLink} to={`/exam/create?type=${typeId}`} variant="contained" startIcon={<AddIcon />}>
          Add Exams
        </Button>
      </Stack>
      <Typography component="h2" variant="h5">
        {type ? `${type.type} (max ${type.maxMark}, pass ${type.passMark})` : 'Exams'}
      </Typography>
      {exams.isPending ? (
        <Loading />
      ) : exams.isError ? (
        <Alert severity="error">{exams.error.message}</Alert>
      ) : exams.data.length === 0 ? (
        <Typography>{MESSAGES.noExams}</Typography>
      ) : (
        exams.data.map((exam) => (
          <Card key={exam._id} component="section" aria-label={`${exam.subject.name} on ${formatDate(exam.date)}`}>
            <CardContent>
              <Typography component="h3" variant="h6">
                {exam.subject.name} ({exam.subject.code})
              </Typography>
              <Typography color="text.secondary">
                S{exam.subject.semester} {exam.subject.department} · {formatDate(exam.date)}, {formatTime(exam.startTimestamp)} - {formatTime(exam.endTimestamp)} ·{' '}
                {exam.numberOfQuestions} questions · {exam.marked} marked
              </Typography>
            </CardContent>
            <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
              <Button component={RouterLink} to={`/exam/marks/${exam._id}`} variant="contained" size="small">
                Enter marks
              </Button>
              <Button component={RouterLink} to={`/exam/results/${exam._id}`} size="small">
                View marks
              </Button>
              <Button size="small" onClick={() => setEditing(exam)}>
                Edit
              </Button>
              <Button size="small" color="error" onClick={() => askDelete(exam)}>
                Delete
              </Button>
            </CardActions>
          </Card>
        ))
      )}
      {editing && <EditExamDialog exam={editing} onClose={() => setEditing(null)} />}
      {deleteDialog}
    </Stack>
  );
}
