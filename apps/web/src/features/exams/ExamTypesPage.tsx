import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { MESSAGES, SERVER_MESSAGES, type ExamType } from '@portal/domain';
import { useConfirmedDelete } from '../../shell/useConfirmedDelete';
import { Loading } from '../../shell/Loading';
import { notify } from '../../shell/notify';
import { usePageTitle } from '../../shell/pageTitle';
import { ExamTypeFields } from './ExamTypeFields';
import { useDeleteExamType, useExamTypes, useSaveExamType } from './examsApi';
import { useExamTypeForm } from './examTypeForm';

function EditExamTypeDialog({ type, onClose }: { type: ExamType; onClose: () => void }) {
  const save = useSaveExamType();
  const form = useExamTypeForm({ type: type.type, maxMark: String(type.maxMark), passMark: String(type.passMark) });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ ...values, _id: type._id });
      notify.success(SERVER_MESSAGES.examTypeUpdated);
      onClose();
    } catch (error) {
      notify.error(error instanceof Error ? error.message : MESSAGES.error);
    }
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby="edit-exam-type-title" fullWidth maxWidth="xs">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id="edit-exam-type-title">Edit exam type</DialogTitle>
        <DialogContent>
          <Stack sx={{ pt: 1 }}>
            <ExamTypeFields form={form} />
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

/** /exam (admin): the exam types with Add Exam Types, edit and delete. */
export default function ExamTypesPage() {
  usePageTitle('Exam Types');
  const types = useExamTypes(true);
  const { ask: askDelete, dialog: deleteDialog } = useConfirmedDelete<ExamType>(useDeleteExamType(), SERVER_MESSAGES.examTypeDeleted);
  const [editing, setEditing] = useState<ExamType | null>(null);


  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography component="h2" variant="h5">
          Exam types
        </Typography>
        <Button component={RouterLink} to="/exam/createtypes" variant="contained" startIcon={<AddIcon />}>
          Add Exam Types
        </Button>
      </Stack>
      {types.isPending ? (
        <Loading />
      ) : types.isError ? (
        <Alert severity="error">{types.error.message}</Alert>
      ) : types.data.length === 0 ? (
        <Typography>{MESSAGES.noExamTypes}</Typography>
      ) : (
        <Paper>
          <List aria-label="Exam types">
            {types.data.map((type) => (
              <ListItem
                key={type._id}
                divider
                secondaryAction={
                  <>
                    <IconButton aria-label={`Edit ${type.type}`} onClick={() => setEditing(type)}>
                      <EditIcon />
                    </IconButton>
                    <IconButton edge="end" aria-label={`Delete ${type.type}`} onClick={() => askDelete(type)}>
                      <DeleteIcon />
                    </IconButton>
                  </>
                }
              >
                <ListItemText primary={type.type} secondary={`Max mark ${type.maxMark} · Pass mark ${type.passMark}`} />
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
      {editing && <EditExamTypeDialog type={editing} onClose={() => setEditing(null)} />}
      {deleteDialog}
    </Stack>
  );
}
