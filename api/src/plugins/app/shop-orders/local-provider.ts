import { randomBytes } from 'node:crypto';
import { shopOrderFailedPath, shopOrderPath } from '@salon/contracts/shop-api';
import { CHECKOUT_SESSION_MINUTES, type PaymentProvider } from './payment-provider.ts';
import { signStripePayload, STRIPE_API_VERSION, verifyStripeEvent } from './stripe-signature.ts';

/*
 * The local stand-in of Stripe Checkout, for development and tests: its payment page is
 * served by the API (GET /api/shop/payments/local/{sessionId}), pays or refuses without
 * money, and reports the outcome as Stripe would, with a signed event in Stripe's format
 * posted to the webhook. It has no state of its own: a session is its order's
 * provider_session, open while the order is PENDING and younger than 30 minutes.
 */

/** Where the local page lives under the API. */
export const LOCAL_PAYMENT_PATH = '/api/shop/payments/local';

/** Local session ids: `cs_local_` and 32 hexadecimal characters. */
export const LOCAL_SESSION_PATTERN = '^cs_local_[0-9a-f]{32}$';

export interface LocalProviderOptions {
  /** The secret its events are signed with (PaymentsConfig, derived from JWT_SECRET). */
  webhookSecret: string;
  /** The site's origin (PUBLIC_URL): where the page and the return pages are. */
  publicUrl: string;
  now: () => Date;
  /** Production: refused. */
  production?: boolean;
}

/** The order behind a local session, as the page's event describes it. */
export interface LocalSessionOrder {
  id: string;
  sessionId: string;
  amount: number;
  customerEmail: string | null;
  createdAt: Date;
}

export type LocalOutcome = 'paid' | 'failed';

export interface LocalPaymentProvider extends PaymentProvider {
  readonly name: 'local';
  /** Where the customer is sent back after the page: the order page when paid, the failure page otherwise. */
  returnUrl(orderId: string, outcome: LocalOutcome): string;
  /** When a session of an order made at `createdAt` stops taking payments. */
  expiresAt(createdAt: Date): Date;
  /**
   * The webhook Stripe would send for an outcome, signed: checkout.session.completed
   * (payment_status 'paid') for a payment, checkout.session.expired for a refusal.
   */
  signedEvent(order: LocalSessionOrder, outcome: LocalOutcome): { payload: string; signature: string; eventId: string };
}

const randomHex = (bytes: number) => randomBytes(bytes).toString('hex');
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export function createLocalProvider(options: LocalProviderOptions): LocalPaymentProvider {
  // The page pays without money: never in production, whatever the configuration says.
  if (options.production || process.env.NODE_ENV === 'production') {
    throw new Error('the local payment page cannot run in production: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
  }
  const expiresAt = (createdAt: Date) => new Date(createdAt.getTime() + CHECKOUT_SESSION_MINUTES * 60_000);
  const returnUrl = (orderId: string, outcome: LocalOutcome) =>
    options.publicUrl + (outcome === 'paid' ? shopOrderPath(orderId) : shopOrderFailedPath(orderId));

  return {
    name: 'local',
    returnUrl,
    expiresAt,

    async createCheckout(order) {
      const sessionId = `cs_local_${randomHex(16)}`;
      return { sessionId, url: `${options.publicUrl}${LOCAL_PAYMENT_PATH}/${sessionId}?lang=${order.language}` };
    },

    // The page refuses a session whose order is no longer pending: nothing else to close.
    async expire() {
      return 'expired';
    },

    verifyEvent(rawBody, signatureHeader) {
      return verifyStripeEvent(rawBody, signatureHeader, options.webhookSecret, options.now());
    },

    signedEvent(order, outcome) {
      const now = options.now();
      const paid = outcome === 'paid';
      const event = {
        id: `evt_${randomHex(12)}`,
        object: 'event',
        api_version: STRIPE_API_VERSION,
        created: seconds(now),
        data: {
          object: {
            id: order.sessionId,
            object: 'checkout.session',
            amount_subtotal: order.amount,
            amount_total: order.amount,
            cancel_url: returnUrl(order.id, 'failed'),
            client_reference_id: order.id,
            created: seconds(order.createdAt),
            currency: 'pln',
            customer_email: order.customerEmail,
            expires_at: seconds(expiresAt(order.createdAt)),
            livemode: false,
            metadata: { orderId: order.id },
            mode: 'payment',
            payment_status: paid ? 'paid' : 'unpaid',
            status: paid ? 'complete' : 'expired',
            success_url: returnUrl(order.id, 'paid'),
            url: null,
          },
        },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type: paid ? 'checkout.session.completed' : 'checkout.session.expired',
      };
      // Stripe sends its events pretty-printed; the signature covers these exact bytes.
      const payload = JSON.stringify(event, null, 2);
      return { payload, signature: signStripePayload(payload, options.webhookSecret, now), eventId: event.id };
    },
  };
}
