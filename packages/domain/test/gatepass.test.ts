import { describe, expect, it } from 'vitest';
import { STATUS, TABLE_PAGE_SIZE, TABLE_PAGE_SIZE_OPTIONS, passoutYearOptions } from '../src/constants.js';
import { extractGatepassId, gatepassEditForm, gatepassRequestForm } from '../src/gatepass.js';
import { approverListQuery as gatepassListQuery, decisionParams as gatepassDecisionParams } from '../src/requests.js';
import { MESSAGES } from '../src/messages.js';
import { messagesFor, parsed } from './helpers.js';

const id = '3f2a0c1e-1b2c-4d5e-8f90-123456789abc';
const time = '2026-11-22T10:30:00+05:30';

describe('gate pass request', () => {
  it('accepts a description and an ISO time', () => {
    expect(parsed(gatepassRequestForm, { description: ' Hospital visit ', time })).toEqual({
      description: 'Hospital visit',
      time,
    });
  });

  it.each(['', '   ', '\n'])('refuses the blank description %j', (description) => {
    expect(messagesFor(gatepassRequestForm, { description, time }, 'description')).toEqual([MESSAGES.required]);
  });

  it('needs a real date-time', () => {
    expect(gatepassRequestForm.safeParse({ description: 'x', time: 'tomorrow' }).success).toBe(false);
    expect(gatepassRequestForm.safeParse({ description: 'x' }).success).toBe(false);
  });

  it('bounds the description', () => {
    expect(gatepassRequestForm.safeParse({ description: 'x'.repeat(1001), time }).success).toBe(false);
  });

  it('needs the id of the pass to edit', () => {
    expect(gatepassEditForm.safeParse({ description: 'x', time, _id: 'not-an-id' }).success).toBe(false);
    expect(gatepassEditForm.safeParse({ description: 'x', time, _id: id }).success).toBe(true);
  });
});

describe('gate pass decisions', () => {
  it('accepts 1 and -1 from the path', () => {
    expect(parsed(gatepassDecisionParams, { id, decision: '1' }).decision).toBe(STATUS.APPROVED);
    expect(parsed(gatepassDecisionParams, { id, decision: '-1' }).decision).toBe(STATUS.REJECTED);
  });

  it.each(['0', '2', 'yes', ''])('refuses the decision %j', (decision) => {
    expect(gatepassDecisionParams.safeParse({ id, decision }).success).toBe(false);
  });

  it('lists pending passes unless asked otherwise', () => {
    expect(parsed(gatepassListQuery, {})).toMatchObject({ status: STATUS.PENDING, page: 1, limit: 24 });
    expect(gatepassListQuery.safeParse({ limit: '101' }).success).toBe(false);
    expect(parsed(gatepassListQuery, { status: '-1' }).status).toBe(STATUS.REJECTED);
    expect(gatepassListQuery.safeParse({ status: '5' }).success).toBe(false);
  });
});

describe('reading a pass id from a scan', () => {
  it('takes a bare id, lower-cased', () => {
    expect(extractGatepassId(` ${id.toUpperCase()} `)).toBe(id);
  });

  it('takes the absolute view URL the QR code holds', () => {
    expect(extractGatepassId(`https://portal.college.example/gatepass/view/${id}`)).toBe(id);
    expect(extractGatepassId(`http://localhost:3000/gatepass/view/${id}?from=qr`)).toBe(id);
  });

  it.each(['', 'hello', `${id}x`, `x${id}`, `https://evil.example/other/${id}x`, '/gatepass/view/123'])(
    'finds nothing in %j',
    (text) => {
      expect(extractGatepassId(text)).toBeNull();
    },
  );
});

describe('constants of docs/rules.md', () => {
  it('paginates tables at 4 with options 2, 4 and 6', () => {
    expect(TABLE_PAGE_SIZE).toBe(4);
    expect([...TABLE_PAGE_SIZE_OPTIONS]).toEqual([2, 4, 6]);
  });

  it('offers passout years from this year up to four more', () => {
    expect(passoutYearOptions(new Date('2026-11-22T00:00:00Z'))).toEqual([2026, 2027, 2028, 2029, 2030]);
  });

  it('keeps the documented messages verbatim, typos included', () => {
    expect(MESSAGES.registrationSuccess).toBe('Regsitration success');
    expect(MESSAGES.passwordTooShort).toBe('Must be atleast 8 characters');
    expect(MESSAGES.errorOccured).toBe('An error occured');
  });
});
