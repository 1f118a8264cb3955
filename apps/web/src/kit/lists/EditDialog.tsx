import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { MESSAGES } from '@portal/domain';
import { notify } from '../../shell/notify';

/**
 * The edit dialog of an item on a list page (see ListPage): the form's fields under its title,
 * Cancel and Save; a save that succeeds says `savedMessage` and closes, one that fails says the
 * server's message and stays open. The exams and the exam types are edited this way, so the
 * dialog and its outcome are written once.
 */
export function EditDialog<Values extends FieldValues, Saved>({
  title,
  titleId,
  maxWidth,
  form,
  save,
  saving,
  savedMessage,
  onClose,
  children,
}: {
  title: string;
  /** The title's element id, which labels the dialog. */
  titleId: string;
  maxWidth: DialogProps['maxWidth'];
  form: UseFormReturn<Values, unknown, Saved>;
  save: (values: Saved) => Promise<unknown>;
  saving: boolean;
  savedMessage: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save(values);
      notify.success(savedMessage);
      onClose();
    } catch (error) {
      notify.error(error instanceof Error ? error.message : MESSAGES.error);
    }
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth={maxWidth}>
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack sx={{ pt: 1 }}>{children}</Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" loading={saving}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
