import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { SERVER_MESSAGES } from '@portal/domain';
import type { Config } from '../../config.js';
import { HttpError } from '../../lib/http-error.js';

/** The fields of Razorpay's order answer the portal keeps. */
const orderAnswer = z.object({ id: z.string().min(1), amount: z.number().int(), currency: z.string() });

/**
 * Razorpay, as the payments module uses it (docs/rules.md, "Payments"; docs/choices.md, "Payments"):
 * orders are made with one call to Razorpay's Orders API at RAZORPAY_API_URL (a local stand-in in
 * tests); signatures are HMAC-SHA256, compared in constant time.
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

/** The gateway, or null while the key pair is not configured. */
export function paymentGateway(config: Config['razorpay']): PaymentGateway | null {
  const { keyId, keySecret, apiUrl } = config;
  if (!keyId || !keySecret) return null;
  // Razorpay's Node SDK fixes its host at https://api.razorpay.com and offers no public way to
  // change it, so the one call the portal makes goes out with fetch: POST /v1/orders, basic auth.
  const ordersUrl = `${apiUrl.replace(/\/+$/, '')}/v1/orders`;
  const authorization = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  return {
    keyId,
    createOrder: async ({ amountPaise, currency, receipt, notes }) => {
      try {
        const response = await fetch(ordersUrl, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/json' },
          body: JSON.stringify({ amount: amountPaise, currency, receipt, notes }),
          signal: AbortSignal.timeout(ORDER_TIMEOUT_MS),
        });
        if (!response.ok) throw new Error(`Razorpay answered ${response.status}`);
        const order = orderAnswer.parse(await response.json());
        return { id: order.id, amount: order.amount, currency: order.currency };
      } catch {
        // Razorpay's answer (or its silence) is the server's business; the student only needs to
        // know it failed.
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
