import { MESSAGES, type LeaveApplication, type LeaveEditForm, type LeaveRequestFormInput } from '@portal/domain';
import { requestApi } from '../../kit/requests/requestApi';
import type { EditableKind } from '../../kit/requests/RequestEditDialog';
import { LEAVE_FIELD_LABELS } from './leaveLabels';

/** The leave calls of docs/api.md, "Gate pass and leave": the shared request calls. */
/** An edit: the form as typed, with the application's id. */
export type LeaveEdit = LeaveRequestFormInput & Pick<LeaveEditForm, '_id'>;

export const leaveApi = requestApi<LeaveApplication, LeaveRequestFormInput, LeaveEdit>('leave', {
  own: '/leaveapplication',
  request: '/leaveapplication/request',
  edit: '/leaveapplication/edit',
  cancel: '/leaveapplication/cancel',
  approverList: '/faculty/leave',
  decide: '/faculty/leave/{id}/{decision}',
  approveMany: '/faculty/leave/approve',
});

/** One leave application and several, in the kit's sentences. */
export const LEAVE_NOUNS = { one: 'leave application', many: 'leave applications' };

/** What the edit dialog needs of leave. */
export const editableLeave: EditableKind<LeaveApplication, LeaveEdit, LeaveRequestFormInput> = {
  api: leaveApi,
  title: 'Edit leave application',
  labels: LEAVE_FIELD_LABELS,
  updatedMessage: MESSAGES.leaveUpdated,
};
