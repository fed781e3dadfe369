import { createHash } from 'node:crypto';
import type { ShopOrder } from '@salon/contracts/shop-api';
import type { Voucher } from '@salon/contracts/vouchers-api';
import { TEST_NOW } from '../../../test/build-test-app.ts';
import { testAppForFile } from '../../../test/identity-helpers.ts';
import { insertShopVoucher, localPagePath, orderVoucher, postOrder, submitLocalPage } from './test-fixtures.ts';

/*
 * Voucher orders with the local payment stand-in (the test app's provider): ordering,
 * the local page, paying and refusing through it, reading and cancelling an order.
 */

const t = testAppForFile();
let voucherId = '';
beforeAll(async () => {
  voucherId = await insertShopVoucher(t);
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const getOrder = (id: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url: `/api/shop/orders/${id}`, headers });
const cancel = (id: string, headers: Record<string, string>) => t.app.inject({ method: 'POST', url: `/api/shop/orders/${id}/cancel`, headers });
const vouchersOf = async (userId: string) => t.database.db.selectFrom('vouchers').selectAll().where('user_id', '=', userId).execute();

describe('POST /api/shop/orders', () => {
  test('needs a session', async () => {
    const response = await postOrder(t, {}, { voucherId, termsAccepted: true });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: 401, code: 'UNAUTHORIZED' });
  });

  test('refuses an order without the terms accepted, and an unknown or withdrawn voucher', async () => {
    const me = await t.signUp();
    expect((await postOrder(t, me.headers, { voucherId, termsAccepted: false })).json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'termsAccepted' });
    expect((await postOrder(t, me.headers, { voucherId })).json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'termsAccepted' });
    expect((await postOrder(t, me.headers, { voucherId: 'nope', termsAccepted: true })).json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'voucherId' });
    const unknown = await postOrder(t, me.headers, { voucherId: '00000000-0000-4000-8000-000000000000', termsAccepted: true });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status: 404, code: 'NOT_FOUND', field: 'voucherId' });
    const withdrawn = await insertShopVoucher(t, { enabled: false });
    expect((await postOrder(t, me.headers, { voucherId: withdrawn, termsAccepted: true })).json()).toEqual({ status: 404, code: 'NOT_FOUND', field: 'voucherId' });
    expect(await t.database.db.selectFrom('shop_orders').select('id').where('user_id', '=', me.id).execute()).toEqual([]);
  });

  test('copies name, entries and price from the catalogue, whatever else the body carries, and answers where to pay', async () => {
    const me = await t.signUp();
    const response = await postOrder(t, { ...me.headers, 'accept-language': 'en-GB' }, { voucherId, termsAccepted: true, amount: 1, price: 1, entries: 99, currency: 'EUR' });
    expect(response.statusCode).toBe(201);
    const created = response.json<{ order: ShopOrder; paymentUrl: string }>();
    expect(created.order).toEqual({
      id: expect.stringMatching(UUID),
      status: 'PENDING',
      voucher: { id: voucherId, name: 'Pass: 5 × haircut', entries: 5 },
      amount: 45_000,
      currency: 'PLN',
      createdAt: '2026-11-23T07:00:00.000Z',
      paidAt: null,
      issuedVoucherId: null,
    });
    expect(created.paymentUrl).toMatch(/^http:\/\/localhost:8080\/api\/shop\/payments\/local\/cs_local_[0-9a-f]{32}\?lang=en$/);
    const row = await t.database.db.selectFrom('shop_orders').selectAll().where('id', '=', created.order.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: me.id, amount: 45_000, entries: 5, provider: 'local', status: 'PENDING', terms_accepted_at: new Date('2026-11-23T07:00:00Z') });
    expect(row.voucher_name).toEqual({ pl: 'Karnet: 5 × strzyżenie', en: 'Pass: 5 × haircut', fr: 'Carnet\u00a0: 5 × coupe' });
    expect(created.paymentUrl).toContain(row.provider_session!);
  });

  test('a later price change does not touch an order already made', async () => {
    const me = await t.signUp();
    const own = await insertShopVoucher(t, { price: 30_000 });
    const created = await orderVoucher(t, me.headers, own);
    await t.database.db.updateTable('shop_vouchers').set({ price: 99_000 }).where('id', '=', own).execute();
    expect((await getOrder(created.order.id, me.headers)).json<ShopOrder>().amount).toBe(30_000);
  });

  test('limits a customer to 10 orders in 10 minutes', async () => {
    const me = await t.signUp();
    for (let i = 0; i < 10; i += 1) expect((await postOrder(t, me.headers, { voucherId, termsAccepted: true })).statusCode).toBe(201);
    const limited = await postOrder(t, me.headers, { voucherId, termsAccepted: true });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    // Another customer is not limited by the first one's orders.
    expect((await postOrder(t, (await t.signUp()).headers, { voucherId, termsAccepted: true })).statusCode).toBe(201);
  });
});

