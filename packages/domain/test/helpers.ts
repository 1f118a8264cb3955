import type { z } from 'zod';

/** The messages a schema gives for one field of a value, in order. */
export const messagesFor = (schema: z.ZodType, value: unknown, field: string): string[] => {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.filter((issue) => issue.path.join('.') === field).map((issue) => issue.message);
};

/** The parsed value, failing the test with the messages when the schema refuses it. */
export const parsed = <T extends z.ZodType>(schema: T, value: unknown): z.output<T> => {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(result.error.issues.map((issue) => issue.message).join('; '));
  return result.data;
};
