/**
 * The gate pass form's labels, on screen and in the edit dialog's alert. Apart from the form's
 * schema: the approvers' pending counts on a dashboard need the calls, not the validation library.
 */
export const GATEPASS_FIELD_LABELS = { description: 'Description', date: 'Date', time: 'Time' } as const;
