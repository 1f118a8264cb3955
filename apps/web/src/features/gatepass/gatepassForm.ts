import { z } from 'zod';
import { DESCRIPTION_MAX, MESSAGES, requiredText } from '@portal/domain';

/**
 * What the student types: a description and the leaving date and time as separate
 * native fields. They are joined into the ISO time the API takes on submit.
 */
export const gatepassFields = z.object({
  description: requiredText(DESCRIPTION_MAX),
  date: z.string().min(1, { error: MESSAGES.required }),
  time: z.string().min(1, { error: MESSAGES.required }),
});
export type GatepassFields = z.infer<typeof gatepassFields>;
