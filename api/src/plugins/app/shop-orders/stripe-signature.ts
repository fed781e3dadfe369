import Stripe from 'stripe';
import { PaymentSignatureError, type PaymentEvent } from './payment-provider.ts';

/*
 * Stripe's webhook signature, used by both providers: `Stripe-Signature: t=<seconds>,v1=<hex>`
 * where v1 is HMAC-SHA-256 of `${t}.${payload}` under the endpoint's `whsec_` secret.
 * Stripe's own package signs (the local stand-in) and verifies (both), so the local
 * page exercises exactly the verification production runs.
 */

/**
 * How old a signed webhook may be: Stripe's default tolerance (5 minutes), which stops
 * a captured request from being replayed later; within it, payment_events stops a
 * replay by the event's id.
 */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** Verifies a webhook on its raw bytes and returns its event; PaymentSignatureError when missing, wrong or too old. */
export function verifyStripeEvent(rawBody: Buffer, signatureHeader: string | undefined, secret: string, now: Date): PaymentEvent {
  if (!signatureHeader) throw new PaymentSignatureError('no Stripe-Signature header');
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signatureHeader, secret, WEBHOOK_TOLERANCE_SECONDS, undefined, now.getTime());
  } catch (error) {
    throw new PaymentSignatureError(error instanceof Error ? error.message : String(error), { cause: error });
  }
  return { id: event.id, type: event.type, created: event.created, data: { object: event.data.object } };
}

/** The Stripe-Signature header of a payload signed at `now`, as Stripe makes it. */
export function signStripePayload(payload: string, secret: string, now: Date): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: Math.floor(now.getTime() / 1000) });
}

/** The API version the events of this package's Stripe client are written in. */
export const STRIPE_API_VERSION: string = Stripe.API_VERSION;
