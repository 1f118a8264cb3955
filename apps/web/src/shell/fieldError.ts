import type { FieldError } from 'react-hook-form';

/** The props that show a react-hook-form field's failed rule under a MUI TextField. */
export const fieldError = (error: FieldError | undefined) => ({ error: Boolean(error), helperText: error?.message });
