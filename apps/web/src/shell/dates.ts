import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import { DATE_FORMAT, TIME_FORMAT } from '@portal/domain';

dayjs.extend(advancedFormat);

/** 'Mar 5th 21' (docs/rules.md, "Formats and constants"). */
export const formatDate = (value: string | Date): string => dayjs(value).format(DATE_FORMAT);
/** '2:30 pm' (docs/rules.md, "Formats and constants"). */
export const formatTime = (value: string | Date): string => dayjs(value).format(TIME_FORMAT);

/** Splits a moment into the values of a native date and time field, in local time. */
export const toDateAndTimeFields = (value: string | Date): { date: string; time: string } => {
  const moment = dayjs(value);
  return { date: moment.format('YYYY-MM-DD'), time: moment.format('HH:mm') };
};

/** Joins a date field and a time field into an ISO date-time with the local offset. */
export const fromDateAndTimeFields = (date: string, time: string): string => dayjs(`${date}T${time}`).format();
