/** What stands in for a secret in the log, as for the bearer token (app.ts, the logger's `redact`). */
const CENSOR = '[redacted]';

/** A calendar feed's address: its last segment is the feed's secret (GET calendar/feed is not one). */
const FEED_SECRET = /^(\/api\/calendar\/)(?!feed$)([^/]+?)(\.ics)?$/;
/** A signed resource link's signature. */
const SIGNATURE = /([?&]sig=)[^&]*/g;

/**
 * A request's URL as the request log may hold it. Capability URLs carry their key in the address
 * itself (docs/rules.md, "Calendar feed" and "Course resources"): whoever reads the log could use
 * a feed secret or a link's signature, so both are censored the way the token is.
 */
export function loggableUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt);
  return path.replace(FEED_SECRET, `$1${CENSOR}$3`) + query.replace(SIGNATURE, `$1${CENSOR}`);
}
