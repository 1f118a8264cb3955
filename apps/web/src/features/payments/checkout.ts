import { INSTITUTE_NAME, type PaymentOrder, type PaymentVerifyForm } from '@portal/domain';

/**
 * Razorpay Checkout, loaded at run time (docs/rules.md, "Payments"): one script tag, added the first
 * time a student pays and reused after; a failed load is forgotten so the next try loads again.
 */
export const CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

interface CheckoutOptions {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  prefill: { email: string };
  handler: (answer: PaymentVerifyForm) => void;
  modal: { ondismiss: () => void };
}
interface CheckoutInstance {
  open: () => void;
  on: (event: 'payment.failed', callback: () => void) => void;
}
type CheckoutConstructor = new (options: CheckoutOptions) => CheckoutInstance;

declare global {
  interface Window {
    Razorpay?: CheckoutConstructor;
  }
}

let loading: Promise<boolean> | null = null;

/** True once Checkout is ready; false when its script could not be loaded. */
export function loadCheckout(): Promise<boolean> {
  if (window.Razorpay) return Promise.resolve(true);
  loading ??= new Promise<boolean>((resolve) => {
    const script = document.createElement('script');
    script.src = CHECKOUT_SCRIPT;
    script.async = true;
    script.onload = () => resolve(Boolean(window.Razorpay));
    script.onerror = () => {
      script.remove();
      resolve(false);
    };
    document.body.append(script);
  }).then((ready) => {
    if (!ready) loading = null;
    return ready;
  });
  return loading;
}

/** Opens Checkout for an order; resolves with its signed answer, or null when the student closes it. */
export function openCheckout(order: PaymentOrder): Promise<PaymentVerifyForm | null> {
  const Razorpay = window.Razorpay!;
  return new Promise((resolve) => {
    const checkout = new Razorpay({
      key: order.keyId,
      amount: order.amount,
      currency: order.currency,
      order_id: order.id,
      name: INSTITUTE_NAME,
      description: order.paymentType,
      prefill: { email: order.userEmail },
      handler: (answer) => resolve(answer),
      modal: { ondismiss: () => resolve(null) },
    });
    checkout.open();
  });
}
