import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver on a domain schema whose preprocessing turns the inputs' text into
 * values, so that its input type says `unknown` where the form holds a string. The form's own field
 * type (taken from useForm's) is checked against what the schema accepts, and what the schema gives
 * is the submitted values' type: the one conversion sits here instead of a cast in each form.
 */
export function formResolver<Fields extends Input & FieldValues, Input, Output>(
  schema: z.ZodType<Output, Input>,
): Resolver<Fields, unknown, Output> {
  return zodResolver(schema as z.ZodType<Output, FieldValues>) as unknown as Resolver<Fields, unknown, Output>;
}
