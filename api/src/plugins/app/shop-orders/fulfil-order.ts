import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import { isLanguage } from '@salon/contracts/languages';
import type { DB } from '../../../db/schema.ts';
import { translate } from '../../../lib/translate.ts';
import { issueVoucher, recordVoucherPurchase } from '../loyalty/vouchers.ts';
import { renderVoucherPurchase } from '../outbox/templates.ts';
import type { OrderRow } from './read-order.ts';

/** Where the profile lists the customer's vouchers (mfe-profile). */
export const PROFILE_VOUCHERS_PATH = '/profil/vouchery';

/**
 * What a paid order gives, in the caller's transaction (the order row is locked by it):
 * the voucher, issued once for origin `order:{id}` with the name and entries as sold and
 * the shop voucher's description, services and validity; the purchase's points; the
 * order PAID with the voucher's id; the customer's e-mail in their language when the
 * account has an address. Returns whether an e-mail was written.
 */
export async function fulfilOrder(app: FastifyInstance, trx: Transaction<DB>, order: OrderRow, paidAt: Date): Promise<boolean> {
  const shopVoucher = await trx
    .selectFrom('shop_vouchers')
    .select(['description', 'services', 'validity_months'])
    .where('id', '=', order.shop_voucher_id)
    .executeTakeFirstOrThrow();
  const voucherId = await issueVoucher(trx, {
    userId: order.user_id,
    name: order.voucher_name,
    description: shopVoucher.description,
    source: 'ecommerce',
    purchasedAt: paidAt,
    // Bought vouchers have no printed last day; validityMonths runs from the first visit.
    expiresOn: null,
    validityMonths: shopVoucher.validity_months,
    entries: order.entries,
    services: shopVoucher.services,
    origin: `order:${order.id}`,
  });
  await recordVoucherPurchase(trx, { userId: order.user_id, voucherId, amount: order.amount, at: paidAt });
  await trx
    .updateTable('shop_orders')
    .set({ status: 'PAID', paid_at: paidAt, closed_at: order.closed_at ?? paidAt, issued_voucher_id: voucherId })
    .where('id', '=', order.id)
    .execute();

  const customer = await trx.selectFrom('users').select(['email', 'language']).where('id', '=', order.user_id).executeTakeFirst();
  if (!customer?.email) return false;
  const language = isLanguage(customer.language) ? customer.language : 'pl';
  await app.outbox.enqueue(trx, {
    channel: 'EMAIL',
    recipient: customer.email,
    template: 'shop.voucher-purchase',
    language,
    ...renderVoucherPurchase(language, {
      orderId: order.id,
      voucherName: translate(order.voucher_name, language) ?? '',
      entries: order.entries,
      amount: order.amount,
      vouchersLink: app.identityConfig.publicUrl + PROFILE_VOUCHERS_PATH,
    }),
  });
  return true;
}