describe('the local payment page', () => {
  test('shows the voucher and the amount with pay and refuse buttons, in the asked language, without any script', async () => {
    const me = await t.signUp();
    const created = await orderVoucher(t, me.headers, voucherId);
    const page = await t.app.inject({ method: 'GET', url: localPagePath(created).replace('lang=pl', 'lang=fr') });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/=]+';/);
    expect(csp).toContain("form-action 'self' http://localhost:8080");
    expect(csp).not.toContain('unsafe');
    // The one style element is the one the policy allows by its hash.
    const style = /<style>([^<]*)<\/style>/.exec(page.body)![1]!;
    expect(csp).toContain(`style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'`);
    expect(page.body).toContain('<html lang="fr">');
    expect(page.body).toContain('<title>Paiement de test</title>');
    expect(page.body).toContain('Carnet\u00a0: 5 × coupe');
    expect(page.body).toMatch(/450,00\s(PLN|zł)/u);
    expect(page.body).toMatch(/<button class="pay" type="submit" name="outcome" value="paid">Payer 450,00\sPLN<\/button>/u);
    expect(page.body).toContain('<button class="refuse" type="submit" name="outcome" value="failed">Refuser le paiement</button>');
    expect(page.body).toMatch(/<form method="post" action="\/api\/shop\/payments\/local\/cs_local_[0-9a-f]{32}\?lang=fr" aria-labelledby="choose">/);
    expect(page.body).not.toMatch(/<script|\son[a-z]+=/i);

    // Without ?lang, the request's language; Polish by default.
    const polish = await t.app.inject({ method: 'GET', url: localPagePath(created).split('?')[0]! });
    expect(polish.body).toContain('<html lang="pl">');
    expect(polish.body).toContain('Odmów płatności');
    const english = await t.app.inject({ method: 'GET', url: localPagePath(created).split('?')[0]!, headers: { 'accept-language': 'en' } });
    expect(english.body).toContain('Refuse the payment');
  });

  test('escapes what it shows', async () => {
    const me = await t.signUp();
    const own = await insertShopVoucher(t);
    await t.database.db.updateTable('shop_vouchers').set({ name: JSON.stringify({ pl: '<img src=x onerror=alert(1)>' }) }).where('id', '=', own).execute();
    const page = await t.app.inject({ method: 'GET', url: localPagePath(await orderVoucher(t, me.headers, own)) });
    expect(page.body).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(page.body).not.toContain('<img');
  });

  test('answers 404 for an unknown session and 400 for a malformed one', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/shop/payments/local/cs_local_${'0'.repeat(32)}` })).json()).toEqual({
      status: 404,
      code: 'NOT_FOUND',
      field: 'sessionId',
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/shop/payments/local/cs_test_1' })).statusCode).toBe(400);
  });

  test('paying issues one voucher that the customer’s vouchers list (source ecommerce) and records the points', async () => {
    const me = await t.signUp();
    const created = await orderVoucher(t, me.headers, voucherId);
    const paid = await submitLocalPage(t, created, 'paid');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`http://localhost:8080/sklep/zamowienie/${created.order.id}`);

    const order = (await getOrder(created.order.id, me.headers)).json<ShopOrder>();
    expect(order).toMatchObject({ status: 'PAID', paidAt: '2026-11-23T07:00:00.000Z', issuedVoucherId: expect.stringMatching(UUID) });
    const listed = (await t.app.inject({ method: 'GET', url: '/api/vouchers', headers: me.headers })).json<Voucher[]>();
    expect(listed).toEqual([
      {
        id: order.issuedVoucherId,
        name: 'Karnet: 5 × strzyżenie',
        description: 'Pięć strzyżeń z modelowaniem.',
        active: true,
        purchaseDate: '2026-11-23',
        expirationDate: null,
        validityMonths: 12,
        entries: { total: 5, left: 5 },
        usedQuantity: 0,
        services: [{ name: 'Strzyżenie damskie' }, { name: 'Modelowanie' }],
        source: 'ecommerce',
        transactions: [],
      },
    ]);
    const ledger = await t.database.db.selectFrom('loyalty_transactions').select(['kind', 'points_in']).where('user_id', '=', me.id).execute();
    expect(ledger).toEqual([{ kind: 'VOUCHER_PURCHASE', points_in: 450 }]);

    // The page is closed now: pressing pay again sends nothing and issues nothing.
    const again = await submitLocalPage(t, created, 'paid');
    expect(again.statusCode).toBe(410);
    expect(again.body).toContain('Ta płatność jest zamknięta');
    expect(again.body).toContain(`href="http://localhost:8080/sklep/zamowienie/${created.order.id}"`);
    expect((await t.app.inject({ method: 'GET', url: localPagePath(created) })).statusCode).toBe(410);
    expect(await vouchersOf(me.id)).toHaveLength(1);
    expect(await t.database.db.selectFrom('payment_events').select('type').where('order_id', '=', created.order.id).execute()).toEqual([
      { type: 'checkout.session.completed' },
    ]);
  });

  test('refusing fails the order, issues nothing, and sends the browser to the failure page', async () => {
    const me = await t.signUp();
    const created = await orderVoucher(t, me.headers, voucherId);
    const refused = await submitLocalPage(t, created, 'failed');
    expect(refused.statusCode).toBe(303);
    expect(refused.headers.location).toBe(`http://localhost:8080/sklep/zamowienie/${created.order.id}/niepowodzenie`);
    expect((await getOrder(created.order.id, me.headers)).json<ShopOrder>()).toMatchObject({ status: 'FAILED', paidAt: null, issuedVoucherId: null });
    // The failure page then cancels: a failed order stays as it is.
    expect((await cancel(created.order.id, me.headers)).json<ShopOrder>().status).toBe('FAILED');
    expect(await vouchersOf(me.id)).toEqual([]);
    expect(await t.database.db.selectFrom('loyalty_transactions').select('id').where('user_id', '=', me.id).execute()).toEqual([]);
  });

  test('an outcome that is neither paid nor failed is refused', async () => {
    const me = await t.signUp();
    const created = await orderVoucher(t, me.headers, voucherId);
    expect((await submitLocalPage(t, created, 'maybe')).json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'outcome' });
    expect((await getOrder(created.order.id, me.headers)).json<ShopOrder>().status).toBe('PENDING');
  });

  test('after 30 minutes the session expires as Stripe’s would: the order fails and the page is closed', async () => {
    const me = await t.signUp();
    const created = await orderVoucher(t, me.headers, voucherId);
    t.setNow(TEST_NOW.plus({ minutes: 29, seconds: 59 }));
    expect((await t.app.inject({ method: 'GET', url: localPagePath(created) })).statusCode).toBe(200);
    t.setNow(TEST_NOW.plus({ minutes: 30 }));
    const late = await submitLocalPage(t, created, 'paid');
    expect(late.statusCode).toBe(410);
    // (The access token has expired by now: the row tells.)
    const row = await t.database.db.selectFrom('shop_orders').select(['status', 'closed_at']).where('id', '=', created.order.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'FAILED', closed_at: TEST_NOW.plus({ minutes: 30 }).toJSDate() });
    expect(await vouchersOf(me.id)).toEqual([]);
  });
});

