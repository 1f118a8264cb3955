import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { MESSAGES, type Subject } from '@portal/domain';
import { failureMessage } from '../../shell/failure';
import { notify } from '../../shell/notify';
import { SubjectFields } from './SubjectFields';
import { subjectValues, useSubjectForm } from './subjectForm';
import { useUpdateSubject } from './subjectsApi';

/** Edits one subject in a dialog; its class and teacher may change within the timetable rules. */
export function EditSubjectDialog({ subject, onClose }: { subject: Subject; onClose: () => void }) {
  const form = useSubjectForm(subjectValues(subject));
  const update = useUpdateSubject();
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ ...values, _id: subject._id });
      notify.success(MESSAGES.subjectUpdated);
      onClose();
    } catch (error) {
      notify.error(failureMessage(error, MESSAGES.error));
    }
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby="edit-subject-title" fullWidth maxWidth="sm">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id="edit-subject-title">Edit subject</DialogTitle>
        <DialogContent sx={{ pt: '8px !important' }}>
          <SubjectFields form={form} idPrefix="edit-subject" />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" loading={update.isPending}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
