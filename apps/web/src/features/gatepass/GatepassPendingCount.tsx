import { PendingCount } from '../../kit/requests/PendingCount';
import { PASS_NOUNS, gatepassApi } from './gatepassApi';

/** Beside the faculty drawer's Gatepass Requests. */
export default function GatepassPendingCount({ id }: { id: string }) {
  return <PendingCount id={id} api={gatepassApi} noun={PASS_NOUNS} />;
}
