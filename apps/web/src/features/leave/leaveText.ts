import { LEAVE_TYPE_LABELS, describeLeaveSpan, type LeaveApplication } from '@portal/domain';
import { unbreakable } from '../../shell/dates';

/**
 * A leave's span in words, as the server's messages write it (docs/rules.md, "Formats and
 * constants"): 'Full Day · Wed 25 Nov 2026 – Fri 27 Nov 2026' or 'Half Day · Wed 25 Nov 2026, 10:00 am – 12:30 pm'.
 */
export const leaveSpan = (leave: LeaveApplication): string =>
  `${LEAVE_TYPE_LABELS[leave.type]} · ${unbreakable(describeLeaveSpan(leave))}`;