describe('GET and cancel /api/shop/orders/{id}', () => {
  test('only the owner reads or cancels an order: anyone else gets 404, a guest 401', async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const created = await orderVoucher(t, owner.headers, voucherId);
    expect((await getOrder(created.order.id, owner.headers)).json<ShopOrder>()).toEqual(created.order);
    for (const response of [await getOrder(created.order.id, other.headers), await cancel(created.order.id, other.headers)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: 404, code: 'NOT_FOUND', field: 'id' });
    }
    expect((await getOrder(created.order.id, {})).statusCode).toBe(401);
    expect((await cancel(created.order.id, {})).statusCode).toBe(401);
    expect((await getOrder('not-an-id', owner.headers)).json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'id' });
    expect((await getOrder(created.order.id, owner.headers)).json<ShopOrder>().status).toBe('PENDING');
  });

  test('cancelling a pending order closes its page, idempotently; nothing is issued', async () => {
    const me = await t.signUp();
    const created = await orderVoucher(t, me.headers, voucherId);
    const first = await cancel(created.order.id, me.headers);
    expect(first.statusCode).toBe(200);
    expect(first.json<ShopOrder>()).toEqual({ ...created.order, status: 'CANCELLED' });
    expect((await cancel(created.order.id, me.headers)).json<ShopOrder>()).toEqual({ ...created.order, status: 'CANCELLED' });
    expect((await submitLocalPage(t, created, 'paid')).statusCode).toBe(410);
    expect(await vouchersOf(me.id)).toEqual([]);
  });

  test('cancelling a paid order changes nothing', async () => {
    const me = await t.signUp();
    const created = await orderVoucher(t, me.headers, voucherId);
    await submitLocalPage(t, created, 'paid');
    const paid = (await getOrder(created.order.id, me.headers)).json<ShopOrder>();
    const response = await cancel(created.order.id, me.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(paid);
    expect(paid.status).toBe('PAID');
  });
});

