import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  MESSAGES,
  SERVER_MESSAGES,
  type PaymentHistoryPage,
  type PaymentOrder,
  type PaymentReceipt,
  type PaymentType,
} from '@portal/domain';
import { paymentTypes, payments, webhookEvents } from '../src/modules/payments/schema.js';
import { databases, makeUser, startServer, type Fixture, type TestServer } from './helpers.js';
import { startRazorpayStandIn, type RazorpayStandIn } from './support/razorpay-stand-in.js';

const KEY_ID = 'rzp_test_portal';
const KEY_SECRET = 'test-key-secret-0123456789';
const WEBHOOK_SECRET = 'test-webhook-secret-9876543210';
const NOW = new Date('2030-06-15T06:00:00Z');

const hmac = (text: string, secret: string) => createHmac('sha256', secret).update(text).digest('hex');
const checkoutAnswer = (orderId: string, paymentId: string, secret = KEY_SECRET) => ({
  razorpay_order_id: orderId,
  razorpay_payment_id: paymentId,
  razorpay_signature: hmac(`${orderId}|${paymentId}`, secret),
});
const capturedEvent = (orderId: string, paymentId: string, amount: number, event = 'payment.captured') => ({
  entity: 'event',
  event,
  payload: {
    payment: {
      entity: { id: paymentId, entity: 'payment', order_id: orderId, amount, currency: 'INR', status: 'captured' },
    },
  },
});

