import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { checkoutEvent, insertShopVoucher, orderVoucher, postWebhook, sessionOf } from './test-fixtures.ts';

/*
 * Payment events racing on a PostgreSQL server (TEST_DATABASE_URL; PGlite runs one
 * statement at a time): whatever arrives at once, an order gets exactly one voucher.
 */

let t: TestApp;
let voucherId = '';
const PARALLEL = 10;

beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL) throw new Error('concurrency tests need TEST_DATABASE_URL (a PostgreSQL server)');
  t = await buildTestApp();
  voucherId = await insertShopVoucher(t);
}, 180_000);
afterAll(() => t?.close());

async function pendingOrder() {
  const me = await t.signUp();
  const created = await orderVoucher(t, me.headers, voucherId);
  return { me, orderId: created.order.id, session: { id: await sessionOf(t, created.order.id), orderId: created.order.id, amount: 45_000 } };
}

async function outcomeOf(userId: string, orderId: string) {
  const db = t.database.db;
  return {
    order: await db.selectFrom('shop_orders').select(['status', 'issued_voucher_id']).where('id', '=', orderId).executeTakeFirstOrThrow(),
    vouchers: await db.selectFrom('vouchers').select('id').where('user_id', '=', userId).execute(),
    ledger: await db.selectFrom('loyalty_transactions').select('points_in').where('user_id', '=', userId).execute(),
    mails: await db.selectFrom('outbox_messages').innerJoin('users', 'users.email', 'outbox_messages.recipient').select('outbox_messages.id').where('users.id', '=', userId).execute(),
  };
}

test(`${PARALLEL} different paid events for one order at once issue one voucher, one ledger entry, one e-mail`, async () => {
  const { me, orderId, session } = await pendingOrder();
  const responses = await Promise.all(
    Array.from({ length: PARALLEL }, (_, i) =>
      postWebhook(t, checkoutEvent(`evt_race_many_${i}`, i % 2 ? 'checkout.session.async_payment_succeeded' : 'checkout.session.completed', session)),
    ),
  );
  expect(responses.map((response) => response.statusCode)).toEqual(Array(PARALLEL).fill(200));
  const outcome = await outcomeOf(me.id, orderId);
  expect(outcome.vouchers).toHaveLength(1);
  expect(outcome.order).toEqual({ status: 'PAID', issued_voucher_id: outcome.vouchers[0]!.id });
  expect(outcome.ledger).toEqual([{ points_in: 450 }]);
  expect(outcome.mails).toHaveLength(1);
  const events = await t.database.db.selectFrom('payment_events').select('id').where('order_id', '=', orderId).execute();
  expect(events).toHaveLength(PARALLEL);
});

test(`one event delivered ${PARALLEL} times at once is recorded once and issues one voucher`, async () => {
  const { me, orderId, session } = await pendingOrder();
  const payload = checkoutEvent('evt_race_same', 'checkout.session.completed', session);
  const responses = await Promise.all(Array.from({ length: PARALLEL }, () => postWebhook(t, payload)));
  expect(responses.map((response) => response.statusCode)).toEqual(Array(PARALLEL).fill(200));
  const outcome = await outcomeOf(me.id, orderId);
  expect(outcome.vouchers).toHaveLength(1);
  expect(outcome.ledger).toHaveLength(1);
  expect(await t.database.db.selectFrom('payment_events').select('id').where('id', '=', 'evt_race_same').execute()).toHaveLength(1);
});

test('a cancel racing a payment ends PAID with one voucher, whichever comes first', async () => {
  for (let round = 0; round < 5; round += 1) {
    const { me, orderId, session } = await pendingOrder();
    await Promise.all([
      t.app.inject({ method: 'POST', url: `/api/shop/orders/${orderId}/cancel`, headers: me.headers }),
      postWebhook(t, checkoutEvent(`evt_race_cancel_${round}`, 'checkout.session.completed', session)),
      t.app.inject({ method: 'POST', url: `/api/shop/orders/${orderId}/cancel`, headers: me.headers }),
    ]);
    const outcome = await outcomeOf(me.id, orderId);
    expect(outcome.order.status).toBe('PAID');
    expect(outcome.vouchers).toHaveLength(1);
    expect(outcome.ledger).toHaveLength(1);
  }
});
