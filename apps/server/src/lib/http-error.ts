/**
 * An error the client is meant to see: its status and the message for `msg`. Services throw it;
 * the error handler (plugins/errors.ts) turns it into `{success: false, msg}`.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
