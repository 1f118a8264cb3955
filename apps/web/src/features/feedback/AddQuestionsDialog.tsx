import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useFieldArray, useForm, type FieldError } from 'react-hook-form';
import { z } from 'zod';
import { FEEDBACK_QUESTIONS_MAX, MESSAGES, feedbackQuestionsForm, type FeedbackCategory } from '@portal/domain';
import { failureMessage } from '../../shell/failure';
import { fieldError } from '../../shell/fieldError';
import { notify } from '../../shell/notify';
import { useAddQuestions } from './feedbackApi';

/** react-hook-form keeps a list of objects: each question as {text}, turned into strings on submit. */
const dialogForm = z
  .object({ questions: z.array(z.object({ text: z.string() })) })
  .transform(({ questions }) => ({ questions: questions.map((question) => question.text) }))
  .pipe(feedbackQuestionsForm);
type DialogInput = z.input<typeof dialogForm>;

/** Adds questions after a category's last ('Cannot be empty' for a blank one; 'Questions Added!!'). */
export function AddQuestionsDialog({
  category,
  open,
  onClose,
}: {
  category: FeedbackCategory;
  open: boolean;
  onClose: () => void;
}) {
  const add = useAddQuestions();
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<DialogInput, unknown, z.output<typeof dialogForm>>({
    resolver: zodResolver(dialogForm),
    defaultValues: { questions: [{ text: '' }] },
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'questions' });
  const close = () => {
    reset();
    onClose();
  };
  const submit = handleSubmit(({ questions }) =>
    add.mutate(
      { categoryId: category._id, questions },
      {
        onSuccess: () => {
          notify.success(MESSAGES.questionsAdded);
          close();
        },
        onError: (error) => notify.error(failureMessage(error, MESSAGES.error)),
      },
    ),
  );
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="questions-title">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="questions-title">Add questions to {category.category}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {fields.map((field, index) => (
              <Stack key={field.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <TextField
                  {...register(`questions.${index}.text`)}
                  label={`Question ${category.questions.length + index + 1}`}
                  fullWidth
                  multiline
                  {...fieldError(
                    (errors.questions?.[index]?.text ?? errors.questions?.[index]) as FieldError | undefined,
                  )}
                />
                <IconButton
                  aria-label={`Remove question ${category.questions.length + index + 1}`}
                  onClick={() => remove(index)}
                  disabled={fields.length === 1}
                >
                  <RemoveCircleOutlineIcon />
                </IconButton>
              </Stack>
            ))}
            <Button
              startIcon={<AddIcon />}
              onClick={() => append({ text: '' })}
              disabled={fields.length >= FEEDBACK_QUESTIONS_MAX}
              sx={{ alignSelf: 'flex-start' }}
            >
              Another question
            </Button>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="contained" loading={add.isPending}>
            Add questions
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
