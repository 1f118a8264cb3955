import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { MESSAGES, feedbackCategoryForm, type FeedbackCategory, type FeedbackCategoryForm } from '@portal/domain';
import { failureMessage } from '../../shell/failure';
import { fieldError } from '../../shell/fieldError';
import { notify } from '../../shell/notify';
import { useRenameCategory } from './feedbackApi';

/** Renames a category ('Cannot be empty' for a blank name). */
export function RenameCategoryDialog({
  category,
  open,
  onClose,
}: {
  category: FeedbackCategory;
  open: boolean;
  onClose: () => void;
}) {
  const rename = useRenameCategory();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FeedbackCategoryForm>({
    resolver: zodResolver(feedbackCategoryForm),
    values: { category: category.category },
  });
  const submit = handleSubmit(({ category: name }) =>
    rename.mutate(
      { _id: category._id, category: name },
      {
        onSuccess: (answer) => {
          notify.success(answer.msg);
          onClose();
        },
        onError: (error) => notify.error(failureMessage(error, MESSAGES.error)),
      },
    ),
  );
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="rename-title">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="rename-title">Rename category</DialogTitle>
        <DialogContent>
          <TextField
            {...register('category')}
            label="Category"
            fullWidth
            autoFocus
            margin="dense"
            {...fieldError(errors.category)}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" loading={rename.isPending}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
