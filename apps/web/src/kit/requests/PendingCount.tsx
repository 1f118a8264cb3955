import Chip from '@mui/material/Chip';
import type { RequestItem } from '@portal/domain';
import type { RequestApi } from './requestApi';
import type { Nouns } from './requestText';

/**
 * The number of requests waiting for the signed-in approver, beside a drawer entry; nothing when none
 * wait. The chip is for the eye; screen readers hear the same as the entry's description (`id`), so
 * the entry's name stays its label.
 */
export function PendingCount<Item extends RequestItem>({
  id,
  api,
  noun,
}: {
  id: string;
  api: Pick<RequestApi<Item, unknown, unknown>, 'usePendingCount'>;
  noun: Nouns;
}) {
  const count = api.usePendingCount().data;
  if (!count) return null;
  return (
    <>
      <Chip size="small" color="warning" label={count} aria-hidden sx={{ fontWeight: 700 }} />
      <span id={id} hidden>
        {`${count} pending ${count === 1 ? noun.one : noun.many}`}
      </span>
    </>
  );
}
