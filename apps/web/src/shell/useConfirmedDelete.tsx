import { useState, type ReactNode } from 'react';
import { MESSAGES } from '@portal/domain';
import { ConfirmDialog } from './ConfirmDialog';
import { failureMessage } from './failure';
import { notify } from './notify';

/**
 * A delete that asks 'Are you sure you want to delete this?' first (docs/rules.md, "Requests,
 * messages and errors"), then says the outcome in a toast: `ask(item)` opens the confirmation, and
 * `dialog` is rendered once by the page.
 */
export function useConfirmedDelete<T extends { _id: string }>(
  remove: { mutateAsync: (id: string) => Promise<unknown>; isPending: boolean },
  deletedMessage: string,
): { ask: (item: T) => void; dialog: ReactNode } {
  const [deleting, setDeleting] = useState<T | null>(null);
  const confirm = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting._id);
      notify.success(deletedMessage);
    } catch (error) {
      notify.error(failureMessage(error, MESSAGES.error));
    }
    setDeleting(null);
  };
  return {
    ask: setDeleting,
    dialog: (
      <ConfirmDialog
        open={deleting !== null}
        busy={remove.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setDeleting(null)}
      />
    ),
  };
}
