import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import { MESSAGES, SERVER_MESSAGES, type ExamType } from '@portal/domain';
import { EditDialog } from '../../kit/lists/EditDialog';
import { ListPage } from '../../kit/lists/ListPage';
import { useEditAndDelete } from '../../kit/lists/useEditAndDelete';
import { usePageTitle } from '../../shell/pageTitle';
import { ExamTypeFields } from './ExamTypeFields';
import { useDeleteExamType, useExamTypes, useSaveExamType } from './examsApi';
import { useExamTypeForm } from './examTypeForm';

function EditExamTypeDialog({ type, onClose }: { type: ExamType; onClose: () => void }) {
  const save = useSaveExamType();
  const form = useExamTypeForm({ type: type.type, maxMark: String(type.maxMark), passMark: String(type.passMark) });
  return (
    <EditDialog
      title="Edit exam type"
      titleId="edit-exam-type-title"
      maxWidth="xs"
      form={form}
      save={(values) => save.mutateAsync({ ...values, _id: type._id })}
      saving={save.isPending}
      savedMessage={SERVER_MESSAGES.examTypeUpdated}
      onClose={onClose}
    >
      <ExamTypeFields form={form} />
    </EditDialog>
  );
}

/** /exam (admin): the exam types with Add Exam Types, edit and delete. */
export default function ExamTypesPage() {
  usePageTitle('Exam Types');
  const types = useExamTypes(true);
  const { edit, askDelete, dialogs } = useEditAndDelete<ExamType>(
    useDeleteExamType(),
    SERVER_MESSAGES.examTypeDeleted,
    (item, close) => <EditExamTypeDialog type={item} onClose={close} />,
  );

  return (
    <ListPage
      heading="Exam types"
      add={{ to: '/exam/createtypes', label: 'Add Exam Types' }}
      maxWidth={720}
      query={types}
      empty={MESSAGES.noExamTypes}
      dialogs={dialogs}
    >
      {(list) => (
        <Paper>
          <List aria-label="Exam types">
            {list.map((type) => (
              <ListItem
                key={type._id}
                divider
                secondaryAction={
                  <>
                    <IconButton aria-label={`Edit ${type.type}`} onClick={() => edit(type)}>
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
    </ListPage>
  );
}
