import type { CreatedOrder } from '@salon/contracts/shop-api';
import { localPaymentsConfig } from '../../../config.ts';
import { TEST_JWT_SECRET, TEST_NOW, type TestApp } from '../../../test/build-test-app.ts';
import { signStripePayload } from '../../../plugins/app/shop-orders/stripe-signature.ts';

/*
 * What the voucher order tests share: a voucher for sale of their own (the catalogue's
 * seed is another helper's), ordering it, paying on the local page, and events signed
 * with the local provider's secret.
 */

/** The webhook secret of the test app's local provider (derived from the tests' JWT secret). */
export const LOCAL_WEBHOOK_SECRET = localPaymentsConfig(TEST_JWT_SECRET).webhookSecret;

/** A voucher for sale: 5 visits of a haircut with styling for 450 zł, valid 12 months from the first visit. */
export async function insertShopVoucher(t: TestApp, overrides: { price?: number; enabled?: boolean; entries?: number } = {}): Promise<string> {
  const row = await t.database.db
    .insertInto('shop_vouchers')
    .values({
      name: JSON.stringify({ pl: 'Karnet: 5 × strzyżenie', en: 'Pass: 5 × haircut', fr: 'Carnet\u00a0: 5 × coupe' }),
      description: JSON.stringify({ pl: 'Pięć strzyżeń z modelowaniem.', en: 'Five haircuts with styling.', fr: 'Cinq coupes avec coiffage.' }),
      price: overrides.price ?? 45_000,
      services: JSON.stringify([
        { pl: 'Strzyżenie damskie', en: 'Women’s haircut', fr: 'Coupe femme' },
        { pl: 'Modelowanie', en: 'Styling', fr: 'Coiffage' },
      ]),
      entries: overrides.entries ?? 5,
      validity_months: 12,
      images: '[]',
      suggested_rank: 900,
      enabled: overrides.enabled ?? true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** POST /api/shop/orders as a customer. */
export function postOrder(t: TestApp, headers: Record<string, string>, body: object) {
  return t.app.inject({ method: 'POST', url: '/api/shop/orders', headers, payload: body });
}

/** Orders a voucher and returns the 201's body (throws on any other answer). */
export async function orderVoucher(t: TestApp, headers: Record<string, string>, voucherId: string): Promise<CreatedOrder> {
  const response = await postOrder(t, headers, { voucherId, termsAccepted: true });
  if (response.statusCode !== 201) throw new Error(`order not created: ${response.statusCode} ${response.body}`);
  return response.json<CreatedOrder>();
}

/** The path (and query) of the local payment page of an order, for inject. */
export const localPagePath = (created: CreatedOrder) => {
  const url = new URL(created.paymentUrl);
  return url.pathname + url.search;
};

/** Presses a button of the local payment page, as the browser posts its form. */
export function submitLocalPage(t: TestApp, created: CreatedOrder, outcome: string) {
  return t.app.inject({
    method: 'POST',
    url: localPagePath(created),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ outcome }).toString(),
  });
}

/** The provider's session id of an order. */
export async function sessionOf(t: TestApp, orderId: string): Promise<string> {
  const row = await t.database.db.selectFrom('shop_orders').select('provider_session').where('id', '=', orderId).executeTakeFirstOrThrow();
  return row.provider_session!;
}

/** A checkout session event in Stripe's format. */
export function checkoutEvent(
  eventId: string,
  type: string,
  session: { id: string; orderId: string; amount: number; currency?: string; paymentStatus?: string },
): string {
  return JSON.stringify({
    id: eventId,
    object: 'event',
    created: Math.floor(TEST_NOW.toSeconds()),
    type,
    data: {
      object: {
        id: session.id,
        object: 'checkout.session',
        client_reference_id: session.orderId,
        metadata: { orderId: session.orderId },
        amount_total: session.amount,
        currency: session.currency ?? 'pln',
        payment_status: session.paymentStatus ?? 'paid',
        status: type === 'checkout.session.expired' ? 'expired' : 'complete',
      },
    },
  });
}

/** POST /api/shop/payments/webhook with a payload signed at `at` (the tests' now by default). */
export function postWebhook(t: TestApp, payload: string, options: { secret?: string; at?: Date; signature?: string | null } = {}) {
  const signature =
    options.signature === undefined ? signStripePayload(payload, options.secret ?? LOCAL_WEBHOOK_SECRET, options.at ?? TEST_NOW.toJSDate()) : options.signature;
  return t.app.inject({
    method: 'POST',
    url: '/api/shop/payments/webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', ...(signature === null ? {} : { 'stripe-signature': signature }) },
    payload,
  });
}
