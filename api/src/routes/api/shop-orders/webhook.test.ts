import type { CreatedOrder } from '@salon/contracts/shop-api';
import { TEST_NOW } from '../../../test/build-test-app.ts';
import { testAppForFile } from '../../../test/identity-helpers.ts';
import { handlePaymentEvent } from '../../../plugins/app/shop-orders/handle-payment-event.ts';
import { signStripePayload } from '../../../plugins/app/shop-orders/stripe-signature.ts';
import { checkoutEvent, insertShopVoucher, LOCAL_WEBHOOK_SECRET, orderVoucher, postWebhook, sessionOf } from './test-fixtures.ts';

/*
 * POST /api/shop/payments/webhook: only a verified, first-seen event acts, and an order
 * gets exactly one voucher whatever arrives, twice, at once or out of order.
 */

const t = testAppForFile();
let voucherId = '';
beforeAll(async () => {
  voucherId = await insertShopVoucher(t);
});

let events = 0;
const nextEventId = () => `evt_test${String(++events).padStart(20, '0')}`;

/** A customer with a pending order, and what a paid event for it carries. */
async function pendingOrder() {
  const me = await t.signUp();
  const created: CreatedOrder = await orderVoucher(t, me.headers, voucherId);
  const session = { id: await sessionOf(t, created.order.id), orderId: created.order.id, amount: 45_000 };
  return { me, created, session };
}

/** The header a payload gets from the local secret at the tests' now. */
const signedHeader = (payload: string) => signStripePayload(payload, LOCAL_WEBHOOK_SECRET, TEST_NOW.toJSDate());
const orderRow = (id: string) => t.database.db.selectFrom('shop_orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const vouchersOf = (userId: string) => t.database.db.selectFrom('vouchers').select(['id', 'origin', 'source']).where('user_id', '=', userId).execute();
const ledgerOf = (userId: string) => t.database.db.selectFrom('loyalty_transactions').select('points_in').where('user_id', '=', userId).execute();
const recorded = (eventId: string) => t.database.db.selectFrom('payment_events').selectAll().where('id', '=', eventId).execute();

describe('signature', () => {
  test('a missing, wrong, stale or tampered signature is 400 on signature, and nothing is recorded', async () => {
    const { created, session } = await pendingOrder();
    const eventId = nextEventId();
    const payload = checkoutEvent(eventId, 'checkout.session.completed', session);
    const refusals = [
      await postWebhook(t, payload, { signature: null }),
      await postWebhook(t, payload, { signature: '' }),
      await postWebhook(t, payload, { signature: 'garbage' }),
      await postWebhook(t, payload, { secret: 'whsec_not_ours' }),
      // Stripe's tolerance: 5 minutes.
      await postWebhook(t, payload, { at: TEST_NOW.minus({ minutes: 5, seconds: 1 }).toJSDate() }),
      // Signed, then changed on the way: the amount is not what was signed.
      await t.app.inject({
        method: 'POST',
        url: '/api/shop/payments/webhook',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signedHeader(payload),
        },
        payload: payload.replace('"amount_total":45000', '"amount_total":45001'),
      }),
    ];
    for (const response of refusals) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'signature' });
    }
    expect(await recorded(eventId)).toEqual([]);
    expect((await orderRow(created.order.id)).status).toBe('PENDING');
    // The same event, signed within the tolerance, goes through.
    expect((await postWebhook(t, payload, { at: TEST_NOW.minus({ minutes: 4 }).toJSDate() })).json()).toEqual({ received: true });
    expect((await orderRow(created.order.id)).status).toBe('PAID');
  });

  test('the signature covers the exact bytes: the same event re-serialised differently does not verify', async () => {
    const { session } = await pendingOrder();
    const payload = checkoutEvent(nextEventId(), 'checkout.session.completed', session);
    const header = signedHeader(payload);
    const pretty = JSON.stringify(JSON.parse(payload), null, 2);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/shop/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      payload: pretty,
    });
    expect(response.json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'signature' });
  });
});


