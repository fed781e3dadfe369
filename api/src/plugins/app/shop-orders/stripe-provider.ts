import Stripe from 'stripe';
import { shopOrderFailedPath, shopOrderPath } from '@salon/contracts/shop-api';
import { CHECKOUT_SESSION_MINUTES, type PaymentProvider } from './payment-provider.ts';
import { verifyStripeEvent } from './stripe-signature.ts';

/** Where the Stripe client sends its calls; Stripe's own API unless a test points it at a local server. */
export interface StripeApiAddress {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** The site's origin (PUBLIC_URL): the customer comes back to its order pages. */
  publicUrl: string;
  /** The app's clock: sessions' expiry and the webhook signatures' age. */
  now: () => Date;
  /** Tests only: a local stand-in of Stripe's API. */
  api?: StripeApiAddress;
}

/**
 * Stripe wants `expires_at` at least 30 minutes after it creates the session; a minute
 * of margin keeps the request valid across clock skew and the call's own latency.
 */
const EXPIRY_MARGIN_SECONDS = 60;

/**
 * Stripe Checkout (the `stripe` package): one line item at the order's amount in PLN,
 * the order's id as client_reference_id and metadata.orderId, the customer back on the
 * site's order page (paid) or failure page (given up), expiring after 30 minutes.
 * Events are verified with stripe.webhooks.constructEvent on the raw body.
 */
export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    // Calls Stripe's API gives up on are retried with the same idempotency key.
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(options.api ? { host: options.api.host, port: options.api.port, protocol: options.api.protocol } : {}),
  });

  return {
    name: 'stripe',

    async createCheckout(order) {
      const expiresAt = Math.floor(options.now().getTime() / 1000) + CHECKOUT_SESSION_MINUTES * 60 + EXPIRY_MARGIN_SECONDS;
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          currency: 'pln',
          line_items: [{ quantity: 1, price_data: { currency: 'pln', unit_amount: order.amount, product_data: { name: order.name } } }],
          client_reference_id: order.id,
          metadata: { orderId: order.id },
          payment_intent_data: { metadata: { orderId: order.id } },
          ...(order.customerEmail ? { customer_email: order.customerEmail } : {}),
          locale: order.language,
          success_url: options.publicUrl + shopOrderPath(order.id),
          cancel_url: options.publicUrl + shopOrderFailedPath(order.id),
          expires_at: expiresAt,
        },
        // A retried create (a timeout after Stripe made it) answers the same session.
        { idempotencyKey: `checkout-session:${order.id}` },
      );
      if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without a URL`);
      return { sessionId: session.id, url: session.url };
    },

    async expire(sessionId) {
      try {
        await stripe.checkout.sessions.expire(sessionId);
        return 'expired';
      } catch (error) {
        // Only an open session can be expired: one that expired already is what we want,
        // one that was completed has been paid (its event follows); anything else is a failure.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
        const session = await stripe.checkout.sessions.retrieve(sessionId);
        if (session.status === 'expired') return 'expired';
        if (session.status === 'complete') return 'completed';
        throw error;
      }
    },

    verifyEvent(rawBody, signatureHeader) {
      return verifyStripeEvent(rawBody, signatureHeader, options.webhookSecret, options.now());
    },
  };
}
