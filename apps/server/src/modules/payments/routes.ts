import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MESSAGES,
  PAYMENT_CURRENCY,
  PAYMENT_EXPORT_MAX,
  SERVER_MESSAGES,
  apiData,
  apiMessage,
  paymentForm,
  paymentHistoryPage,
  paymentHistoryQuery,
  paymentOrder,
  paymentReceipt,
  paymentReceiptParams,
  paymentType,
  paymentTypeForm,
  paymentTypeParams,
  paymentVerifyForm,
  toPaise,
  yearLabel,
} from '@portal/domain';
import { sendCsv, toCsv } from '../../lib/csv.js';
import { HttpError } from '../../lib/http-error.js';
import { jsonBytes, sendJsonBytes } from '../../lib/json-text.js';
import { currentUser } from '../../plugins/auth.js';
import { refuseStudentsWhileOff } from '../../plugins/feature-switch.js';
import { madeOnce } from '../versions/index.js';
import { checkoutSignatureMatches, paymentGateway, signatureMatches } from './gateway.js';
import {
  allPayments,
  createType,
  deleteType,
  findByOrder,
  findType,
  firstDelivery,
  insertOrder,
  paidHistoryPage,
  paidPayment,
  paymentHistory,
  receiptOf,
  recordPaid,
  typesForStaff,
  typesForStudent,
} from './queries.js';

const tags = ['payment'];

/** A signed webhook body: only its event id and name are needed to remember it. */
const webhookEvent = z.object({ id: z.unknown(), event: z.unknown() }).partial();

/**
 * The one event that records a payment: money taken (captured) for an order. Any other event, or
 * one missing a field, is acknowledged and records nothing (docs/rules.md, "Payments").
 */
const capturedPayment = z.object({
  event: z.literal('payment.captured'),
  payload: z.object({
    payment: z.object({
      entity: z.object({
        id: z.string().min(1),
        order_id: z.string().min(1),
        status: z.literal('captured'),
        amount: z.number().int(),
        currency: z.string(),
      }),
    }),
  }),
});

const CSV_HEADER = [
  'paidAt',
  'paymentType',
  'amount',
  'status',
  'name',
  'email',
  'department',
  'year',
  'rollNo',
  'razorpayOrderId',
  'razorpayPaymentId',
];

