import { MESSAGES } from '@portal/domain';
import { formatDateTime } from '../../shell/dates';
import { RequestsToDecide } from '../../kit/requests/RequestsToDecide';
import { PASS_NOUNS, gatepassApi } from './gatepassApi';

/** /requests: the pending passes of the faculty member's students, to approve or reject, and those decided. */
export default function GatepassRequestsPage() {
  return (
    <RequestsToDecide
      id="gatepass"
      title="Gatepass Requests"
      heading="Gate pass requests"
      noun="gate pass"
      nouns={PASS_NOUNS}
      emptyMessage={MESSAGES.noGatepassRequestsToShow}
      api={gatepassApi}
      details={(pass) => formatDateTime(pass.time)}
    />
  );
}
