import { LEAVE_TYPE_LABELS, type LeaveApplication } from '@portal/domain';
import { formatDate, formatTimeOfDay } from '../../shell/dates';

/** 'Nov 25th 26 – Nov 27th 26', or one date for a one-day leave. */
export const leaveDates = (leave: Pick<LeaveApplication, 'date' | 'toDate'>): string =>
  leave.toDate && leave.toDate !== leave.date
    ? `${formatDate(leave.date)} – ${formatDate(leave.toDate)}`
    : formatDate(leave.date);

/** '10:00 am – 12:30 pm'. */
export const leaveTimes = (leave: Pick<LeaveApplication, 'fromTime' | 'toTime'>): string =>
  `${formatTimeOfDay(leave.fromTime ?? '')} – ${formatTimeOfDay(leave.toTime ?? '')}`;

/** The whole span in words: 'Full Day · Nov 25th 26 – Nov 27th 26' or 'Half Day · Nov 25th 26 · 10:00 am – 12:30 pm'. */
export const leaveSpan = (leave: LeaveApplication): string =>
  leave.type === 'fullDay'
    ? `${LEAVE_TYPE_LABELS.fullDay} · ${leaveDates(leave)}`
    : `${LEAVE_TYPE_LABELS.halfDay} · ${formatDate(leave.date)} · ${leaveTimes(leave)}`;
