import { describe, expect, it } from 'vitest';
import {
  DISCUSSION_PAGE_SIZE,
  DISCUSSION_TEXT_MAX,
  MESSAGES,
  SERVER_MESSAGES,
  discussionForm,
  discussionPostForm,
  discussionQuery,
} from '../src/index.js';
import { messagesFor, parsed } from './helpers.js';

const ID = '3f1c2a9e-4b7d-4c1e-9a2b-6d5e4f3a2b1c';
const base = { department: 'CSE', semester: 5, text: 'When is the lab record due?' };

describe('discussion post', () => {
  it('takes a post, trimmed, and a reply with its parent', () => {
    expect(parsed(discussionForm, { ...base, text: '  Hello class  ' })).toEqual({
      department: 'CSE',
      semester: 5,
      text: 'Hello class',
    });
    expect(parsed(discussionForm, { ...base, parentId: ID }).parentId).toBe(ID);
    expect(parsed(discussionForm, { ...base, parentId: null }).parentId).toBeNull();
  });

  it("answers 'This field is required' for missing, empty, blank and invisible-only text", () => {
    for (const text of [undefined, '', '   ', '\n\t\n', '\u200B\u2060\uFEFF']) {
      expect(messagesFor(discussionForm, { ...base, text }, 'text')).toEqual([MESSAGES.required]);
      expect(messagesFor(discussionPostForm, { text }, 'text')).toEqual([MESSAGES.required]);
    }
  });

  it('takes up to 2,000 characters and says so beyond', () => {
    expect(DISCUSSION_TEXT_MAX).toBe(2000);
    expect(messagesFor(discussionForm, { ...base, text: 'x'.repeat(2000) }, 'text')).toEqual([]);
    // Blanks around the text are trimmed before counting.
    expect(messagesFor(discussionForm, { ...base, text: ` ${'x'.repeat(2000)} ` }, 'text')).toEqual([]);
    expect(messagesFor(discussionForm, { ...base, text: 'x'.repeat(2001) }, 'text')).toEqual([
      'Maximum 2000 characters',
    ]);
  });

  it('keeps newlines and tabs, and refuses other control characters', () => {
    expect(parsed(discussionForm, { ...base, text: 'Line one\n\tLine two\r\nLine three' }).text).toBe(
      'Line one\n\tLine two\r\nLine three',
    );
    for (const bad of ['\u0000', '\u0007', '\u001B', '\u007F', '\u0085']) {
      expect(messagesFor(discussionForm, { ...base, text: `Hi${bad}there` }, 'text')).toEqual([
        SERVER_MESSAGES.controlCharacters,
      ]);
    }
  });

  it('needs a parent that is an id', () => {
    expect(messagesFor(discussionForm, { ...base, parentId: 'not-an-id' }, 'parentId')).toEqual([
      SERVER_MESSAGES.notFound,
    ]);
    expect(messagesFor(discussionForm, { ...base, parentId: 42 }, 'parentId')).toEqual([SERVER_MESSAGES.notFound]);
  });

  it('names a class of the five departments (any letter case) and S1-S8, or none', () => {
    expect(parsed(discussionForm, { ...base, department: 'cse', semester: '8' })).toMatchObject({
      department: 'CSE',
      semester: 8,
    });
    expect(parsed(discussionForm, { text: 'Mine' })).toEqual({ text: 'Mine' });
    expect(messagesFor(discussionForm, { ...base, department: 'XYZ' }, 'department')).toEqual([
      MESSAGES.invalidLinkLong,
    ]);
    for (const semester of [0, 9, 1.5, 'five']) {
      expect(messagesFor(discussionForm, { ...base, semester }, 'semester')).toEqual([MESSAGES.invalidLinkLong]);
    }
    expect(messagesFor(discussionForm, { ...base, semester: 1 }, 'semester')).toEqual([]);
  });
});

describe('discussion list query', () => {
  it('pages by 20 threads unless told, at most 100', () => {
    expect(DISCUSSION_PAGE_SIZE).toBe(20);
    expect(parsed(discussionQuery, { department: 'ME', semester: '3' })).toEqual({
      department: 'ME',
      semester: 3,
      page: 1,
      limit: 20,
    });
    expect(parsed(discussionQuery, { page: '2', limit: '100' })).toEqual({ page: 2, limit: 100 });
    expect(discussionQuery.safeParse({ limit: '101' }).success).toBe(false);
    expect(discussionQuery.safeParse({ limit: '0' }).success).toBe(false);
    expect(discussionQuery.safeParse({ page: '0' }).success).toBe(false);
  });
});
