import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invalidValue } from '../../../lib/errors.ts';
import { fulfilOrder } from './fulfil-order.ts';
import { checkoutSessionOf, FAILED_EVENTS, orderIdOf, PAID_EVENTS, type PaymentEvent } from './payment-provider.ts';

/** What a verified event did. */
export type PaymentEventOutcome =
  /** Its id was seen before: answered, nothing done again. */
  | 'replayed'
  /** Not about an order of ours, or nothing to do (a completed session still awaiting an async payment). */
  | 'ignored'
  /** The order became PAID and its voucher was issued. */
  | 'paid'
  /** The pending order became FAILED. */
  | 'failed'
  /** About an order that had already moved on (paid twice, a late expiry). */
  | 'unchanged';

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

/**
 * Acts on a verified provider event, exactly once, in one transaction:
 * 1. the order the event is about is locked (FOR UPDATE), so concurrent events for one
 *    order take turns and each sees what the previous one did;
 * 2. the event id is recorded in payment_events; an id seen before is 'replayed' and
 *    nothing else happens (concurrent deliveries of one event wait on its key);
 * 3. a paid event checks that the session is the order's and that amount and currency
 *    are the order's: otherwise it is logged and refused (400, nothing recorded, so the
 *    provider's retries keep it visible); then a PENDING order becomes PAID and gets its
 *    voucher, points and e-mail (fulfil-order.ts). A CANCELLED or FAILED order that is
 *    paid after all becomes PAID too: the money was taken, so the customer gets what they
 *    paid for (decision 0023). A PAID order is left alone;
 * 4. an expired or failed session turns a PENDING order FAILED; any other stays.
 * Events of other types are recorded and ignored. The e-mail leaves after the response
 * of `request` (the outbox), once the transaction has committed.
 */
export async function handlePaymentEvent(app: FastifyInstance, event: PaymentEvent, request?: FastifyRequest): Promise<PaymentEventOutcome> {
  const kind = isOneOf(PAID_EVENTS, event.type) ? 'paid' : isOneOf(FAILED_EVENTS, event.type) ? 'failed' : null;
  const session = kind ? checkoutSessionOf(event) : null;
  const orderId = session ? orderIdOf(session) : null;
  const now = app.clock.now().toJSDate();
  const log = app.log.child({ eventId: event.id, eventType: event.type, orderId });
  let wroteMessage = false;

  const outcome = await app.db.transaction().execute(async (trx): Promise<PaymentEventOutcome> => {
    const order = orderId ? await trx.selectFrom('shop_orders').selectAll().where('id', '=', orderId).forUpdate().executeTakeFirst() : undefined;
    const recorded = await trx
      .insertInto('payment_events')
      .values({ id: event.id, provider: app.paymentProvider.name, type: event.type, order_id: order?.id ?? null, received_at: now })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!recorded) return 'replayed';
    if (!kind || !session) return 'ignored';
    if (!order) {
      log.warn('payment event for no order of ours');
      return 'ignored';
    }
    if (order.provider_session !== session.id) {
      log.error({ sessionId: session.id, orderSession: order.provider_session }, 'payment event of another session than the order’s: refused');
      throw invalidValue('data.object.id');
    }
    if (kind === 'failed') {
      if (order.status !== 'PENDING') return 'unchanged';
      await trx.updateTable('shop_orders').set({ status: 'FAILED', closed_at: now }).where('id', '=', order.id).execute();
      return 'failed';
    }
    // Completed with a payment still on its way (a bank transfer): its own event follows.
    if (session.payment_status !== 'paid') return 'ignored';
    if (session.amount_total !== order.amount || session.currency?.toUpperCase() !== order.currency) {
      log.error(
        { amountTotal: session.amount_total, currency: session.currency, orderAmount: order.amount, orderCurrency: order.currency },
        'paid amount or currency is not the order’s: no voucher issued',
      );
      throw invalidValue(session.amount_total !== order.amount ? 'data.object.amount_total' : 'data.object.currency');
    }
    if (order.status === 'PAID') return 'unchanged';
    if (order.status !== 'PENDING') log.warn({ status: order.status }, 'order paid after it was closed: paying wins, the voucher is issued');
    wroteMessage = await fulfilOrder(app, trx, order, now);
    return 'paid';
  });
  if (wroteMessage && request) request.wroteMessages = true;
  return outcome;
}
