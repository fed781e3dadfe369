import { createLocalProvider } from './local-provider.ts';
import { checkoutSessionOf, orderIdOf } from './payment-provider.ts';

/*
 * The local stand-in: refused in production; its events are in Stripe's format and
 * verify with the same code as Stripe's.
 */

const NOW = new Date('2026-11-23T07:10:00Z');
const options = { webhookSecret: 'whsec_local_test', publicUrl: 'http://localhost:8080', now: () => NOW };
const ORDER = { id: '5b0b7a55-3c1e-4a8e-9d6b-0c9f3e2a1b4d', sessionId: `cs_local_${'ab'.repeat(16)}`, amount: 45_000, customerEmail: null, createdAt: new Date('2026-11-23T07:00:00Z') };

test('cannot be made in production', () => {
  expect(() => createLocalProvider({ ...options, production: true })).toThrow(/cannot run in production/);
  const saved = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    expect(() => createLocalProvider(options)).toThrow(/STRIPE_SECRET_KEY/);
  } finally {
    process.env.NODE_ENV = saved;
  }
});

test('a session is a page of the API in the customer’s language, open 30 minutes', async () => {
  const local = createLocalProvider(options);
  const session = await local.createCheckout({ id: ORDER.id, amount: 1, name: 'x', entries: 1, customerEmail: null, language: 'en', createdAt: ORDER.createdAt });
  expect(session.sessionId).toMatch(/^cs_local_[0-9a-f]{32}$/);
  expect(session.url).toBe(`http://localhost:8080/api/shop/payments/local/${session.sessionId}?lang=en`);
  expect(local.expiresAt(ORDER.createdAt)).toEqual(new Date('2026-11-23T07:30:00Z'));
});

test('paid and failed outcomes are Stripe’s events, signed so that Stripe’s verification accepts them', () => {
  const local = createLocalProvider(options);
  const paid = local.signedEvent(ORDER, 'paid');
  expect(paid.signature).toMatch(new RegExp(`^t=${NOW.getTime() / 1000},v1=[0-9a-f]{64}$`));
  const event = local.verifyEvent(Buffer.from(paid.payload), paid.signature);
  expect(event).toMatchObject({ id: paid.eventId, type: 'checkout.session.completed', created: NOW.getTime() / 1000 });
  expect(paid.eventId).toMatch(/^evt_[0-9a-f]{24}$/);
  expect(JSON.parse(paid.payload)).toMatchObject({ object: 'event', livemode: false, api_version: expect.any(String) });
  const session = checkoutSessionOf(event)!;
  expect(session).toMatchObject({ id: ORDER.sessionId, amount_total: 45_000, currency: 'pln', payment_status: 'paid', status: 'complete', client_reference_id: ORDER.id });
  expect(orderIdOf(session)).toBe(ORDER.id);

  const failed = local.signedEvent(ORDER, 'failed');
  const expired = local.verifyEvent(Buffer.from(failed.payload), failed.signature);
  expect(expired.type).toBe('checkout.session.expired');
  expect(checkoutSessionOf(expired)).toMatchObject({ payment_status: 'unpaid', status: 'expired' });
  expect(failed.eventId).not.toBe(paid.eventId);
  // Another secret's provider does not believe it.
  expect(() => createLocalProvider({ ...options, webhookSecret: 'whsec_other' }).verifyEvent(Buffer.from(failed.payload), failed.signature)).toThrow();
});
