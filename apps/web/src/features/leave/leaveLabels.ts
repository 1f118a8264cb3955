/**
 * The leave form's labels, on screen and in the edit dialog's alert. Apart from the form's schema:
 * the approvers' pending counts on a dashboard need the calls, not the validation library.
 */
export const LEAVE_FIELD_LABELS = {
  type: 'Type',
  description: 'Description',
  date: 'Date',
  toDate: 'To date',
  fromTime: 'From',
  toTime: 'To',
} as const;
