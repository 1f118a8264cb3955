import { STATUS, type CalendarEvent, type DiscussionPost, type ExamType, type Gatepass } from '@portal/domain';

/**
 * Records as the API sends them, typed by the domain, for the component tests' handlers: each
 * builder gives a plausible record and takes what the test cares about.
 */

let counter = 0;
/** A fresh record id, in the UUID form the server uses. */
export const newId = (): string => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;

export const gatepassOf = (fields: Partial<Gatepass> = {}): Gatepass => ({
  _id: newId(),
  name: 'Asha Nair',
  email: 'asha@college.example',
  photo: null,
  department: 'CSE',
  currentYear: 3,
  description: 'Visiting home',
  status: STATUS.PENDING,
  decidedBy: null,
  decidedAt: null,
  reason: null,
  createdAt: '2026-11-20T04:00:00.000Z',
  updatedAt: '2026-11-20T04:00:00.000Z',
  time: '2026-11-27T10:30:00.000Z',
  usedAt: null,
  ...fields,
});

export const discussionPostOf = (fields: Partial<DiscussionPost> = {}): DiscussionPost => ({
  _id: newId(),
  text: 'When is the lab record due?',
  author: { _id: newId(), name: 'Asha Nair', type: 'student' },
  createdAt: '2026-11-20T04:00:00.000Z',
  canDelete: false,
  replies: [],
  ...fields,
});

export const calendarEventOf = (fields: Partial<CalendarEvent> = {}): CalendarEvent => ({
  _id: newId(),
  title: 'Tech fest',
  start: '2026-11-10T03:30:00.000Z',
  end: '2026-11-10T06:30:00.000Z',
  department: 'all',
  semester: 0,
  uploadBy: 'Admin',
  canDelete: false,
  ...fields,
});

export const examTypeOf = (fields: Partial<ExamType> = {}): ExamType => ({
  _id: newId(),
  type: 'Series 1',
  maxMark: 50,
  passMark: 20,
  ...fields,
});
