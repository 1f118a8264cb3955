import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES, SERVER_MESSAGES, type FieldError } from '@portal/domain';
import { HttpError } from '../lib/http-error.js';
import { loggableError } from '../lib/loggable-error.js';

/** Messages for the framework's own 4xx errors, which would otherwise leak internal wording. */
const STATUS_MESSAGES: Record<number, string> = {
  401: SERVER_MESSAGES.unauthenticated,
  403: SERVER_MESSAGES.forbidden,
  404: SERVER_MESSAGES.notFound,
  413: SERVER_MESSAGES.tooLarge,
  415: SERVER_MESSAGES.unsupportedFile,
  429: SERVER_MESSAGES.tooManyRequests,
};

/**
 * Every failure answers `{success: false, msg}` (docs/api.md, "Conventions"). A failed schema answers
 * 400 with the first rule's message (worded as docs/rules.md has it) and every failing field in `errors`.
 * Nothing ever carries a stack trace; unexpected errors are logged and answer a generic 500.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldError[] = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message ?? MESSAGES.error,
      }));
      return reply.status(400).send({ success: false, msg: errors[0]?.message ?? MESSAGES.error, errors });
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ success: false, msg: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Framework errors: malformed JSON, wrong content type, body too large...
      // A JSON body over the limit is not a file: say so rather than "The file is too large".
      const msg =
        error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? SERVER_MESSAGES.requestTooLarge
          : (STATUS_MESSAGES[status] ?? (status === 400 ? 'Invalid request' : MESSAGES.somethingWentWrong));
      return reply.status(status).send({ success: false, msg });
    }
    request.log.error({ err: loggableError(error) }, 'request failed');
    return reply.status(500).send({ success: false, msg: SERVER_MESSAGES.internal });
  });
}
