import type { FastifyInstance } from 'fastify';
import type { ExpireResult } from './payment-provider.ts';
import type { OrderRow } from './read-order.ts';

/**
 * The customer gave up paying (the failure page): a PENDING order becomes CANCELLED
 * after its checkout session is expired, so the payment page stops taking money. Any
 * other order is answered as it is (a PAID order stays paid), so calling it again
 * changes nothing.
 *
 * When the provider says the session was completed, the customer paid after all: the
 * order stays PENDING and its paid event makes it PAID. When the provider cannot be
 * reached the order is cancelled anyway; a payment that still comes in wins
 * (handle-payment-event.ts), so no money is taken without a voucher.
 */
export async function cancelOrder(app: FastifyInstance, order: OrderRow): Promise<OrderRow> {
  if (order.status !== 'PENDING') return order;
  let session: ExpireResult = 'expired';
  // An order of another provider (the configuration changed since) has no session here to close.
  if (order.provider_session && order.provider === app.paymentProvider.name) {
    try {
      session = await app.paymentProvider.expire(order.provider_session);
    } catch (error) {
      app.log.warn({ err: error, orderId: order.id }, 'checkout session not expired; the order is cancelled, a late payment still wins');
    }
  }
  const reread = () => app.db.selectFrom('shop_orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow();
  if (session === 'completed') return reread();
  const cancelled = await app.db
    .updateTable('shop_orders')
    .set({ status: 'CANCELLED', closed_at: app.clock.now().toJSDate() })
    .where('id', '=', order.id)
    // Only from PENDING: a paid event that got here first is not undone.
    .where('status', '=', 'PENDING')
    .returningAll()
    .executeTakeFirst();
  return cancelled ?? reread();
}
