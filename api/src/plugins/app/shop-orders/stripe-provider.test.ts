import { createHmac } from 'node:crypto';
import { startFakeStripeApi, type FakeStripeApi } from './fake-stripe-api.ts';
import { PaymentSignatureError, type CheckoutOrder } from './payment-provider.ts';
import { createStripeProvider } from './stripe-provider.ts';

/*
 * The Stripe Checkout adapter with the real `stripe` client pointed at a local fake of
 * Stripe's API: what a session is created with, closing one, and webhook verification
 * with real signatures.
 */

const NOW = new Date('2026-11-23T07:00:00Z');
const WEBHOOK_SECRET = 'whsec_test_adapter';
let fake: FakeStripeApi;
beforeAll(async () => {
  fake = await startFakeStripeApi();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

const provider = () =>
  createStripeProvider({ secretKey: 'sk_test_adapter', webhookSecret: WEBHOOK_SECRET, publicUrl: 'https://kosmyk.example', now: () => NOW, api: fake.address });

const ORDER: CheckoutOrder = {
  id: '5b0b7a55-3c1e-4a8e-9d6b-0c9f3e2a1b4d',
  amount: 45_000,
  name: 'Karnet: 5 × strzyżenie',
  entries: 5,
  customerEmail: 'anna@example.com',
  language: 'fr',
  createdAt: NOW,
};

test('creates a Checkout Session in PLN for the order’s amount, returning to the site’s order pages', async () => {
  const session = await provider().createCheckout(ORDER);
  expect(session).toEqual({ sessionId: expect.stringMatching(/^cs_test_fake/), url: `https://checkout.stripe.com/c/pay/${session.sessionId}` });
  expect(fake.requests).toHaveLength(1);
  const [request] = fake.requests;
  expect(request).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions' });
  expect(request!.headers.authorization).toBe('Bearer sk_test_adapter');
  expect(request!.headers['idempotency-key']).toBe(`checkout-session:${ORDER.id}`);
  expect(request!.form).toEqual({
    mode: 'payment',
    currency: 'pln',
    'line_items[0][quantity]': '1',
    'line_items[0][price_data][currency]': 'pln',
    'line_items[0][price_data][unit_amount]': '45000',
    'line_items[0][price_data][product_data][name]': 'Karnet: 5 × strzyżenie',
    client_reference_id: ORDER.id,
    'metadata[orderId]': ORDER.id,
    'payment_intent_data[metadata][orderId]': ORDER.id,
    customer_email: 'anna@example.com',
    locale: 'fr',
    success_url: `https://kosmyk.example/sklep/zamowienie/${ORDER.id}`,
    cancel_url: `https://kosmyk.example/sklep/zamowienie/${ORDER.id}/niepowodzenie`,
    // 30 minutes and a minute of margin: Stripe refuses less than 30.
    expires_at: String(NOW.getTime() / 1000 + 31 * 60),
  });
});

test('leaves the e-mail out when the customer has none', async () => {
  await provider().createCheckout({ ...ORDER, customerEmail: null });
  expect(fake.requests[0]!.form).not.toHaveProperty('customer_email');
});

test('a refused create is an error (the order then fails)', async () => {
  fake.failNextCreate(400, 'invalid_request_error', 'Invalid currency: pln');
  await expect(provider().createCheckout(ORDER)).rejects.toThrow('Invalid currency: pln');
});

test('expires an open session; one expired already or paid is told apart, anything else fails', async () => {
  const stripe = provider();
  const { sessionId } = await stripe.createCheckout(ORDER);
  await expect(stripe.expire(sessionId)).resolves.toBe('expired');
  expect(fake.requests.at(-1)).toMatchObject({ method: 'POST', path: `/v1/checkout/sessions/${sessionId}/expire` });
  // Expiring it again: Stripe refuses, the session says it is expired.
  await expect(stripe.expire(sessionId)).resolves.toBe('expired');
  expect(fake.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v1/checkout/sessions/${sessionId}` });

  const paid = await stripe.createCheckout({ ...ORDER, id: '6c1c8b66-4d2f-4b9f-8e7c-1d0a4f3b2c5e' });
  fake.setStatus(paid.sessionId, 'complete');
  await expect(stripe.expire(paid.sessionId)).resolves.toBe('completed');

  await expect(stripe.expire('cs_test_unknown')).rejects.toThrow(/No such checkout.session/);
});

describe('verifyEvent', () => {
  const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'checkout.session.completed', created: 1, data: { object: { id: 'cs_1' } } });
  /** Stripe's scheme written out by hand: v1 = HMAC-SHA-256 of `${t}.${payload}` under the secret. */
  const header = (secret: string, at: Date, body = payload) => {
    const t = Math.floor(at.getTime() / 1000);
    return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
  };

  test('accepts an event signed with the endpoint’s secret', () => {
    expect(provider().verifyEvent(Buffer.from(payload), header(WEBHOOK_SECRET, NOW))).toEqual({
      id: 'evt_1',
      type: 'checkout.session.completed',
      created: 1,
      data: { object: { id: 'cs_1' } },
    });
  });

  test('refuses no header, another secret, another body and a signature older than 5 minutes', () => {
    const stripe = provider();
    expect(() => stripe.verifyEvent(Buffer.from(payload), undefined)).toThrow(PaymentSignatureError);
    expect(() => stripe.verifyEvent(Buffer.from(payload), header('whsec_other', NOW))).toThrow(PaymentSignatureError);
    expect(() => stripe.verifyEvent(Buffer.from(payload.replace('cs_1', 'cs_2')), header(WEBHOOK_SECRET, NOW))).toThrow(PaymentSignatureError);
    expect(() => stripe.verifyEvent(Buffer.from(payload), header(WEBHOOK_SECRET, new Date(NOW.getTime() - 301_000)))).toThrow(/tolerance/);
    expect(stripe.verifyEvent(Buffer.from(payload), header(WEBHOOK_SECRET, new Date(NOW.getTime() - 299_000))).id).toBe('evt_1');
  });
});
