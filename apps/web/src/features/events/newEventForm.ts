import dayjs from 'dayjs';
import { z } from 'zod';
import { EVENT_DEPARTMENTS, eventForm, type EventDepartment, type EventFormInput } from '@portal/domain';
import { startOfDay } from '../../kit/calendar';

/**
 * The create-event dialog's fields: whole days, first and last, in the institute's zone. They are
 * turned into the instants the API takes and checked with the domain's own `eventForm`, so the
 * browser and the server judge the same rules (docs/rules.md, "Events").
 */
export interface NewEventFields {
  title: string;
  start: string;
  end: string;
  department: EventDepartment;
  semester: string;
}

export const toEventInput = (fields: NewEventFields): EventFormInput => ({
  title: fields.title,
  start: fields.start ? startOfDay(fields.start) : '',
  // The last day is included: the event ends as the next day begins.
  end: fields.end ? startOfDay(dayjs(fields.end).add(1, 'day').format('YYYY-MM-DD')) : '',
  department: fields.department,
  semester: fields.semester,
});

export const newEventSchema = z
  .object({
    title: z.string(),
    start: z.string(),
    end: z.string(),
    department: z.enum(EVENT_DEPARTMENTS),
    semester: z.string(),
  })
  .transform(toEventInput)
  .pipe(eventForm);
