import { createServer, type Server } from 'node:http';

/**
 * The test Razorpay account the server under test is given (RAZORPAY_*): the browser tests sign
 * Checkout's answers with the key secret, as Razorpay would.
 */
export const RAZORPAY_TEST = {
  keyId: 'rzp_test_e2eportal',
  keySecret: 'e2e-key-secret-not-a-real-one',
  webhookSecret: 'e2e-webhook-secret-not-a-real-one',
} as const;

/**
 * A local stand-in for Razorpay's orders API (POST /v1/orders), answering an order for the amount
 * asked, so no test ever reaches Razorpay.
 */
export async function startRazorpayStandIn(): Promise<{ url: string; close: () => Promise<void> }> {
  let serial = 0;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/orders') {
        response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"code":"BAD_REQUEST_ERROR"}}');
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as {
        amount: number;
        currency: string;
        receipt?: string;
      };
      serial += 1;
      const order = {
        id: `order_e2e${Date.now().toString(36)}${serial}`,
        entity: 'order',
        amount: body.amount,
        currency: body.currency,
        receipt: body.receipt,
        status: 'created',
      };
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(order));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