describe.each(databases)('payments on %s', (kind) => {
  let server: TestServer;
  let unconfigured: TestServer;
  let razorpay: RazorpayStandIn;
  let student: Fixture; // CSE, year 3
  let otherStudent: Fixture; // ME, year 2
  let admin: Fixture;
  let office: Fixture;
  let faculty: Fixture;
  let serial = 0;

  const switchPayment = async (on: boolean) => {
    const answer = await server.api('POST', `admin/stats/payment/${on ? 1 : 0}`, { token: admin.token });
    expect(answer.status).toBe(200);
  };
  const addType = async (type = 'Tuition fee', amount: unknown = 45000.5, dueDate = '2030-07-01') => {
    const answer = await server.api<{ data: PaymentType }>('POST', 'payment/type', {
      token: admin.token,
      body: { type, amount, dueDate },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.data;
  };
  const form = (type: PaymentType, overrides: Record<string, unknown> = {}) => ({
    paymentType: type._id,
    amount: type.amount,
    dueDate: type.dueDate,
    remarks: 'Fee',
    ...overrides,
  });
  const order = async (who: Fixture, type: PaymentType, overrides: Record<string, unknown> = {}) => {
    const answer = await server.api<{ data: PaymentOrder }>('POST', 'payment/razorpay', {
      token: who.token,
      body: form(type, overrides),
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data;
  };
  const nextPaymentId = () => `pay_test${++serial}`;
  const paidRows = async () => server.db.select().from(payments).where(eq(payments.status, 'paid'));
  const webhook = (body: unknown, { secret = WEBHOOK_SECRET, eventId }: { secret?: string; eventId?: string } = {}) => {
    const raw = JSON.stringify(body);
    return fetch(`${server.url}/api/payment/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': hmac(raw, secret),
        ...(eventId ? { 'x-razorpay-event-id': eventId } : {}),
      },
      body: raw,
    });
  };
  const studentTypes = async (who: Fixture) =>
    (await server.api<{ data: PaymentType[] }>('GET', 'payment/types', { token: who.token })).body.data;

  beforeAll(async () => {
    razorpay = await startRazorpayStandIn();
    server = await startServer(kind, {
      now: () => NOW,
      env: {
        RAZORPAY_KEY_ID: KEY_ID,
        RAZORPAY_KEY_SECRET: KEY_SECRET,
        RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
        RAZORPAY_API_URL: razorpay.url,
      },
    });
    student = await makeUser(server, 'student', { name: 'Anjali Nair', department: 'CSE', currentYear: 3 });
    otherStudent = await makeUser(server, 'student', { name: '=cmd|calc', department: 'ME', currentYear: 2 });
    admin = await makeUser(server, 'admin');
    office = await makeUser(server, 'office');
    faculty = await makeUser(server, 'faculty', { department: 'CSE' });
  });
  afterAll(async () => {
    await server?.close();
    await razorpay?.close();
  });
  beforeEach(async () => {
    await server.db.delete(payments);
    await server.db.delete(webhookEvents);
    await server.db.delete(paymentTypes);
    razorpay.orders.length = 0;
    razorpay.failWith = null;
    await switchPayment(true);
  });

  describe('payment types', () => {
    it('are created by the admin (201) with the documented message, in paise underneath', async () => {
      const answer = await server.api<{ data: PaymentType }>('POST', 'payment/type', {
        token: admin.token,
        body: { type: ' Tuition fee ', amount: '1250.75', dueDate: '2030-07-01' },
      });
      expect(answer.status).toBe(201);
      expect(answer.body.msg).toBe(MESSAGES.paymentTypeCreated);
      expect(answer.body.data).toMatchObject({ type: 'Tuition fee', amount: 1250.75, dueDate: '2030-07-01' });
      const [row] = await server.db.select().from(paymentTypes);
      expect(row!.amountPaise).toBe(125075);
    });

    it('refuse bad input with the documented messages and save nothing', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ type: 'Bus', amount: 'abc', dueDate: '2030-07-01' }, MESSAGES.mustBeNumber],
        [{ type: 'Bus', amount: -5, dueDate: '2030-07-01' }, MESSAGES.amountNegative],
        [{ type: ' ', amount: 5, dueDate: '2030-07-01' }, MESSAGES.required],
        [{ type: 'Bus', amount: 5 }, MESSAGES.required],
        [{ type: 'Bus', amount: 5.555, dueDate: '2030-07-01' }, SERVER_MESSAGES.amountDecimals],
      ];
      for (const [body, message] of cases) {
        const answer = await server.api('POST', 'payment/type', { token: admin.token, body });
        expect(answer.status).toBe(400);
        expect(answer.body.msg).toBe(message);
        expect(answer.body.errors?.length).toBeGreaterThan(0);
      }
      expect(await server.db.select().from(paymentTypes)).toHaveLength(0);
    });

    it('are created by admins only (401, 403)', async () => {
      const body = { type: 'Bus', amount: 5, dueDate: '2030-07-01' };
      expect((await server.api('POST', 'payment/type', { body })).status).toBe(401);
      for (const who of [student, office, faculty])
        expect((await server.api('POST', 'payment/type', { token: who.token, body })).status).toBe(403);
    });

    it('are listed for a student (paid or not) and for staff (with counts); not for others', async () => {
      const tuition = await addType('Tuition fee', 100, '2030-07-01');
      await addType('Exam fee', 50, '2030-06-01');
      const { id } = await order(student, tuition);
      expect(
        (
          await server.api('POST', 'payment/verify', {
            token: student.token,
            body: checkoutAnswer(id, nextPaymentId()),
          })
        ).status,
      ).toBe(200);

      const mine = await studentTypes(student);
      expect(mine.map((type) => [type.type, type.paid])).toEqual([
        ['Exam fee', false],
        ['Tuition fee', true],
      ]);
      const [paid] = await paidRows();
      expect(mine[1]!.paymentId).toBe(paid!.id);
      expect((await studentTypes(otherStudent)).every((type) => type.paid === false)).toBe(true);

      for (const who of [admin, office]) {
        const staff = (await server.api<{ data: PaymentType[] }>('GET', 'payment/types', { token: who.token })).body
          .data;
        expect(staff.find((type) => type.type === 'Tuition fee')).toMatchObject({
          paidCount: 1,
          paidAmount: 100,
          studentCount: 2,
        });
        expect(staff.find((type) => type.type === 'Exam fee')).toMatchObject({ paidCount: 0, paidAmount: 0 });
      }
      expect((await server.api('GET', 'payment/types')).status).toBe(401);
      expect((await server.api('GET', 'payment/types', { token: faculty.token })).status).toBe(403);
    });

    it('are deleted by the admin while nobody has paid; 409 once payments exist; 404 when missing', async () => {
      const unused = await addType('Library fine', 10);
      const used = await addType('Tuition fee', 100);
      await order(student, used);
      expect((await server.api('DELETE', `payment/type/${unused._id}`, { token: student.token })).status).toBe(403);
      expect((await server.api('DELETE', `payment/type/${unused._id}`)).status).toBe(401);
      const deleted = await server.api('DELETE', `payment/type/${unused._id}`, { token: admin.token });
      expect(deleted.status).toBe(200);
      expect(deleted.body.msg).toBe(SERVER_MESSAGES.paymentTypeDeleted);
      expect((await server.api('DELETE', `payment/type/${unused._id}`, { token: admin.token })).status).toBe(404);
      const refused = await server.api('DELETE', `payment/type/${used._id}`, { token: admin.token });
      expect(refused.status).toBe(409);
      expect(refused.body.msg).toBe(SERVER_MESSAGES.paymentTypeInUse);
      expect(await server.db.select().from(paymentTypes)).toHaveLength(1);
      expect((await server.api('DELETE', 'payment/type/not-an-id', { token: admin.token })).status).toBe(400);
    });
  });

  describe('orders', () => {
    it("are made for the payment type's amount in paise, whatever the client sends", async () => {
      const type = await addType('Tuition fee', 45000.5);
      const answer = await order(student, type, { amount: 1 });
      expect(razorpay.orders).toHaveLength(1);
      expect(razorpay.orders[0]!.body).toMatchObject({ amount: 4500050, currency: 'INR' });
      expect(razorpay.orders[0]!.authorization).toBe(
        `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`,
      );
      expect(answer).toMatchObject({
        amount: 4500050,
        currency: 'INR',
        paymentType: 'Tuition fee',
        userEmail: student.email,
        keyId: KEY_ID,
      });
      const [row] = await server.db.select().from(payments);
      expect(row).toMatchObject({
        razorpayOrderId: answer.id,
        status: 'created',
        amountPaise: 4500050,
        studentId: student.id,
      });
    });

    it('refuse bad input (400), an unknown type (404), other roles (401, 403), and a paid type (409)', async () => {
      const type = await addType();
      const bad = await server.api('POST', 'payment/razorpay', {
        token: student.token,
        body: form(type, { amount: 'ten' }),
      });
      expect(bad.status).toBe(400);
      expect(bad.body.msg).toBe(MESSAGES.mustBeNumber);
      expect(
        (await server.api('POST', 'payment/razorpay', { token: student.token, body: form(type, { amount: -1 }) })).body
          .msg,
      ).toBe(MESSAGES.amountNegative);
      expect(
        (await server.api('POST', 'payment/razorpay', { token: student.token, body: form(type, { remarks: '' }) })).body
          .msg,
      ).toBe(MESSAGES.required);
      const missing = await server.api('POST', 'payment/razorpay', {
        token: student.token,
        body: form(type, { paymentType: '00000000-0000-4000-8000-000000000000' }),
      });
      expect(missing.status).toBe(404);
      expect((await server.api('POST', 'payment/razorpay', { body: form(type) })).status).toBe(401);
      expect((await server.api('POST', 'payment/razorpay', { token: admin.token, body: form(type) })).status).toBe(403);
      expect(razorpay.orders).toHaveLength(0);

      const { id } = await order(student, type);
      await server.api('POST', 'payment/verify', { token: student.token, body: checkoutAnswer(id, nextPaymentId()) });
      const again = await server.api('POST', 'payment/razorpay', { token: student.token, body: form(type) });
      expect(again.status).toBe(409);
      expect(again.body.msg).toBe(SERVER_MESSAGES.paymentAlreadyPaid);
      expect(razorpay.orders).toHaveLength(1);
    });

    it('answer 502 when Razorpay fails, recording nothing', async () => {
      const type = await addType();
      razorpay.failWith = 500;
      const answer = await server.api('POST', 'payment/razorpay', { token: student.token, body: form(type) });
      expect(answer.status).toBe(502);
      expect(answer.body.msg).toBe(SERVER_MESSAGES.paymentGatewayError);
      expect(await server.db.select().from(payments)).toHaveLength(0);
    });

    it('are refused while payment is switched off; verify and history still work', async () => {
      const type = await addType();
      const { id } = await order(student, type);
      await switchPayment(false);
      const types = await server.api('GET', 'payment/types', { token: student.token });
      expect(types.status).toBe(403);
      expect(types.body.msg).toBe(SERVER_MESSAGES.paymentOff);
      expect((await server.api('POST', 'payment/razorpay', { token: student.token, body: form(type) })).status).toBe(
        403,
      );
      // Refused before the form is even read.
      expect((await server.api('POST', 'payment/razorpay', { token: student.token, body: {} })).status).toBe(403);
      expect(razorpay.orders).toHaveLength(1);
      expect((await server.api('GET', 'payment/types', { token: admin.token })).status).toBe(200);
      // A payment already under way is still recorded.
      expect(
        (
          await server.api('POST', 'payment/verify', {
            token: student.token,
            body: checkoutAnswer(id, nextPaymentId()),
          })
        ).status,
      ).toBe(200);
      const history = await server.api<PaymentHistoryPage>('GET', 'payment/history', { token: student.token });
      expect(history.status).toBe(200);
      expect(history.body.total).toBe(1);
    });
  });

  describe('verification', () => {
    it('refuses a bad signature (400) and records nothing', async () => {
      const type = await addType();
      const { id } = await order(student, type);
      const forged = { ...checkoutAnswer(id, 'pay_forged', 'not-the-secret') };
      const answer = await server.api('POST', 'payment/verify', { token: student.token, body: forged });
      expect(answer.status).toBe(400);
      expect(answer.body.msg).toBe(SERVER_MESSAGES.paymentBadSignature);
      const swapped = { ...checkoutAnswer(id, 'pay_one'), razorpay_payment_id: 'pay_two' };
      expect((await server.api('POST', 'payment/verify', { token: student.token, body: swapped })).status).toBe(400);
      expect(await paidRows()).toHaveLength(0);
      expect((await studentTypes(student))[0]!.paid).toBe(false);
    });

    it('records the payment once: verify twice, then the webhook, leave one payment', async () => {
      const type = await addType('Tuition fee', 100);
      const { id } = await order(student, type);
      const paymentId = nextPaymentId();
      for (let attempt = 0; attempt < 2; attempt++) {
        const answer = await server.api('POST', 'payment/verify', {
          token: student.token,
          body: checkoutAnswer(id, paymentId),
        });
        expect(answer.status).toBe(200);
        expect(answer.body.msg).toBe(MESSAGES.paymentSuccessful);
      }
      expect((await webhook(capturedEvent(id, paymentId, 10000), { eventId: 'evt_after_verify' })).status).toBe(200);
      const rows = await paidRows();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        razorpayOrderId: id,
        razorpayPaymentId: paymentId,
        studentId: student.id,
        paidAt: NOW,
      });
    });

    it("refuses another student's order (404), bad input (400), no token (401) and staff (403)", async () => {
      const type = await addType();
      const { id } = await order(student, type);
      const body = checkoutAnswer(id, nextPaymentId());
      expect((await server.api('POST', 'payment/verify', { token: otherStudent.token, body })).status).toBe(404);
      expect(
        (await server.api('POST', 'payment/verify', { token: student.token, body: { razorpay_order_id: id } })).status,
      ).toBe(400);
      expect((await server.api('POST', 'payment/verify', { body })).status).toBe(401);
      expect((await server.api('POST', 'payment/verify', { token: office.token, body })).status).toBe(403);
      expect(
        (
          await server.api('POST', 'payment/verify', {
            token: student.token,
            body: checkoutAnswer('order_unknown', 'pay_x'),
          })
        ).status,
      ).toBe(404);
      expect(await paidRows()).toHaveLength(0);
    });

    it('refuses a second payment of a paid type through another order (409)', async () => {
      const type = await addType();
      const first = await order(student, type);
      const second = await order(student, type); // opened in a second tab before the first was paid
      expect(
        (
          await server.api('POST', 'payment/verify', {
            token: student.token,
            body: checkoutAnswer(first.id, nextPaymentId()),
          })
        ).status,
      ).toBe(200);
      const answer = await server.api('POST', 'payment/verify', {
        token: student.token,
        body: checkoutAnswer(second.id, nextPaymentId()),
      });
      expect(answer.status).toBe(409);
      expect(await paidRows()).toHaveLength(1);
    });
    it('records one of two payments of one fee arriving at the same moment: the other gets 409', async () => {
      for (let round = 0; round < 3; round++) {
        const type = await addType(`Fee ${round}`, 100);
        const tabs = [await order(student, type), await order(student, type)];
        const answers = await Promise.all(
          tabs.map((tab) =>
            server.api('POST', 'payment/verify', {
              token: student.token,
              body: checkoutAnswer(tab.id, nextPaymentId()),
            }),
          ),
        );
        expect(answers.map((answer) => answer.status).sort(), JSON.stringify(answers.map((a) => a.body))).toEqual([
          200, 409,
        ]);
      }
      expect(await paidRows()).toHaveLength(3);
    });
  });

  describe('webhook', () => {
    it('records a payment whose browser never came back, from payment.captured (order.paid records nothing)', async () => {
      const tuition = await addType('Tuition fee', 100);
      const exam = await addType('Exam fee', 20);
      const first = await order(student, tuition);
      const second = await order(student, exam);
      expect((await webhook(capturedEvent(first.id, 'pay_hook1', 10000), { eventId: 'evt_1' })).status).toBe(200);
      expect(
        (await webhook({ ...capturedEvent(second.id, 'pay_hook2', 2000, 'order.paid'), id: 'evt_2' })).status,
      ).toBe(200);
      expect((await paidRows()).map((row) => row.razorpayPaymentId)).toEqual(['pay_hook1']);
      // The same payment's payment.captured, which Razorpay sends as well, records it.
      expect((await webhook({ ...capturedEvent(second.id, 'pay_hook2', 2000), id: 'evt_3' })).status).toBe(200);
      expect((await paidRows()).map((row) => row.razorpayPaymentId).sort()).toEqual(['pay_hook1', 'pay_hook2']);
    });

    it('refuses a bad signature (400), changing nothing', async () => {
      const type = await addType();
      const { id } = await order(student, type);
      const answer = await webhook(capturedEvent(id, 'pay_bad', 4500050), { secret: 'wrong', eventId: 'evt_bad' });
      expect(answer.status).toBe(400);
      const unsigned = await fetch(`${server.url}/api/payment/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(capturedEvent(id, 'pay_bad', 4500050)),
      });
      expect(unsigned.status).toBe(400);
      expect(await paidRows()).toHaveLength(0);
      expect(await server.db.select().from(webhookEvents)).toHaveLength(0);
    });

    it('acknowledges a payment for a fee already paid through another order, every time, recording nothing', async () => {
      const type = await addType('Tuition fee', 100);
      const first = await order(student, type);
      const second = await order(student, type); // opened in a second tab before the first was paid
      const paid = checkoutAnswer(first.id, nextPaymentId());
      expect((await server.api('POST', 'payment/verify', { token: student.token, body: paid })).status).toBe(200);
      // Razorpay delivers the event again until it gets a 2xx.
      for (let delivery = 0; delivery < 3; delivery++) {
        const answer = await webhook(capturedEvent(second.id, 'pay_second_tab', 10000), { eventId: 'evt_second' });
        expect(answer.status, await answer.text()).toBe(200);
      }
      const rows = await paidRows();
      expect(rows.map((row) => [row.razorpayOrderId, row.razorpayPaymentId])).toEqual([
        [first.id, paid.razorpay_payment_id],
      ]);
      const [unpaid] = await server.db.select().from(payments).where(eq(payments.razorpayOrderId, second.id));
      expect(unpaid).toMatchObject({ status: 'created', razorpayPaymentId: null });
    });

    it('records only a captured payment of the amount and currency ordered; acknowledges anything else', async () => {
      const type = await addType('Tuition fee', 100);
      const { id } = await order(student, type);
      const entity = {
        id: 'pay_odd',
        entity: 'payment',
        order_id: id,
        amount: 10000,
        currency: 'INR',
        status: 'captured',
      };
      const event = (changes: Record<string, unknown>, name = 'payment.captured') => ({
        entity: 'event',
        event: name,
        payload: { payment: { entity: { ...entity, ...changes } } },
      });
      const { amount: _amount, ...noAmount } = entity;
      const ignored: [string, unknown][] = [
        [
          'failed, no amount',
          {
            entity: 'event',
            event: 'payment.captured',
            payload: { payment: { entity: { ...noAmount, status: 'failed' } } },
          },
        ],
        ['no amount', { entity: 'event', event: 'payment.captured', payload: { payment: { entity: noAmount } } }],
        ['failed', event({ status: 'failed' })],
        ['authorized only', event({ status: 'authorized' })],
        ['no status', event({ status: undefined })],
        ['another amount', event({ amount: 10001 })],
        ['the amount as text', event({ amount: '10000' })],
        ['another currency', event({ currency: 'USD' })],
        ['another event', event({}, 'payment.failed')],
        ['no payment', { entity: 'event', event: 'payment.captured', payload: {} }],
        ['not an event', { hello: 'world' }],
      ];
      for (const [what, body] of ignored) {
        const answer = await webhook(body, { eventId: `evt_${what}` });
        expect(answer.status, what).toBe(200);
        expect(await paidRows(), what).toHaveLength(0);
      }
      expect((await webhook(event({}), { eventId: 'evt_right' })).status).toBe(200);
      expect((await paidRows()).map((row) => row.razorpayPaymentId)).toEqual(['pay_odd']);
    });

    it('counts the same event once', async () => {
      const type = await addType('Tuition fee', 100);
      const { id } = await order(student, type);
      // The first delivery carries a wrong amount, so it is kept but records nothing; a repeat of
      // the same event id is not looked at again, even with a different body.
      expect((await webhook(capturedEvent(id, 'pay_dup', 1), { eventId: 'evt_dup' })).status).toBe(200);
      expect((await webhook(capturedEvent(id, 'pay_dup', 10000), { eventId: 'evt_dup' })).status).toBe(200);
      expect(await paidRows()).toHaveLength(0);
      expect(await server.db.select().from(webhookEvents)).toHaveLength(1);
      expect((await webhook(capturedEvent(id, 'pay_dup', 10000), { eventId: 'evt_dup2' })).status).toBe(200);
      expect((await webhook(capturedEvent(id, 'pay_dup', 10000), { eventId: 'evt_dup2' })).status).toBe(200);
      expect(await paidRows()).toHaveLength(1);
    });
  });

  describe('history, CSV and receipts', () => {
    const seed = async () => {
      const tuition = await addType('Tuition fee', 100);
      const exam = await addType('=HYPERLINK("x")', 20.5);
      for (const [who, type] of [
        [student, tuition],
        [student, exam],
        [otherStudent, tuition],
      ] as const) {
        const { id } = await order(who, type);
        await server.api('POST', 'payment/verify', { token: who.token, body: checkoutAnswer(id, nextPaymentId()) });
      }
      await order(otherStudent, exam); // never paid
      return { tuition, exam };
    };
    const history = (who: Fixture, query = '') =>
      server.api<PaymentHistoryPage>('GET', `payment/history${query}`, { token: who.token });

    it("shows a student's own, and everyone's to staff, with totals and pages", async () => {
      const { tuition } = await seed();
      const own = await history(student);
      expect(own.body.total).toBe(2);
      expect(own.body.data.every((row) => row.student._id === student.id)).toBe(true);
      expect((await history(student, `?student=${otherStudent.id}`)).body.total).toBe(2);
      const all = await history(office);
      expect(all.body).toMatchObject({ total: 3, page: 1, limit: 20, totals: { count: 3, amount: 220.5 } });
      expect(all.body.data[0]).toMatchObject({ status: 'paid', paidAt: NOW.toISOString() });
      expect((await history(admin, '?limit=2&page=2')).body.data).toHaveLength(1);
      expect((await history(admin, `?type=${tuition._id}`)).body.totals).toEqual({ count: 2, amount: 200 });
      expect((await history(admin, '?department=ME')).body.total).toBe(1);
      expect((await history(admin, '?year=3')).body.total).toBe(2);
      expect((await history(admin, '?status=created')).body.total).toBe(1);
      expect((await history(admin, '?status=all')).body.total).toBe(4);
      expect((await history(admin, '?from=2030-06-15&to=2030-06-15')).body.total).toBe(3);
      expect((await history(admin, '?from=2030-06-16')).body.total).toBe(0);
      expect((await history(admin, '?to=2030-06-14')).body.total).toBe(0);
    });

    it('keeps the totals the database counts right as payments are recorded and their students deleted', async () => {
      const { tuition } = await seed();
      const leaver = await makeUser(server, 'student', { department: 'CE', currentYear: 1 });
      const { id } = await order(leaver, tuition);
      await server.api('POST', 'payment/verify', { token: leaver.token, body: checkoutAnswer(id, nextPaymentId()) });
      // Unfiltered and by type the kept totals answer; with a department the payments are summed: they agree.
      expect((await history(office)).body.totals).toEqual({ count: 4, amount: 320.5 });
      expect((await history(office, `?type=${tuition._id}`)).body.totals).toEqual({ count: 3, amount: 300 });
      expect((await history(office, '?department=CE')).body.totals).toEqual({ count: 1, amount: 100 });
      const staffTypes = async () =>
        (await server.api<{ data: PaymentType[] }>('GET', 'payment/types', { token: admin.token })).body.data;
      expect((await staffTypes()).find((type) => type._id === tuition._id)).toMatchObject({
        paidCount: 3,
        paidAmount: 300,
      });
      expect(
        (await server.api('POST', 'admin/deleteuser', { token: admin.token, body: { email: leaver.email } })).status,
      ).toBe(200);
      expect((await history(office)).body.totals).toEqual({ count: 3, amount: 220.5 });
      expect((await history(office, `?type=${tuition._id}`)).body.totals).toEqual({ count: 2, amount: 200 });
      expect((await staffTypes()).find((type) => type._id === tuition._id)).toMatchObject({
        paidCount: 2,
        paidAmount: 200,
      });
    });

    it('refuses bad filters (400), no token (401) and other roles (403)', async () => {
      for (const query of [
        '?limit=101',
        '?page=0',
        '?department=XX',
        '?year=9',
        '?status=refunded',
        '?from=2030-13-01',
        '?from=2030-06-02&to=2030-06-01',
      ]) {
        expect((await history(admin, query)).status, query).toBe(400);
      }
      expect((await server.api('GET', 'payment/history')).status).toBe(401);
      expect((await history(faculty)).status).toBe(403);
    });

    it('exports a CSV with one header row and one row per payment, formulas made harmless', async () => {
      await seed();
      const response = await fetch(`${server.url}/api/payment/history?format=csv&status=paid`, {
        headers: { authorization: `Bearer ${office.token}` },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
      expect(response.headers.get('content-disposition')).toContain('payments.csv');
      const lines = (await response.text()).trimEnd().split('\r\n');
      expect(lines).toHaveLength(4);
      expect(lines[0]).toBe(
        'paidAt,paymentType,amount,status,name,email,department,year,rollNo,razorpayOrderId,razorpayPaymentId',
      );
      expect(lines.some((line) => line.includes(`"'=HYPERLINK(""x"")"`))).toBe(true);
      expect(lines.some((line) => line.includes("'=cmd|calc"))).toBe(true);
      expect(lines.some((line) => line.includes(',100.00,paid,Anjali Nair,'))).toBe(true);
      const studentCsv = await fetch(`${server.url}/api/payment/history?format=csv`, {
        headers: { authorization: `Bearer ${student.token}` },
      });
      expect(studentCsv.status).toBe(403);
    });

    it('shows a receipt to its student, admin and office only', async () => {
      await seed();
      const [paid] = (await history(student, '?limit=1')).body.data;
      for (const who of [student, admin, office]) {
        const answer = await server.api<{ data: PaymentReceipt }>('GET', `payment/receipt/${paid!._id}`, {
          token: who.token,
        });
        expect(answer.status).toBe(200);
        expect(answer.body.data).toMatchObject({
          institute: expect.any(String),
          student: { email: student.email },
          razorpayPaymentId: paid!.razorpayPaymentId,
          paidAt: NOW.toISOString(),
        });
      }
      expect((await server.api('GET', `payment/receipt/${paid!._id}`, { token: otherStudent.token })).status).toBe(404);
      expect((await server.api('GET', `payment/receipt/${paid!._id}`, { token: faculty.token })).status).toBe(403);
      expect((await server.api('GET', `payment/receipt/${paid!._id}`)).status).toBe(401);
      expect(
        (await server.api('GET', 'payment/receipt/00000000-0000-4000-8000-000000000000', { token: admin.token }))
          .status,
      ).toBe(404);
      const [unpaid] = await server.db.select().from(payments).where(eq(payments.status, 'created'));
      expect((await server.api('GET', `payment/receipt/${unpaid!.id}`, { token: admin.token })).status).toBe(404);
    });
  });

  describe('without Razorpay keys', () => {
    beforeAll(async () => {
      unconfigured = await startServer(kind);
    });
    afterAll(() => unconfigured?.close());

    it('answers 503 with a clear message instead of failing', async () => {
      const otherAdmin = await makeUser(unconfigured, 'admin');
      const pupil = await makeUser(unconfigured, 'student');
      await unconfigured.api('POST', 'admin/stats/payment/1', { token: otherAdmin.token });
      const type = (
        await unconfigured.api<{ data: PaymentType }>('POST', 'payment/type', {
          token: otherAdmin.token,
          body: { type: 'Bus', amount: 10, dueDate: '2030-07-01' },
        })
      ).body.data;
      const answer = await unconfigured.api('POST', 'payment/razorpay', { token: pupil.token, body: form(type) });
      expect(answer.status).toBe(503);
      expect(answer.body.msg).toBe(SERVER_MESSAGES.paymentsNotConfigured);
      expect(
        (
          await unconfigured.api('POST', 'payment/verify', {
            token: pupil.token,
            body: checkoutAnswer('order_x', 'pay_x'),
          })
        ).status,
      ).toBe(503);
      const hook = await fetch(`${unconfigured.url}/api/payment/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(hook.status).toBe(503);
    });

    it('lets Checkout through the content security policy only when configured', async () => {
      const csp = (await server.api('GET', 'config')).headers.get('content-security-policy')!;
      expect(csp).toMatch(/script-src [^;]*https:\/\/checkout\.razorpay\.com/);
      expect(csp).toMatch(/frame-src [^;]*https:\/\/api\.razorpay\.com/);
      const plain = (await unconfigured.api('GET', 'config')).headers.get('content-security-policy')!;
      expect(plain).not.toContain('razorpay');
    });
  });
});
