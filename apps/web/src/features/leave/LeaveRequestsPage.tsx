import { MESSAGES } from '@portal/domain';
import { RequestsToDecide } from '../../kit/requests/RequestsToDecide';
import { leaveApi } from './leaveApi';
import { leaveSpan } from './leaveText';

/** /leave for faculty: the pending applications of the member's students, to approve or reject. */
export default function LeaveRequestsPage() {
  return (
    <RequestsToDecide
      title="Leave Requests"
      heading="Pending leave applications"
      noun="leave application"
      emptyMessage={MESSAGES.noLeaveRequests}
      api={leaveApi}
      details={leaveSpan}
    />
  );
}
