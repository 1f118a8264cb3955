import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import { DATE_FORMAT, SERVER_MESSAGES, TIME_FORMAT, YEAR_LABELS, type Year } from '@portal/domain';
import type { ScanVerdict } from './verifyGatepass';

// 'Do' (5th) in DATE_FORMAT needs the advancedFormat plugin; extending twice is harmless.
dayjs.extend(advancedFormat);

export const formatDate = (iso: string): string => dayjs(iso).format(DATE_FORMAT);
export const formatTime = (iso: string): string => dayjs(iso).format(TIME_FORMAT);

/**
 * The server's message, completed with the time of the first exit when the server
 * sent only 'Already used at' and the time separately.
 */
export function verdictMessage(verdict: ScanVerdict): string {
  if (verdict.message.trim() === SERVER_MESSAGES.verifyAlreadyUsed && verdict.usedAt) {
    return `${SERVER_MESSAGES.verifyAlreadyUsed} ${formatTime(verdict.usedAt)}, ${formatDate(verdict.usedAt)}`;
  }
  return verdict.message;
}

/** 'CSE, Third year', or whichever part is known. */
export function classLabel(verdict: ScanVerdict): string | null {
  const year = verdict.currentYear ? YEAR_LABELS[verdict.currentYear as Year] : undefined;
  const parts = [verdict.department, year ? `${year} year` : null].filter(Boolean);
  return parts.length ? parts.join(', ') : null;
}
