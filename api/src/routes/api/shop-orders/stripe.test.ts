import type { ShopOrder } from '@salon/contracts/shop-api';
import { TEST_NOW } from '../../../test/build-test-app.ts';
import { testAppForFile } from '../../../test/identity-helpers.ts';
import { startFakeStripeApi, type FakeStripeApi } from '../../../plugins/app/shop-orders/fake-stripe-api.ts';
import { createStripeProvider } from '../../../plugins/app/shop-orders/stripe-provider.ts';
import { checkoutEvent, insertShopVoucher, orderVoucher, postOrder, postWebhook } from './test-fixtures.ts';

/*
 * The orders' routes with Stripe as the provider (the real client against a local fake
 * of Stripe's API): the session carries the server's amount and the site's return
 * pages, cancelling expires it, Stripe's signed events pay, and the local page is not
 * there.
 */

const STRIPE_WEBHOOK_SECRET = 'whsec_route_tests';
let fake: FakeStripeApi;
beforeAll(async () => {
  fake = await startFakeStripeApi();
});
afterAll(() => fake.close());

const t = testAppForFile({
  // Built on first use: the fake's port is known once it listens (the beforeAll above runs first).
  paymentProvider: {
    name: 'stripe',
    createCheckout: (order) => stripe().createCheckout(order),
    expire: (sessionId) => stripe().expire(sessionId),
    verifyEvent: (rawBody, header) => stripe().verifyEvent(rawBody, header),
  },
});
let provider: ReturnType<typeof createStripeProvider> | undefined;
const stripe = () =>
  (provider ??= createStripeProvider({
    secretKey: 'sk_test_routes',
    webhookSecret: STRIPE_WEBHOOK_SECRET,
    publicUrl: 'http://localhost:8080',
    now: () => TEST_NOW.toJSDate(),
    api: fake.address,
  }));

let voucherId = '';
beforeAll(async () => {
  voucherId = await insertShopVoucher(t, { price: 39_900 });
});

const cancel = (id: string, headers: Record<string, string>) => t.app.inject({ method: 'POST', url: `/api/shop/orders/${id}/cancel`, headers });
const orderRow = (id: string) => t.database.db.selectFrom('shop_orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

test('an order opens a Stripe Checkout Session for the catalogue’s price, with the site’s return pages', async () => {
  const me = await t.signUp({ email: 'stripe.klientka@example.com' });
  fake.requests.length = 0;
  const response = await postOrder(t, { ...me.headers, 'accept-language': 'en' }, { voucherId, termsAccepted: true, amount: 100 });
  expect(response.statusCode).toBe(201);
  const created = response.json<{ order: ShopOrder; paymentUrl: string }>();
  const row = await orderRow(created.order.id);
  expect(row).toMatchObject({ provider: 'stripe', provider_session: expect.stringMatching(/^cs_test_fake/), amount: 39_900 });
  expect(created.paymentUrl).toBe(`https://checkout.stripe.com/c/pay/${row.provider_session}`);
  expect(fake.requests).toHaveLength(1);
  expect(fake.requests[0]!.form).toMatchObject({
    mode: 'payment',
    currency: 'pln',
    'line_items[0][price_data][unit_amount]': '39900',
    'line_items[0][price_data][product_data][name]': 'Karnet: 5 × strzyżenie',
    client_reference_id: created.order.id,
    'metadata[orderId]': created.order.id,
    customer_email: 'stripe.klientka@example.com',
    locale: 'en',
    success_url: `http://localhost:8080/sklep/zamowienie/${created.order.id}`,
    cancel_url: `http://localhost:8080/sklep/zamowienie/${created.order.id}/niepowodzenie`,
  });
});

test('Stripe refusing to open a session fails the order and answers 502', async () => {
  const me = await t.signUp();
  fake.failNextCreate(400, 'invalid_request_error', 'Not a valid URL');
  const response = await postOrder(t, me.headers, { voucherId, termsAccepted: true });
  expect(response.statusCode).toBe(502);
  expect(response.json()).toEqual({ status: 502, code: 'UNKNOWN_ERROR' });
  const [row] = await t.database.db.selectFrom('shop_orders').select(['status', 'provider_session']).where('user_id', '=', me.id).execute();
  expect(row).toEqual({ status: 'FAILED', provider_session: null });
});

test('cancelling expires the Stripe session, and again changes nothing', async () => {
  const me = await t.signUp();
  const created = await orderVoucher(t, me.headers, voucherId);
  const session = (await orderRow(created.order.id)).provider_session!;
  fake.requests.length = 0;
  expect((await cancel(created.order.id, me.headers)).json<ShopOrder>().status).toBe('CANCELLED');
  expect(fake.requests.map((request) => `${request.method} ${request.path}`)).toEqual([`POST /v1/checkout/sessions/${session}/expire`]);
  fake.requests.length = 0;
  expect((await cancel(created.order.id, me.headers)).json<ShopOrder>().status).toBe('CANCELLED');
  expect(fake.requests).toEqual([]);
});

test('a session Stripe reports as paid is not cancelled: its event makes the order PAID', async () => {
  const me = await t.signUp();
  const created = await orderVoucher(t, me.headers, voucherId);
  const session = (await orderRow(created.order.id)).provider_session!;
  fake.setStatus(session, 'complete');
  expect((await cancel(created.order.id, me.headers)).json<ShopOrder>().status).toBe('PENDING');
  const event = checkoutEvent('evt_stripe_route_1', 'checkout.session.completed', { id: session, orderId: created.order.id, amount: 39_900 });
  expect((await postWebhook(t, event, { secret: STRIPE_WEBHOOK_SECRET })).json()).toEqual({ received: true });
  const paid = (await t.app.inject({ method: 'GET', url: `/api/shop/orders/${created.order.id}`, headers: me.headers })).json<ShopOrder>();
  expect(paid).toMatchObject({ status: 'PAID', issuedVoucherId: expect.any(String) });
  const events = await t.database.db.selectFrom('payment_events').select(['id', 'provider']).where('order_id', '=', created.order.id).execute();
  expect(events).toEqual([{ id: 'evt_stripe_route_1', provider: 'stripe' }]);
});

test('events signed with the local stand-in’s secret are refused, and the local page does not exist', async () => {
  const me = await t.signUp();
  const created = await orderVoucher(t, me.headers, voucherId);
  const session = (await orderRow(created.order.id)).provider_session!;
  const event = checkoutEvent('evt_stripe_route_2', 'checkout.session.completed', { id: session, orderId: created.order.id, amount: 39_900 });
  expect((await postWebhook(t, event)).json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'signature' });
  const page = await t.app.inject({ method: 'GET', url: `/api/shop/payments/local/cs_local_${'a'.repeat(32)}` });
  expect(page.statusCode).toBe(404);
  expect(page.json()).toEqual({ status: 404, code: 'NOT_FOUND', field: 'path' });
});
