import type { Language } from '@salon/contracts/languages';

/*
 * The payment provider adapter (DESIGN.md "Payments through an adapter"): Stripe
 * Checkout in production, the local stand-in in development and tests. Both speak
 * Stripe's webhook format, so one handler (handle-payment-event.ts) serves both.
 */

/** A checkout session is open this long; an unpaid one then expires (Stripe's `expires_at`). */
export const CHECKOUT_SESSION_MINUTES = 30;

/** What a checkout session is made of: the order as the server priced it. */
export interface CheckoutOrder {
  id: string;
  /** Grosze, from the server's shop_vouchers row when the order was made. */
  amount: number;
  /** The voucher's Polish name: the line item's name on the payment page. */
  name: string;
  entries: number;
  /** The customer's e-mail, prefilled on the payment page when there is one. */
  customerEmail: string | null;
  /** The payment page's language. */
  language: Language;
  /** When the order was made: the session expires CHECKOUT_SESSION_MINUTES later. */
  createdAt: Date;
}

/** A session that can no longer be paid ('expired', now or before), or one that was paid ('completed': its paid event follows). */
export type ExpireResult = 'expired' | 'completed';

/**
 * A checkout session inside an event, as Stripe sends it. Only what the handler reads;
 * the rest of Stripe's object passes through unread.
 */
export interface CheckoutSessionObject {
  id: string;
  object: 'checkout.session';
  client_reference_id: string | null;
  metadata: Record<string, string> | null;
  /** Smallest currency unit (grosze). */
  amount_total: number | null;
  /** Lower case ('pln'). */
  currency: string | null;
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  status: 'open' | 'complete' | 'expired' | null;
}

/** A verified event in Stripe's format: `{ id: 'evt_…', type, data: { object } }`. */
export interface PaymentEvent {
  id: string;
  type: string;
  created: number;
  data: { object: unknown };
}

/** The adapter: where the customer pays, closing an unpaid session, and verifying the provider's events. */
export interface PaymentProvider {
  /** The value of shop_orders.provider. */
  readonly name: 'stripe' | 'local';
  /** Opens a checkout session for an order; the browser is sent to `url`. */
  createCheckout(order: CheckoutOrder): Promise<{ sessionId: string; url: string }>;
  /** Closes an open session so that it cannot be paid any more. */
  expire(sessionId: string): Promise<ExpireResult>;
  /**
   * Verifies the signature header of a webhook on its raw bytes (and that it is recent)
   * and returns the event; throws PaymentSignatureError otherwise.
   */
  verifyEvent(rawBody: Buffer, signatureHeader: string | undefined): PaymentEvent;
}

/** A webhook whose signature is missing, wrong or too old: nothing in it is believed. */
export class PaymentSignatureError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentSignatureError';
  }
}

/** Events that take the money: the order is paid (checkout.session.completed only when payment_status is 'paid'). */
export const PAID_EVENTS = ['checkout.session.completed', 'checkout.session.async_payment_succeeded'] as const;
/** Events after which the session cannot be paid: a pending order failed. */
export const FAILED_EVENTS = ['checkout.session.expired', 'checkout.session.async_payment_failed'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The checkout session of an event about one, or null for any other event. Events are
 * signed, so a malformed session is the provider's bug or a wrong secret's luck: null,
 * and the event is ignored.
 */
export function checkoutSessionOf(event: PaymentEvent): CheckoutSessionObject | null {
  if (!event.type.startsWith('checkout.session.')) return null;
  const object = event.data.object;
  if (!isRecord(object) || object.object !== 'checkout.session' || typeof object.id !== 'string') return null;
  const metadata = isRecord(object.metadata) ? (object.metadata as Record<string, string>) : null;
  return {
    id: object.id,
    object: 'checkout.session',
    client_reference_id: typeof object.client_reference_id === 'string' ? object.client_reference_id : null,
    metadata,
    amount_total: typeof object.amount_total === 'number' ? object.amount_total : null,
    currency: typeof object.currency === 'string' ? object.currency : null,
    payment_status: object.payment_status === 'paid' || object.payment_status === 'no_payment_required' ? object.payment_status : 'unpaid',
    status: object.status === 'open' || object.status === 'complete' || object.status === 'expired' ? object.status : null,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The order a session pays for: metadata.orderId, else client_reference_id; null when neither is an order id. */
export function orderIdOf(session: CheckoutSessionObject): string | null {
  const id = session.metadata?.orderId ?? session.client_reference_id;
  return typeof id === 'string' && UUID.test(id) ? id.toLowerCase() : null;
}