describe('the e-mail of a paid order', () => {
  test('is written once, in the customer’s language, with the voucher, visits, amount and the profile’s link', async () => {
    const me = await t.signUp({ email: 'kasia.sklep@example.com' });
    await t.database.db.updateTable('users').set({ language: 'en' }).where('id', '=', me.id).execute();
    const created = await orderVoucher(t, me.headers, voucherId);
    await submitLocalPage(t, created, 'paid');
    await submitLocalPage(t, created, 'paid');
    const messages = await t.database.db.selectFrom('outbox_messages').selectAll().where('recipient', '=', 'kasia.sklep@example.com').execute();
    expect(messages).toHaveLength(1);
    const [message] = messages;
    expect(message).toMatchObject({ channel: 'EMAIL', template: 'shop.voucher-purchase', language: 'en', subject: 'Your voucher is ready: Pass: 5 × haircut' });
    expect(message!.body).toContain('Voucher: Pass: 5 × haircut');
    expect(message!.body).toContain('Visits included: 5');
    expect(message!.body).toMatch(/Paid: PLN\s450\.00/u);
    expect(message!.body).toContain('http://localhost:8080/profil/vouchery');
    expect(message!.body).toContain(`Order number: ${created.order.id}`);
  });

  test('is in Polish for a Polish customer, and not written for a customer without an e-mail', async () => {
    const polish = await t.signUp({ email: 'ola.sklep@example.com' });
    await submitLocalPage(t, await orderVoucher(t, polish.headers, voucherId), 'paid');
    const [message] = await t.messages('ola.sklep@example.com');
    expect(message).toMatchObject({ template: 'shop.voucher-purchase', subject: 'Twój voucher jest gotowy: Karnet: 5 × strzyżenie' });
    expect(message!.body).toMatch(/Zapłacono: 450,00\szł/u);
    expect(message!.body).toContain('Liczba wizyt: 5');

    const purchaseMails = async () =>
      (await t.database.db.selectFrom('outbox_messages').select('id').where('template', '=', 'shop.voucher-purchase').execute()).length;
    const before = await purchaseMails();
    const noEmail = await t.signUp({ email: null });
    const created = await orderVoucher(t, noEmail.headers, voucherId);
    await submitLocalPage(t, created, 'paid');
    expect((await getOrder(created.order.id, noEmail.headers)).json<ShopOrder>().status).toBe('PAID');
    expect(await purchaseMails()).toBe(before);
  });
});
