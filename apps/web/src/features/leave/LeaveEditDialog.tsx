import type { LeaveApplication } from '@portal/domain';
import { RequestEditDialog } from '../../kit/requests/RequestEditDialog';
import { LeaveFields } from './LeaveFields';
import { editableLeave } from './leaveApi';
import { useLeaveForm } from './leaveForm';

/** Edit or delete an application that is not approved (docs/rules.md, "Leave"). */
export function LeaveEditDialog({ leave, onClose }: { leave: LeaveApplication; onClose: () => void }) {
  const { type, description, date } = leave;
  // A half day's times and a full day's last day start out filled, should the type change.
  const form = useLeaveForm({
    type,
    description,
    date,
    toDate: leave.toDate ?? date,
    fromTime: leave.fromTime ?? '',
    toTime: leave.toTime ?? '',
  });
  return (
    <RequestEditDialog
      kind={editableLeave}
      item={leave}
      form={form}
      toEditForm={(values) => ({ _id: leave._id, ...values })}
      onClose={onClose}
    >
      <LeaveFields form={form} />
    </RequestEditDialog>
  );
}
