import { createHmac, timingSafeEqual } from 'node:crypto';
import { SERVER_MESSAGES } from '@portal/domain';
import type { Config } from '../../config.js';
import { HttpError } from '../../lib/http-error.js';

/**
 * Razorpay, as the payments module uses it (docs/rules.md, "Payments"): orders are made through
 * Razorpay's own Node SDK, pointed at RAZORPAY_API_URL (a local stand-in in tests); signatures are
 * HMAC-SHA256, compared in constant time.
 */
export interface PaymentGateway {
  /** The public key Checkout opens with. */
  keyId: string;
  createOrder: (order: {
    amountPaise: number;
    currency: string;
    receipt: string;
    notes: Record<string, string>;
  }) => Promise<{
    id: string;
    amount: number;
    currency: string;
  }>;
}

/** How long an order call may take before the student is told to try again. */
const ORDER_TIMEOUT_MS = 15_000;

/** Razorpay's SDK client pointed at `apiUrl`: loaded on the first order, so a start without payments skips the SDK and axios. */
async function sdkClient(keyId: string, keySecret: string, apiUrl: string) {
  const { default: Razorpay } = await import('razorpay');
  const razorpay = new Razorpay({ key_id: keyId, key_secret: keySecret });
  // The SDK fixes its host at https://api.razorpay.com; its HTTP client (axios) takes another base.
  const client = (razorpay as unknown as { api: { rq: { defaults: { baseURL?: string; timeout?: number } } } }).api.rq;
  client.defaults.baseURL = apiUrl;
  client.defaults.timeout = ORDER_TIMEOUT_MS;
  return razorpay;
}

/** The gateway, or null while the key pair is not configured. */
export function paymentGateway(config: Config['razorpay']): PaymentGateway | null {
  const { keyId, keySecret, apiUrl } = config;
  if (!keyId || !keySecret) return null;
  let sdk: ReturnType<typeof sdkClient> | undefined;
  return {
    keyId,
    createOrder: async ({ amountPaise, currency, receipt, notes }) => {
      sdk ??= sdkClient(keyId, keySecret, apiUrl);
      const razorpay = await sdk;
      try {
        const order = await razorpay.orders.create({ amount: amountPaise, currency, receipt, notes });
        return { id: String(order.id), amount: Number(order.amount), currency: String(order.currency) };
      } catch {
        // The SDK's error carries Razorpay's answer; the student only needs to know it failed.
        throw new HttpError(502, SERVER_MESSAGES.paymentGatewayError);
      }
    },
  };
}

/** HMAC-SHA256 of the text with the secret, hex: how Razorpay signs payments and webhooks. */
export const hmacHex = (text: string | Buffer, secret: string): string =>
  createHmac('sha256', secret).update(text).digest('hex');

/** True when the signature (hex) is the text's HMAC; compared in constant time. */
export function signatureMatches(text: string | Buffer, signature: string, secret: string): boolean {
  const expected = Buffer.from(hmacHex(text, secret), 'utf8');
  const given = Buffer.from(signature.trim().toLowerCase(), 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Checkout's answer is signed over `order_id|payment_id` with the key secret. */
export const checkoutSignatureMatches = (
  orderId: string,
  paymentId: string,
  signature: string,
  keySecret: string,
): boolean => signatureMatches(`${orderId}|${paymentId}`, signature, keySecret);
