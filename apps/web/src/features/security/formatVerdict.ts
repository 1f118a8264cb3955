import { SERVER_MESSAGES, YEAR_LABELS, type Year } from '@portal/domain';
import { formatDateTime } from '../../shell/dates';
import type { ScanVerdict } from './verifyGatepass';

/**
 * The server's message, completed with the time of the first exit when the server
 * sent only 'Already used at' and the time separately.
 */
export function verdictMessage(verdict: ScanVerdict): string {
  if (verdict.message.trim() === SERVER_MESSAGES.verifyAlreadyUsed && verdict.usedAt) {
    return `${SERVER_MESSAGES.verifyAlreadyUsed} ${formatDateTime(verdict.usedAt)}`;
  }
  return verdict.message;
}

/** 'CSE, Third year', or whichever part is known. */
export function classLabel(verdict: ScanVerdict): string | null {
  const year = verdict.currentYear ? YEAR_LABELS[verdict.currentYear as Year] : undefined;
  const parts = [verdict.department, year ? `${year} year` : null].filter(Boolean);
  return parts.length ? parts.join(', ') : null;
}
