import { createServer, type Server } from 'node:http';

/** An order the stand-in was asked for: the JSON body and the Basic credentials it came with. */
export interface OrderRequest {
  body: { amount: number; currency: string; receipt?: string; notes?: Record<string, string> };
  authorization: string | undefined;
}

export interface RazorpayStandIn {
  url: string;
  orders: OrderRequest[];
  /** Answers the next order calls with this HTTP status (e.g. 500) instead of an order. */
  failWith: number | null;
  close: () => Promise<void>;
}

/**
 * A local stand-in for Razorpay's orders API (POST /v1/orders): answers an order as Razorpay does
 * (id, entity, amount, currency, status) and records what it was sent.
 */
export async function startRazorpayStandIn(): Promise<RazorpayStandIn> {
  const standIn: RazorpayStandIn = { url: '', orders: [], failWith: null, close: async () => {} };
  let serial = 0;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/orders') {
        response
          .writeHead(404, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { code: 'BAD_REQUEST_ERROR' } }));
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as OrderRequest['body'];
      standIn.orders.push({ body, authorization: request.headers.authorization });
      if (standIn.failWith) {
        response
          .writeHead(standIn.failWith, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { code: 'SERVER_ERROR' } }));
        return;
      }
      serial += 1;
      const order = {
        id: `order_test${Date.now().toString(36)}${serial}`,
        entity: 'order',
        amount: body.amount,
        amount_paid: 0,
        currency: body.currency,
        receipt: body.receipt,
        status: 'created',
      };
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(order));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  standIn.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  standIn.close = () => new Promise((resolve) => server.close(() => resolve()));
  return standIn;
}
