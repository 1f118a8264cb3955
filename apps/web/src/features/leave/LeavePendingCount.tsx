import { PendingCount } from '../../kit/requests/PendingCount';
import { LEAVE_NOUNS, leaveApi } from './leaveApi';

/** Beside the faculty drawer's Leave Requests. */
export default function LeavePendingCount({ id }: { id: string }) {
  return <PendingCount id={id} api={leaveApi} noun={LEAVE_NOUNS} />;
}
