import { expect } from 'vitest';
import { SERVER_MESSAGES } from '@portal/domain';
import type { Answer } from '../helpers.js';

/**
 * An approval and an edit of the same request sent at once, `rounds` times: whichever lands first,
 * the approved text is the one the approver read. Either the approval wins (and the edit finds the
 * request frozen), or the edit wins (and the approval, naming the version it saw, is refused).
 */
export async function raceApprovalAgainstEdit(
  rounds: number,
  round: (index: number) => Promise<{
    decision: Answer;
    edit: Answer;
    row: { status: number; description: string };
    seenDescription: string;
    editedDescription: string;
  }>,
): Promise<void> {
  for (let index = 0; index < rounds; index++) {
    const { decision, edit, row, seenDescription, editedDescription } = await round(index);
    if (row.status === 1) {
      expect(row.description).toBe(seenDescription);
      expect([decision.status, edit.status]).toEqual([200, 409]);
    } else {
      expect(row).toMatchObject({ status: 0, description: editedDescription });
      expect(decision.body.msg).toBe(SERVER_MESSAGES.requestEditedSince);
      expect([decision.status, edit.status]).toEqual([409, 200]);
    }
  }
}
