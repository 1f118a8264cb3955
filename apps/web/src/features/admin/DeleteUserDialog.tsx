import { MESSAGES, type User } from '@portal/domain';
import { ConfirmDialog } from '../../shell/ConfirmDialog';
import { failureMessage } from '../../shell/failure';
import { notify } from '../../shell/notify';
import { displayName } from '../../kit/users/columns';
import { useDeleteUser } from './adminApi';

/** 'You are about to delete' and the user's name; on yes, 'User deleted' and every list refreshes. */
export function DeleteUserDialog({
  account,
  onDone,
  onDeleted,
}: {
  account: User;
  onDone: () => void;
  onDeleted?: () => void;
}) {
  const remove = useDeleteUser();
  const confirm = () =>
    remove.mutate(account.email, {
      onSuccess: () => {
        notify.success(MESSAGES.userDeleted);
        onDeleted?.();
        onDone();
      },
      onError: (error) => {
        notify.error(failureMessage(error, MESSAGES.error));
        onDone();
      },
    });
  return (
    <ConfirmDialog
      open
      message={`${MESSAGES.confirmDeleteUser} ${displayName(account)}`}
      busy={remove.isPending}
      onConfirm={confirm}
      onCancel={onDone}
    />
  );
}
