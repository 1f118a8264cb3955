import { MESSAGES, type GatepassVerifyResult } from '@portal/domain';
import { ApiError, api } from '../../shell/api';

/**
 * What the scan screen shows after a check: the server's verdict, or, when the server
 * refused the text outright (a 400/404 for something that is no pass at all), an
 * invalid verdict carrying its message.
 */
export type ScanVerdict = GatepassVerifyResult;

const invalidVerdict = (message: string): ScanVerdict => ({
  valid: false,
  reason: 'not_found',
  message,
  name: null,
  photo: null,
  time: null,
  department: null,
  currentYear: null,
  usedAt: null,
});

/**
 * POST security/verify with what the camera read or the guard typed: a pass id or the
 * view URL its QR code holds (the server accepts both). Calls share one key, so a new
 * check cancels one still pending.
 */
export async function verifyGatepass(gatepassId: string): Promise<ScanVerdict> {
  try {
    const answer = await api.post('/security/verify', { gatepassId }, { key: 'security/verify' });
    return answer.data;
  } catch (error) {
    // Text that is not a pass at all is an invalid pass for the guard, not a failure.
    if (error instanceof ApiError && (error.status === 400 || error.status === 404)) {
      return invalidVerdict(error.message || MESSAGES.invalidGatepass);
    }
    throw error;
  }
}
