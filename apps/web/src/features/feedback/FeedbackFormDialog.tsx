import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import {
  FEEDBACK_ANSWERS,
  FEEDBACK_DEFAULT_ANSWER,
  FEEDBACK_LABELS,
  MESSAGES,
  type FeedbackAnswer,
} from '@portal/domain';
import { Loading } from '../../shell/Loading';
import { failureMessage } from '../../shell/failure';
import { notify } from '../../shell/notify';
import { useQuestionsFor, useSubmitFeedback, type TeacherEntry } from './feedbackApi';

/**
 * The questions of a category for one teacher and subject, each on the five-point scale starting at
 * good. Nothing to answer is 'Error!!'; a form that cannot load says so and closes.
 */
export function FeedbackFormDialog({
  categoryId,
  teacher,
  onClose,
}: {
  categoryId: string;
  teacher: TeacherEntry;
  onClose: () => void;
}) {
  const questions = useQuestionsFor(categoryId, teacher);
  const submit = useSubmitFeedback();
  const [answers, setAnswers] = useState<Record<string, FeedbackAnswer>>({});
  const answerOf = (id: string) => answers[id] ?? FEEDBACK_DEFAULT_ANSWER;

  const send = () => {
    const list = questions.data ?? [];
    if (list.length === 0) {
      notify.error(MESSAGES.feedbackNothing);
      return;
    }
    submit.mutate(
      {
        questionSet: categoryId,
        faculty: teacher.taughtBy.email,
        code: teacher.code,
        feedback: list.map((question) => ({ question: question._id, answer: answerOf(question._id) })),
      },
      {
        onSuccess: (answer) => {
          notify.success(answer.msg);
          onClose();
        },
        onError: (error) => notify.error(failureMessage(error, MESSAGES.feedbackNothing)),
      },
    );
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="feedback-form-title">
      <DialogTitle id="feedback-form-title">
        {teacher.taughtBy.name}: {teacher.name}
      </DialogTitle>
      <DialogContent dividers>
        {questions.isPending ? (
          <Loading label="Loading the questions" />
        ) : questions.isError ? (
          <Alert severity="error">{MESSAGES.feedbackFormProblem}</Alert>
        ) : (
          <Stack spacing={3}>
            {questions.data.map((question, index) => (
              <FormControl key={question._id}>
                <FormLabel id={`question-${question._id}`}>
                  {index + 1}. {question.question}
                </FormLabel>
                <RadioGroup
                  row
                  aria-labelledby={`question-${question._id}`}
                  value={answerOf(question._id)}
                  onChange={(_event, value) => setAnswers({ ...answers, [question._id]: value as FeedbackAnswer })}
                >
                  {FEEDBACK_ANSWERS.map((answer) => (
                    <FormControlLabel
                      key={answer}
                      value={answer}
                      control={<Radio size="small" />}
                      label={FEEDBACK_LABELS[answer]}
                    />
                  ))}
                </RadioGroup>
              </FormControl>
            ))}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={send} loading={submit.isPending} disabled={!questions.isSuccess}>
          Submit
        </Button>
      </DialogActions>
    </Dialog>
  );
}
