import { DrizzleQueryError } from 'drizzle-orm/errors';

export interface LoggableError {
  message: string;
  /** The SQL text of a failed query, with its placeholders ($1, $2...) and never their values. */
  query?: string;
  /** PostgreSQL's error code, e.g. 23505 for a duplicate key. */
  code?: string;
  stack?: string;
}

/**
 * What may be written to the log about an error. A failed query's own message carries every value
 * it was given (a new password's hash, names, e-mails), so only its SQL text and the database's
 * error code and message are kept; the driver's `detail`, which can quote a value, is left out too.
 */
export function loggableError(error: unknown): LoggableError {
  if (error instanceof DrizzleQueryError) {
    const cause = error.cause as { message?: string; code?: string } | undefined;
    return { message: cause?.message ?? 'query failed', query: error.query, code: cause?.code };
  }
  if (error instanceof Error) {
    const cause = error.cause instanceof DrizzleQueryError ? loggableError(error.cause) : undefined;
    return cause
      ? { ...cause, message: `${error.message}: ${cause.message}` }
      : { message: error.message, stack: error.stack };
  }
  return { message: String(error) };
}