/**
 * Fees paid online (docs/rules.md, "Payments"; docs/api.md, "Payment"): the admin's payment types,
 * the student's Razorpay order and its verification, Razorpay's webhook, the history (a page, or a
 * CSV file) and receipts.
 */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.ctx;
  const gateway = paymentGateway(config.razorpay);

  /** A student's own calls need the payment feature on; staff are never refused by it. */
  const refuseWhileOff = refuseStudentsWhileOff(app, 'payment', SERVER_MESSAGES.paymentOff);

  app.get(
    '/payment/types',
    {
      onRequest: [app.requireRole('student', 'admin', 'office'), refuseWhileOff],
      schema: {
        tags,
        summary: 'The payment types: a student sees which are paid, staff the payments received',
        response: { 200: apiData(z.array(paymentType)) },
      },
    },
    async (request, reply) => {
      const me = currentUser(request);
      if (me.type !== 'student') return { success: true as const, data: await typesForStaff(db) };
      // A student's is kept, and written once (docs/architecture.md, "Answers kept on the server").
      const data = await typesForStudent(db, me.id);
      return sendJsonBytes(
        reply,
        madeOnce(data, 'json', () => jsonBytes(reply, { success: true as const, data })),
      );
    },
  );

  app.post(
    '/payment/type',
    {
      onRequest: app.requireRole('admin'),
      schema: { tags, summary: 'Add a payment type', body: paymentTypeForm, response: { 201: apiData(paymentType) } },
    },
    async (request, reply) => {
      const { type, amount, dueDate } = request.body;
      const data = await createType(db, { type, amountPaise: toPaise(amount), dueDate });
      // Every active student hears of it, after the answer (docs/rules.md, "Notifications").
      app.ctx.hooks.reactLater('paymentTypeAdded', { id: data._id, type, amountPaise: toPaise(amount), dueDate });
      return reply.code(201).send({ success: true as const, msg: MESSAGES.paymentTypeCreated, data });
    },
  );

  app.delete(
    '/payment/type/:id',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags,
        summary: 'Delete a payment type nobody has paid',
        params: paymentTypeParams,
        response: { 200: apiMessage },
      },
    },
    async (request) => {
      const outcome = await deleteType(db, request.params.id);
      if (outcome === 'missing') throw new HttpError(404, SERVER_MESSAGES.paymentTypeNotFound);
      if (outcome === 'in-use') throw new HttpError(409, SERVER_MESSAGES.paymentTypeInUse);
      return { success: true as const, msg: SERVER_MESSAGES.paymentTypeDeleted };
    },
  );

  app.post(
    '/payment/razorpay',
    {
      onRequest: [app.requireRole('student'), refuseWhileOff],
      schema: {
        tags,
        summary: "Create a Razorpay order for a payment type, for the type's own amount",
        body: paymentForm,
        response: { 200: apiData(paymentOrder) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const type = await findType(db, request.body.paymentType);
      if (!type) throw new HttpError(404, SERVER_MESSAGES.paymentTypeNotFound);
      if (await paidPayment(db, me.id, type.id)) throw new HttpError(409, SERVER_MESSAGES.paymentAlreadyPaid);
      if (!gateway) throw new HttpError(503, SERVER_MESSAGES.paymentsNotConfigured);
      // The amount is the payment type's, whatever the form said (docs/rules.md, "Payments").
      const order = await gateway.createOrder({
        amountPaise: type.amountPaise,
        currency: PAYMENT_CURRENCY,
        receipt: `fee_${type.id.slice(0, 8)}_${me.id.slice(0, 8)}_${Date.now().toString(36)}`,
        notes: { paymentType: type.id, student: me.id },
      });
      await insertOrder(db, {
        paymentTypeId: type.id,
        studentId: me.id,
        amountPaise: type.amountPaise,
        currency: PAYMENT_CURRENCY,
        razorpayOrderId: order.id,
      });
      return {
        success: true as const,
        data: {
          id: order.id,
          currency: order.currency,
          amount: type.amountPaise,
          paymentType: type.type,
          userEmail: me.email,
          keyId: gateway.keyId,
        },
      };
    },
  );

  app.post(
    '/payment/verify',
    {
      onRequest: app.requireRole('student'),
      schema: {
        tags,
        summary: "Record a payment from Checkout's signed answer (once)",
        body: paymentVerifyForm,
        response: { 200: apiMessage },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const {
        razorpay_order_id: orderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: signature,
      } = request.body;
      if (!config.razorpay.keySecret) throw new HttpError(503, SERVER_MESSAGES.paymentsNotConfigured);
      if (!checkoutSignatureMatches(orderId, paymentId, signature, config.razorpay.keySecret)) {
        throw new HttpError(400, SERVER_MESSAGES.paymentBadSignature);
      }
      const order = await findByOrder(db, orderId);
      if (!order || order.studentId !== me.id) throw new HttpError(404, SERVER_MESSAGES.paymentNotFound);
      const outcome = await recordPaid(db, orderId, paymentId, app.ctx.now());
      if (outcome === 'conflict') throw new HttpError(409, SERVER_MESSAGES.paymentAlreadyPaid);
      if (outcome === 'missing') throw new HttpError(404, SERVER_MESSAGES.paymentNotFound);
      return { success: true as const, msg: MESSAGES.paymentSuccessful };
    },
  );

  // Razorpay signs the body exactly as sent: this route alone reads it raw (its own parser, in its own scope).
  await app.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    webhook.post(
      '/payment/webhook',
      {
        schema: {
          tags,
          summary: 'Razorpay webhook (X-Razorpay-Signature): records payments whose browser never came back',
          security: [],
          response: { 200: apiMessage },
        },
      },
      async (request) => {
        const secret = config.razorpay.webhookSecret;
        if (!secret) throw new HttpError(503, SERVER_MESSAGES.paymentsNotConfigured);
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['x-razorpay-signature'];
        if (typeof signature !== 'string' || !signatureMatches(raw, signature, secret))
          throw new HttpError(400, SERVER_MESSAGES.paymentBadSignature);
        let body: unknown;
        try {
          body = JSON.parse(raw.toString('utf8'));
        } catch {
          throw new HttpError(400, MESSAGES.error);
        }
        const event = webhookEvent.safeParse(body).data ?? {};
        const header = request.headers['x-razorpay-event-id'];
        const eventId = (typeof header === 'string' && header.trim()) || (typeof event.id === 'string' && event.id);
        const eventName = typeof event.event === 'string' ? event.event.slice(0, 200) : '';
        await db.transaction(async (tx) => {
          if (eventId && !(await firstDelivery(tx, eventId.slice(0, 200), eventName))) return;
          const captured = capturedPayment.safeParse(body);
          if (!captured.success) return;
          const payment = captured.data.payload.payment.entity;
          const order = await findByOrder(tx, payment.order_id);
          // Only an order this portal made, for exactly the amount and currency it asked.
          if (!order || payment.amount !== order.amountPaise || payment.currency !== order.currency) {
            request.log.warn({ order: payment.order_id }, 'webhook: a captured payment that is not what was ordered');
            return;
          }
          const outcome = await recordPaid(tx, payment.order_id, payment.id, app.ctx.now());
          if (outcome === 'conflict')
            request.log.warn({ order: payment.order_id }, 'webhook: a second payment for a paid order or fee');
        });
        return { success: true as const, msg: SERVER_MESSAGES.webhookReceived };
      },
    );
  });

  app.get(
    '/payment/history',
    {
      onRequest: app.requireRole('student', 'admin', 'office'),
      schema: {
        tags,
        summary: "Payments: a student's own, everyone's for staff; a page, or with format=csv (staff) a file",
        querystring: paymentHistoryQuery,
        response: { 200: paymentHistoryPage },
      },
    },
    async (request, reply) => {
      const me = currentUser(request);
      const query = request.query;
      const own = me.type === 'student' ? me.id : undefined;
      if (query.format === 'csv') {
        if (own) throw new HttpError(403, SERVER_MESSAGES.forbidden);
        const rows = await allPayments(db, query, config.timeZone, PAYMENT_EXPORT_MAX);
        const csv = toCsv(
          CSV_HEADER,
          rows.map((row) => [
            row.paidAt ?? '',
            row.paymentType.type,
            row.amount.toFixed(2),
            row.status,
            row.student.name,
            row.student.email,
            row.student.department,
            yearLabel(row.student.currentYear),
            row.student.rollNo,
            row.razorpayOrderId,
            row.razorpayPaymentId,
          ]),
        );
        return sendCsv(reply, 'payments.csv', csv);
      }
      if (!own && query.status === 'paid' && !query.student) {
        // The office's and the admin's lists of paid payments are kept, and each page written once.
        const kept = await paidHistoryPage(db, query, config.timeZone);
        return sendJsonBytes(
          reply,
          madeOnce(kept, 'json', () =>
            jsonBytes(reply, { success: true as const, ...kept, page: query.page, limit: query.limit }),
          ),
        );
      }
      const page = await paymentHistory(db, query, config.timeZone, own);
      return { success: true as const, ...page, page: query.page, limit: query.limit };
    },
  );

  app.get(
    '/payment/receipt/:paymentId',
    {
      onRequest: app.requireRole('student', 'admin', 'office'),
      schema: {
        tags,
        summary: "A paid payment's receipt (its student, admin, office)",
        params: paymentReceiptParams,
        response: { 200: apiData(paymentReceipt) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const receipt = await receiptOf(db, request.params.paymentId);
      // Another student's receipt is answered like a missing one: its existence is nobody else's business.
      if (!receipt || (me.type === 'student' && receipt.student._id !== me.id))
        throw new HttpError(404, SERVER_MESSAGES.paymentNotFound);
      return { success: true as const, data: receipt };
    },
  );
};
