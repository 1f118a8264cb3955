import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { MESSAGES, SERVER_MESSAGES, type Exam } from '@portal/domain';
import { EditDialog } from '../../kit/lists/EditDialog';
import { ListPage } from '../../kit/lists/ListPage';
import { useEditAndDelete } from '../../kit/lists/useEditAndDelete';
import { formatDate, formatTimes } from '../../shell/dates';
import { usePageTitle } from '../../shell/pageTitle';
import { ExamFields } from './ExamFields';
import { examFieldsOf, useExamForm } from './examForm';
import { useDeleteExam, useExamTypes, useExams, useSaveExam } from './examsApi';

function EditExamDialog({ exam, onClose }: { exam: Exam; onClose: () => void }) {
  const save = useSaveExam();
  const form = useExamForm(examFieldsOf(exam), true);
  return (
    <EditDialog
      title="Edit exam"
      titleId="edit-exam-title"
      maxWidth="sm"
      form={form}
      save={(values) => save.mutateAsync({ id: exam._id, form: values })}
      saving={save.isPending}
      savedMessage={SERVER_MESSAGES.examUpdated}
      onClose={onClose}
    >
      <ExamFields form={form} />
    </EditDialog>
  );
}

/** /exam/{typeId}: the exams of a type the member manages, with marks, edit and delete. */
export default function ExamListPage() {
  const { typeId = '' } = useParams();
  const types = useExamTypes();
  const type = types.data?.find((candidate) => candidate._id === typeId);
  usePageTitle(type ? `${type.type} exams` : 'Exams');
  const exams = useExams(typeId);
  const { edit, askDelete, dialogs } = useEditAndDelete<Exam>(
    useDeleteExam(),
    SERVER_MESSAGES.examDeleted,
    (item, close) => <EditExamDialog exam={item} onClose={close} />,
  );

  return (
    <ListPage
      heading={type ? `${type.type} (max ${type.maxMark}, pass ${type.passMark})` : 'Exams'}
      backTo="/exam"
      add={{ to: `/exam/create?type=${typeId}`, label: 'Add Exams' }}
      maxWidth={900}
      query={exams}
      empty={MESSAGES.noExams}
      dialogs={dialogs}
    >
      {(list) =>
        list.map((exam) => (
          <Card key={exam._id} component="section" aria-label={`${exam.subject.name} on ${formatDate(exam.date)}`}>
            <CardContent>
              <Typography component="h3" variant="h6">
                {exam.subject.name} ({exam.subject.code})
              </Typography>
              <Typography color="text.secondary">
                S{exam.subject.semester} {exam.subject.department} · {formatDate(exam.date)},{' '}
                {formatTimes(exam.startTimestamp, exam.endTimestamp)} · {exam.numberOfQuestions} questions ·{' '}
                {exam.marked} entered
              </Typography>
            </CardContent>
            <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
              <Button component={RouterLink} to={`/exam/marks/${exam._id}`} variant="contained" size="small">
                Enter marks
              </Button>
              <Button component={RouterLink} to={`/exam/results/${exam._id}`} size="small">
                View marks
              </Button>
              <Button size="small" onClick={() => edit(exam)}>
                Edit
              </Button>
              <Button size="small" color="error" onClick={() => askDelete(exam)}>
                Delete
              </Button>
            </CardActions>
          </Card>
        ))
      }
    </ListPage>
  );
}
