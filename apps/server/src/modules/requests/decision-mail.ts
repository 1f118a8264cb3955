import { STATUS, STATUS_LABELS, type Status } from '@portal/domain';
import type { Config } from '../../config.js';
import type { Mail } from '../../lib/mailer.js';
import type { RequestKind, RequestRow } from './kind.js';

/**
 * The e-mail that tells the student a request was decided (docs/rules.md, "Requests and
 * approval"), made from the decided request: everything the mail says comes from `row`, so a new
 * field of the decision (a reason, say) is added here alone. It leaves through the e-mail outbox,
 * written in the decision's transaction (docs/architecture.md, "Notifications").
 */
export function decisionMail<Row extends RequestRow>(
  kind: Pick<RequestKind<Row, unknown, object>, 'noun' | 'describe'>,
  row: Row,
  decidedBy: string,
  config: Pick<Config, 'timeZone' | 'publicUrl'>,
): Mail {
  const verdict = row.status === STATUS.APPROVED ? 'approved' : 'rejected';
  const text = [
    `Dear ${row.name},`,
    '',
    `Your ${kind.noun} ${kind.describe(row, config.timeZone)} was ${verdict} by ${decidedBy}.`,
    `Status: ${STATUS_LABELS[row.status as Status]}`,
    ...(row.reason ? [`Reason: ${row.reason}`] : []),
    '',
    `See your requests at ${config.publicUrl}`,
  ].join('\n');
  return { to: row.email, subject: `Your ${kind.noun} was ${verdict}`, text };
}
