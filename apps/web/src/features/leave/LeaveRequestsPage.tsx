import { MESSAGES } from '@portal/domain';
import { RequestsToDecide } from '../../kit/requests/RequestsToDecide';
import { LEAVE_NOUNS, leaveApi } from './leaveApi';
import { leaveSpan } from './leaveText';

/** /leave for faculty: the pending applications of the member's students, to approve or reject, and those decided. */
export default function LeaveRequestsPage() {
  return (
    <RequestsToDecide
      id="leave"
      title="Leave Requests"
      heading="Leave applications"
      noun="leave application"
      nouns={LEAVE_NOUNS}
      emptyMessage={MESSAGES.noLeaveRequests}
      api={leaveApi}
      details={leaveSpan}
    />
  );
}
