import { useState, type ReactNode } from 'react';
import { useConfirmedDelete } from '../../shell/useConfirmedDelete';

/**
 * The Edit and Delete of a list page's items (see ListPage): `edit(item)` opens the item's edit
 * dialog, drawn by `editDialog` until it closes; `askDelete(item)` opens the confirmation before the
 * delete and its toast. `dialogs` goes to ListPage's `dialogs`. Written once for every list page
 * that edits and deletes in place (the exams and the exam types).
 */
export function useEditAndDelete<T extends { _id: string }>(
  remove: Parameters<typeof useConfirmedDelete<T>>[0],
  deletedMessage: string,
  editDialog: (item: T, close: () => void) => ReactNode,
): { edit: (item: T) => void; askDelete: (item: T) => void; dialogs: ReactNode } {
  const { ask: askDelete, dialog: deleteDialog } = useConfirmedDelete<T>(remove, deletedMessage);
  const [editing, setEditing] = useState<T | null>(null);
  return {
    edit: setEditing,
    askDelete,
    dialogs: (
      <>
        {editing && editDialog(editing, () => setEditing(null))}
        {deleteDialog}
      </>
    ),
  };
}
