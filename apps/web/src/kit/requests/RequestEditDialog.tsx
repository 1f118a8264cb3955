import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { MESSAGES, STATUS, type RequestItem } from '@portal/domain';
import { ConfirmDialog } from '../../shell/ConfirmDialog';
import { failureMessage } from '../../shell/failure';
import { notify } from '../../shell/notify';
import { DecisionNote } from './DecisionNote';
import type { ChangeApi } from './requestApi';

/** What the edit dialog needs to know of a kind: its calls, its title, its fields' labels and its message. */
export interface EditableKind<Item extends RequestItem, EditForm, Fields extends FieldValues> {
  api: ChangeApi<Item, EditForm>;
  /** 'Edit gate pass'. */
  title: string;
  /** The fields' labels, for the alert. */
  labels: Partial<Record<keyof Fields, string>>;
  /** Shown when the server gives no message of its own. */
  updatedMessage: string;
}

/**
 * Edit or delete one of the student's own requests that is not approved (docs/rules.md, "Requests
 * and approval"). The kind brings its form (react-hook-form over its rules) and its fields; the
 * dialog saves through the kind's edit call, deletes after 'Are you sure you want to delete this?',
 * and, when the form is refused, says which fields in an alert as well as under each field.
 */
export function RequestEditDialog<Fields extends FieldValues, Output, Item extends RequestItem, EditForm>({
  kind,
  item,
  form,
  toEditForm,
  onClose,
  children,
}: {
  kind: EditableKind<Item, EditForm, Fields>;
  item: Item;
  form: UseFormReturn<Fields, unknown, Output>;
  toEditForm: (values: Output) => EditForm;
  onClose: () => void;
  children: ReactNode;
}) {
  const { api, title, labels, updatedMessage } = kind;
  const [confirming, setConfirming] = useState(false);
  const edit = api.useEdit();
  const cancel = api.useCancel();
  const refused = Object.entries(form.formState.errors).flatMap(([name, error]) =>
    error?.message ? [`${labels[name as keyof Fields] ?? name}: ${String(error.message)}`] : [],
  );

  const save = form.handleSubmit((values) =>
    edit.mutate(toEditForm(values), {
      onSuccess: (result) => {
        notify.success(result.msg || updatedMessage);
        onClose();
      },
      onError: (error) => notify.error(failureMessage(error, MESSAGES.error)),
    }),
  );

  const remove = () =>
    cancel.mutate(item._id, {
      onSuccess: () => {
        notify.success(MESSAGES.deleted);
        setConfirming(false);
        onClose();
      },
      onError: (error) => {
        notify.error(failureMessage(error, MESSAGES.errorOccured));
        setConfirming(false);
      },
    });

  const titleId = `edit-${item._id}-title`;
  return (
    <>
      <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack component="form" id={`edit-${item._id}`} noValidate onSubmit={save} spacing={2} sx={{ pt: 1 }}>
            {item.status === STATUS.REJECTED && (
              // What the approver said, so the student can answer it in the edit.
              <Alert severity="warning">
                <DecisionNote item={item} />
              </Alert>
            )}
            {refused.length > 0 && (
              <Alert severity="error" role="alert">
                {refused.map((line) => (
                  <div key={line}>{line}</div>
                ))}
              </Alert>
            )}
            {children}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button color="error" onClick={() => setConfirming(true)} sx={{ mr: 'auto' }}>
            Delete
          </Button>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" form={`edit-${item._id}`} variant="contained" loading={edit.isPending}>
            Save
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={confirming}
        busy={cancel.isPending}
        onConfirm={remove}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
