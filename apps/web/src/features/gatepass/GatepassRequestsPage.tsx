import { MESSAGES } from '@portal/domain';
import { formatDateTime } from '../../shell/dates';
import { RequestsToDecide } from '../../kit/requests/RequestsToDecide';
import { gatepassApi } from './gatepassApi';

/** /requests: the pending passes of the faculty member's students, to approve or reject. */
export default function GatepassRequestsPage() {
  return (
    <RequestsToDecide
      title="Gatepass Requests"
      heading="Pending gate passes"
      noun="gate pass"
      emptyMessage={MESSAGES.noGatepassRequestsToShow}
      api={gatepassApi}
      details={(pass) => formatDateTime(pass.time)}
    />
  );
}
