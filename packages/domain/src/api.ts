import { z } from 'zod';

/**
 * The envelope of every answer (docs/api.md, "Conventions"): `success`, the payload in
 * `data`, a message for the user in `msg`, and on a 400 the failing fields in `errors`.
 */
export const fieldError = z.object({ path: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldError>;

export const apiFailure = z.object({
  success: z.literal(false),
  msg: z.string(),
  errors: z.array(fieldError).optional(),
});
export type ApiFailure = z.infer<typeof apiFailure>;

export const apiMessage = z.object({ success: z.literal(true), msg: z.string() });
export type ApiMessage = z.infer<typeof apiMessage>;

/** A successful answer carrying `data` (and optionally `msg`). */
export const apiData = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), msg: z.string().optional(), data });

/** A page of a large list: `data`, `total`, and the page asked for. */
export const apiPage = <T extends z.ZodType>(item: T) =>
  z.object({
    success: z.literal(true),
    data: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  });

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export type ApiResult<T> = { success: true; msg?: string; data: T };
export type ApiPage<T> = { success: true; data: T[]; total: number; page: number; limit: number };

/** GET config: what the public app needs to know before anyone signs in. */
export const publicConfig = z.object({
  googleClientId: z.string().nullable(),
  razorpayKeyId: z.string().nullable(),
  selfRegistration: z.enum(['approval', 'open', 'closed']),
  publicUrl: z.string(),
  /** The institute's time zone: every date and time on screen is shown in it. */
  timeZone: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfig>;

export const signInResult = z.object({ success: z.literal(true), token: z.string(), msg: z.string() });
export type SignInResult = z.infer<typeof signInResult>;
