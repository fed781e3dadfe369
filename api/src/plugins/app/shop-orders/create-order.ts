import type { FastifyInstance } from 'fastify';
import type { Language } from '@salon/contracts/languages';
import { ApiFailure, notFound } from '../../../lib/errors.ts';
import { translate } from '../../../lib/translate.ts';
import type { OrderRow } from './read-order.ts';

/**
 * A signed-in customer orders a voucher for sale: the order copies the voucher's name,
 * entries and price from the server's shop_vouchers row (whatever the browser sent
 * besides its id), then the provider opens a checkout session for that amount.
 * 404 on `voucherId` for an unknown or withdrawn voucher. When the provider cannot open
 * a session the order is FAILED (nothing can pay it) and the answer is 502.
 */
export async function createOrder(
  app: FastifyInstance,
  args: { userId: string; voucherId: string; language: Language },
): Promise<{ order: OrderRow; paymentUrl: string }> {
  const voucher = await app.db
    .selectFrom('shop_vouchers')
    .select(['id', 'name', 'price', 'entries'])
    .where('id', '=', args.voucherId)
    .where('enabled', '=', true)
    .executeTakeFirst();
  if (!voucher) throw notFound('voucherId');
  const customer = await app.db.selectFrom('users').select('email').where('id', '=', args.userId).executeTakeFirstOrThrow();
  const now = app.clock.now().toJSDate();
  const order = await app.db
    .insertInto('shop_orders')
    .values({
      user_id: args.userId,
      shop_voucher_id: voucher.id,
      voucher_name: JSON.stringify(voucher.name),
      entries: voucher.entries,
      amount: voucher.price,
      provider: app.paymentProvider.name,
      terms_accepted_at: now,
      created_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();

  // Outside any transaction: a slow provider must not hold a connection or a lock.
  let checkout: { sessionId: string; url: string };
  try {
    checkout = await app.paymentProvider.createCheckout({
      id: order.id,
      amount: order.amount,
      name: translate(voucher.name, 'pl') ?? '',
      entries: order.entries,
      customerEmail: customer.email,
      language: args.language,
      createdAt: now,
    });
  } catch (error) {
    app.log.error({ err: error, orderId: order.id, provider: app.paymentProvider.name }, 'checkout session not created');
    await app.db.updateTable('shop_orders').set({ status: 'FAILED', closed_at: now }).where('id', '=', order.id).execute();
    throw new ApiFailure(502, 'UNKNOWN_ERROR');
  }
  const withSession = await app.db
    .updateTable('shop_orders')
    .set({ provider_session: checkout.sessionId })
    .where('id', '=', order.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { order: withSession, paymentUrl: checkout.url };
}
