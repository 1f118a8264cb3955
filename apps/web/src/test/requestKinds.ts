import type {
  Gatepass,
  GatepassEditForm,
  GatepassRequestForm,
  LeaveApplication,
  LeaveEditForm,
  LeaveRequestFormInput,
} from '@portal/domain';
import { requestApi } from '../kit/requests/requestApi';

/*
 * The request kit's two kinds on their real paths, as the gate pass and leave features make them
 * (the kit's tests may not import a feature): what the kit's component tests render.
 */

export const gatepassRequests = requestApi<Gatepass, GatepassRequestForm, GatepassEditForm>('gatepass', {
  own: '/gatepass',
  request: '/gatepass/request',
  edit: '/gatepass/edit',
  cancel: '/gatepass/cancel',
  approverList: '/faculty/gatepass',
  decide: '/faculty/gatepass/{id}/{decision}',
});

export const leaveRequests = requestApi<
  LeaveApplication,
  LeaveRequestFormInput,
  LeaveRequestFormInput & Pick<LeaveEditForm, '_id'>
>('leave', {
  own: '/leaveapplication',
  request: '/leaveapplication/request',
  edit: '/leaveapplication/edit',
  cancel: '/leaveapplication/cancel',
  approverList: '/faculty/leave',
  decide: '/faculty/leave/{id}/{decision}',
});
