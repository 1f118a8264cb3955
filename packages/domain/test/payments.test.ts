import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  SERVER_MESSAGES,
  formatRupees,
  isOverdue,
  paymentForm,
  paymentHistoryQuery,
  paymentTypeForm,
  paymentVerifyForm,
  toPaise,
  toRupees,
} from '../src/index.js';
import { messagesFor, parsed } from './helpers.js';

const TYPE = '6f1c2d3e-4a5b-4c6d-8e7f-001122334455';

describe('payment type form', () => {
  it('requires every field with the documented message', () => {
    expect(messagesFor(paymentTypeForm, {}, 'type')).toEqual([MESSAGES.required]);
    expect(messagesFor(paymentTypeForm, { amount: '' }, 'amount')).toEqual([MESSAGES.required]);
    expect(messagesFor(paymentTypeForm, { dueDate: ' ' }, 'dueDate')).toEqual([MESSAGES.required]);
    expect(messagesFor(paymentTypeForm, { type: '   ' }, 'type')).toEqual([MESSAGES.required]);
  });

  it("answers 'Must be a number' and 'Amount cannot be negative'", () => {
    expect(messagesFor(paymentTypeForm, { amount: 'abc' }, 'amount')).toEqual([MESSAGES.mustBeNumber]);
    expect(messagesFor(paymentTypeForm, { amount: '12e3' }, 'amount')).toEqual([MESSAGES.mustBeNumber]);
    expect(messagesFor(paymentTypeForm, { amount: '-1' }, 'amount')).toEqual([MESSAGES.amountNegative]);
    expect(messagesFor(paymentTypeForm, { amount: -0.5 }, 'amount')).toEqual([MESSAGES.amountNegative]);
    expect(messagesFor(paymentTypeForm, { amount: Number.POSITIVE_INFINITY }, 'amount')).toEqual([
      MESSAGES.mustBeNumber,
    ]);
  });

  it('takes rupees with up to two decimals, and no more than the ceiling', () => {
    expect(parsed(paymentTypeForm, { type: ' Tuition ', amount: '1250.50', dueDate: '2030-01-31' })).toEqual({
      type: 'Tuition',
      amount: 1250.5,
      dueDate: '2030-01-31',
    });
    expect(parsed(paymentTypeForm, { type: 'Bus', amount: 0, dueDate: '2030-01-31' }).amount).toBe(0);
    expect(messagesFor(paymentTypeForm, { amount: '10.123' }, 'amount')).toEqual([SERVER_MESSAGES.amountDecimals]);
    expect(messagesFor(paymentTypeForm, { amount: 1_000_000.01 }, 'amount')).toEqual([SERVER_MESSAGES.amountTooLarge]);
    expect(messagesFor(paymentTypeForm, { amount: 1_000_000 }, 'amount')).toEqual([]);
  });

  it('wants a real calendar date', () => {
    expect(messagesFor(paymentTypeForm, { dueDate: '2030-02-30' }, 'dueDate')).toEqual([SERVER_MESSAGES.invalidDate]);
    expect(messagesFor(paymentTypeForm, { dueDate: '31/01/2030' }, 'dueDate')).toEqual([SERVER_MESSAGES.invalidDate]);
  });
});

describe('student payment form', () => {
  it('requires every field; the amount is a number and not negative', () => {
    for (const field of ['paymentType', 'amount', 'dueDate', 'remarks']) {
      expect(messagesFor(paymentForm, {}, field)).toEqual([MESSAGES.required]);
    }
    expect(messagesFor(paymentForm, { amount: 'ten' }, 'amount')).toEqual([MESSAGES.mustBeNumber]);
    expect(messagesFor(paymentForm, { amount: '-5' }, 'amount')).toEqual([MESSAGES.amountNegative]);
    expect(
      parsed(paymentForm, { paymentType: TYPE, amount: '500', dueDate: '2030-01-01', remarks: 'Tuition' }),
    ).toMatchObject({ amount: 500 });
  });

  it('takes the three fields Checkout hands back', () => {
    expect(
      messagesFor(
        paymentVerifyForm,
        { razorpay_order_id: 'order_1', razorpay_payment_id: 'pay_1' },
        'razorpay_signature',
      ),
    ).toEqual([MESSAGES.required]);
    expect(
      messagesFor(
        paymentVerifyForm,
        { razorpay_order_id: "order'1", razorpay_payment_id: 'pay_1', razorpay_signature: 'x' },
        'razorpay_order_id',
      ),
    ).toEqual([SERVER_MESSAGES.paymentBadSignature]);
  });
});

describe('history filters', () => {
  it('pages from 1, at most 100 a page, paid payments by default', () => {
    expect(parsed(paymentHistoryQuery, {})).toMatchObject({ page: 1, limit: 20, status: 'paid', format: 'json' });
    expect(paymentHistoryQuery.safeParse({ limit: 101 }).success).toBe(false);
    expect(paymentHistoryQuery.safeParse({ page: 0 }).success).toBe(false);
    expect(parsed(paymentHistoryQuery, { type: '', department: '', year: '', from: '', status: '' })).toMatchObject({
      status: 'paid',
      type: undefined,
      year: undefined,
    });
  });

  it('checks each filter', () => {
    expect(paymentHistoryQuery.safeParse({ department: 'XYZ' }).success).toBe(false);
    expect(paymentHistoryQuery.safeParse({ year: 5 }).success).toBe(false);
    expect(paymentHistoryQuery.safeParse({ type: 'not-an-id' }).success).toBe(false);
    expect(paymentHistoryQuery.safeParse({ status: 'refunded' }).success).toBe(false);
    expect(messagesFor(paymentHistoryQuery, { from: '2030-02-01', to: '2030-01-01' }, 'to')).toEqual([
      SERVER_MESSAGES.leaveEndsBeforeStart,
    ]);
    expect(
      parsed(paymentHistoryQuery, {
        from: '2030-01-01',
        to: '2030-01-01',
        year: '3',
        department: 'CSE',
        status: 'all',
      }),
    ).toMatchObject({ year: 3, department: 'CSE', status: 'all' });
  });
});

describe('money and due dates', () => {
  it('converts rupees and paise without floating point drift', () => {
    expect(toPaise(1250.55)).toBe(125055);
    expect(toPaise(0.29)).toBe(29);
    expect(toRupees(125055)).toBe(1250.55);
    expect(formatRupees(125000)).toBe('₹1,25,000.00');
  });

  it('marks a fee overdue from the day after its due date', () => {
    expect(isOverdue('2030-01-31', '2030-01-31')).toBe(false);
    expect(isOverdue('2030-01-31', '2030-02-01')).toBe(true);
  });
});
