import { PendingCount } from '../../kit/requests/PendingCount';
import { gatepassApi } from './gatepassApi';

/** Beside the faculty drawer's Gatepass Requests. */
export default function GatepassPendingCount({ id }: { id: string }) {
  return <PendingCount id={id} api={gatepassApi} noun={{ one: 'gate pass', many: 'gate passes' }} />;
}
