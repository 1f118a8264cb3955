import { yearLabel, type RequestItem } from '@portal/domain';

/** The student's class as the approver's screens show it: 'CSE · Third year'. */
export const classLine = (item: Pick<RequestItem, 'department' | 'currentYear'>): string =>
  [item.department, item.currentYear ? `${yearLabel(item.currentYear)} year` : null].filter(Boolean).join(' · ');

export const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** What one request and several are called ('gate pass', 'gate passes'): not every plural adds an s. */
export interface Nouns {
  one: string;
  many: string;
}

/** '1 gate pass', '3 gate passes'. */
export const countOf = (n: number, nouns: Nouns): string => `${n} ${n === 1 ? nouns.one : nouns.many}`;
