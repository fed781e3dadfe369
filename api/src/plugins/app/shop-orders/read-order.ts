import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Language } from '@salon/contracts/languages';
import type { ShopOrder } from '@salon/contracts/shop-api';
import type { DB, ShopOrdersTable } from '../../../db/schema.ts';
import { translate } from '../../../lib/translate.ts';

export type OrderRow = Selectable<ShopOrdersTable>;
type Db = Kysely<DB> | Transaction<DB>;

/** An order as its owner reads it: the voucher's name as it was sold, in the asked language. */
export function toShopOrder(row: OrderRow, language: Language): ShopOrder {
  return {
    id: row.id,
    status: row.status,
    voucher: { id: row.shop_voucher_id, name: translate(row.voucher_name, language) ?? '', entries: row.entries },
    amount: row.amount,
    currency: row.currency,
    createdAt: row.created_at.toISOString(),
    paidAt: row.paid_at ? row.paid_at.toISOString() : null,
    issuedVoucherId: row.issued_voucher_id,
  };
}

/**
 * The customer's own order, or undefined: another customer's order is not found, as an
 * unknown one (the id alone opens nothing, and answers nothing about who owns it).
 */
export function findOwnOrder(db: Db, orderId: string, userId: string): Promise<OrderRow | undefined> {
  return db.selectFrom('shop_orders').selectAll().where('id', '=', orderId).where('user_id', '=', userId).executeTakeFirst();
}
