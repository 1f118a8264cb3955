import { MESSAGES } from '@portal/domain';
import { ApiError } from './api';

/**
 * The toast text for a failed action: the server's message when it sent one,
 * 'Network Error' when it never answered (offline: that the action needs a connection), otherwise
 * the screen's own fallback.
 */
export const failureMessage = (error: unknown, fallback: string): string => {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status === 0) return error.message || MESSAGES.networkError;
  return error.message && error.message !== MESSAGES.somethingWentWrong ? error.message : fallback;
};
