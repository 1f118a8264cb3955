import { PendingCount } from '../../kit/requests/PendingCount';
import { leaveApi } from './leaveApi';

/** Beside the faculty drawer's Leave Requests. */
export default function LeavePendingCount({ id }: { id: string }) {
  return <PendingCount id={id} api={leaveApi} noun={{ one: 'leave application', many: 'leave applications' }} />;
}
