import { useDeferredValue, useState } from 'react';

/** What the hook needs of a TanStack Query result to tell one answer from the next. */
interface QueryResultLike {
  status: string;
  fetchStatus: string;
  dataUpdatedAt: number;
  errorUpdatedAt: number;
}

/**
 * A query's result, rendered as deferred work. TanStack Query tells React of an answer through
 * useSyncExternalStore, and React renders such an update at once, in one task, however much of the
 * screen the answer fills: on a phone that is a long freeze while a dashboard's cards or a calendar's
 * events come in. Here the urgent render keeps the result it had, and React renders the new one as
 * deferred work, in slices the browser can answer between (docs/benchmarks.md, "The first page").
 * For the screens a user lands on; a form that acts on an answer at once reads the query itself.
 */
export function useDeferredResult<Result extends QueryResultLike>(result: Result): Result {
  const version = `${result.status}|${result.fetchStatus}|${result.dataUpdatedAt}|${result.errorUpdatedAt}`;
  const deferredVersion = useDeferredValue(version);
  // The last result rendered with its own version: what the urgent render shows meanwhile.
  const [settled, setSettled] = useState({ version, result });
  if (deferredVersion !== version) return settled.result;
  if (settled.version !== version) setSettled({ version, result });
  return result;
}
