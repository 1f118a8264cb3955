import type { FastifyInstance } from 'fastify';
import { STATUS, STATUS_LABELS, type Status } from '@portal/domain';
import type { RequestKind, RequestRow } from './kind.js';

/**
 * Tells the student that a request was decided (docs/rules.md, "Requests and approval"). Called
 * once the decision is written; the mail goes out on its own, and a mail server that fails or
 * hangs is logged and never undoes or delays the decision.
 */
export function mailDecision<Row extends RequestRow>(
  app: FastifyInstance,
  kind: Pick<RequestKind<Row, unknown, object>, 'name' | 'noun' | 'describe'>,
  row: Row,
  decidedBy: string,
): void {
  const verdict = row.status === STATUS.APPROVED ? 'approved' : 'rejected';
  const text = [
    `Dear ${row.name},`,
    '',
    `Your ${kind.noun} ${kind.describe(row, app.ctx.config.timeZone)} was ${verdict} by ${decidedBy}.`,
    `Status: ${STATUS_LABELS[row.status as Status]}`,
    ...(row.reason ? [`Reason: ${row.reason}`] : []),
    '',
    `See your requests at ${app.ctx.config.publicUrl}`,
  ].join('\n');
  app.ctx.mailer
    .send({ to: row.email, subject: `Your ${kind.noun} was ${verdict}`, text })
    .catch((error: unknown) =>
      app.log.error({ err: error, kind: kind.name, requestId: row.id }, 'decision e-mail not sent'),
    );
}