describe('exactly once', () => {
  test('a replayed event (same id) is answered and does nothing again', async () => {
    const { me, created, session } = await pendingOrder();
    const eventId = nextEventId();
    const payload = checkoutEvent(eventId, 'checkout.session.completed', session);
    for (let i = 0; i < 3; i += 1) expect((await postWebhook(t, payload)).json()).toEqual({ received: true });
    // Recognised by its id before anything else is looked at.
    expect(await handlePaymentEvent(t.app, t.app.paymentProvider.verifyEvent(Buffer.from(payload), signedHeader(payload)))).toBe('replayed');
    expect(await vouchersOf(me.id)).toEqual([{ id: expect.any(String), origin: `order:${created.order.id}`, source: 'ecommerce' }]);
    expect(await ledgerOf(me.id)).toEqual([{ points_in: 450 }]);
    expect(await recorded(eventId)).toEqual([
      { id: eventId, provider: 'local', type: 'checkout.session.completed', order_id: created.order.id, received_at: TEST_NOW.toJSDate() },
    ]);
  });

  test('two different paid events for one order at once issue one voucher, one ledger entry, one e-mail', async () => {
    const { me, created, session } = await pendingOrder();
    const first = nextEventId();
    const second = nextEventId();
    const responses = await Promise.all([
      postWebhook(t, checkoutEvent(first, 'checkout.session.completed', session)),
      postWebhook(t, checkoutEvent(second, 'checkout.session.async_payment_succeeded', session)),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    const vouchers = await vouchersOf(me.id);
    expect(vouchers).toHaveLength(1);
    expect((await orderRow(created.order.id)).issued_voucher_id).toBe(vouchers[0]!.id);
    expect(await ledgerOf(me.id)).toHaveLength(1);
    const mails = await t.database.db
      .selectFrom('outbox_messages')
      .innerJoin('users', 'users.email', 'outbox_messages.recipient')
      .select('outbox_messages.id')
      .where('users.id', '=', me.id)
      .execute();
    expect(mails).toHaveLength(1);
    expect((await recorded(first)).length + (await recorded(second)).length).toBe(2);
  });

  test('one event delivered five times at once issues one voucher', async () => {
    const { me, session } = await pendingOrder();
    const payload = checkoutEvent(nextEventId(), 'checkout.session.completed', session);
    const responses = await Promise.all(Array.from({ length: 5 }, () => postWebhook(t, payload)));
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await vouchersOf(me.id)).toHaveLength(1);
    expect(await ledgerOf(me.id)).toHaveLength(1);
  });
});

describe('what an event does', () => {
  test('an amount or currency that is not the order’s is refused: 400, nothing issued, nothing recorded', async () => {
    const { me, created, session } = await pendingOrder();
    const cheaper = nextEventId();
    const amount = await postWebhook(t, checkoutEvent(cheaper, 'checkout.session.completed', { ...session, amount: 100 }));
    expect(amount.statusCode).toBe(400);
    expect(amount.json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'data.object.amount_total' });
    const euros = await postWebhook(t, checkoutEvent(nextEventId(), 'checkout.session.completed', { ...session, currency: 'eur' }));
    expect(euros.json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'data.object.currency' });
    const otherSession = await postWebhook(t, checkoutEvent(nextEventId(), 'checkout.session.completed', { ...session, id: 'cs_local_0000' }));
    expect(otherSession.json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'data.object.id' });
    expect((await orderRow(created.order.id)).status).toBe('PENDING');
    expect(await vouchersOf(me.id)).toEqual([]);
    expect(await ledgerOf(me.id)).toEqual([]);
    // Refused, so not recorded: the provider's retries keep the problem visible.
    expect(await recorded(cheaper)).toEqual([]);
  });

  test('a payment that arrives after the customer cancelled still issues the voucher (paying wins)', async () => {
    const { me, created, session } = await pendingOrder();
    await t.app.inject({ method: 'POST', url: `/api/shop/orders/${created.order.id}/cancel`, headers: me.headers });
    expect((await orderRow(created.order.id)).status).toBe('CANCELLED');
    expect((await postWebhook(t, checkoutEvent(nextEventId(), 'checkout.session.completed', session))).statusCode).toBe(200);
    const row = await orderRow(created.order.id);
    expect(row).toMatchObject({ status: 'PAID', paid_at: TEST_NOW.toJSDate() });
    expect(await vouchersOf(me.id)).toHaveLength(1);
  });

  test('a completed session whose payment is still on its way waits for async_payment_succeeded', async () => {
    const { me, created, session } = await pendingOrder();
    await postWebhook(t, checkoutEvent(nextEventId(), 'checkout.session.completed', { ...session, paymentStatus: 'unpaid' }));
    expect((await orderRow(created.order.id)).status).toBe('PENDING');
    expect(await vouchersOf(me.id)).toEqual([]);
    await postWebhook(t, checkoutEvent(nextEventId(), 'checkout.session.async_payment_succeeded', session));
    expect((await orderRow(created.order.id)).status).toBe('PAID');
    expect(await vouchersOf(me.id)).toHaveLength(1);
  });

  test('an expired session or a failed async payment fails a pending order; a paid order stays paid', async () => {
    const expired = await pendingOrder();
    await postWebhook(t, checkoutEvent(nextEventId(), 'checkout.session.expired', { ...expired.session, paymentStatus: 'unpaid' }));
    expect(await orderRow(expired.created.order.id)).toMatchObject({ status: 'FAILED', closed_at: TEST_NOW.toJSDate(), issued_voucher_id: null });

    const failed = await pendingOrder();
    await postWebhook(t, checkoutEvent(nextEventId(), 'checkout.session.async_payment_failed', { ...failed.session, paymentStatus: 'unpaid' }));
    expect((await orderRow(failed.created.order.id)).status).toBe('FAILED');

    const paid = await pendingOrder();
    await postWebhook(t, checkoutEvent(nextEventId(), 'checkout.session.completed', paid.session));
    await postWebhook(t, checkoutEvent(nextEventId(), 'checkout.session.expired', { ...paid.session, paymentStatus: 'unpaid' }));
    expect((await orderRow(paid.created.order.id)).status).toBe('PAID');
    expect(await vouchersOf(paid.me.id)).toHaveLength(1);
  });

  test('other event types, and events about no order of ours, are recorded and ignored', async () => {
    const { me, created, session } = await pendingOrder();
    const refund = nextEventId();
    const refundEvent = JSON.stringify({ id: refund, object: 'event', type: 'charge.refunded', created: 1, data: { object: { id: 'ch_1', object: 'charge' } } });
    expect((await postWebhook(t, refundEvent)).json()).toEqual({ received: true });
    expect(await recorded(refund)).toEqual([expect.objectContaining({ type: 'charge.refunded', order_id: null })]);
    const stranger = nextEventId();
    const strangerEvent = checkoutEvent(stranger, 'checkout.session.completed', { ...session, orderId: '00000000-0000-4000-8000-000000000000' });
    expect((await postWebhook(t, strangerEvent)).json()).toEqual({ received: true });
    expect(await recorded(stranger)).toEqual([expect.objectContaining({ order_id: null })]);
    expect((await orderRow(created.order.id)).status).toBe('PENDING');
    expect(await vouchersOf(me.id)).toEqual([]);
  });
});
