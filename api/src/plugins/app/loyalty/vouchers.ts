import { sql, type Kysely, type Transaction } from 'kysely';
import { DateTime } from 'luxon';
import type { Language } from '@salon/contracts/languages';
import type { Voucher, VoucherSource } from '@salon/contracts/vouchers-api';
import type { DB, Translations } from '../../../db/schema.ts';
import { ApiFailure } from '../../../lib/errors.ts';
import { formatLocalDateTime, localDate, SALON_ZONE } from '../../../lib/local-time.ts';
import { translate } from '../../../lib/translate.ts';

/*
 * Vouchers: a number of entries (visits), spent at the till (a VOUCHER payment of the
 * receipt intake). A voucher is active while it has entries left and has not expired.
 * It expires on its printed last day or, when it has a validity in months, that many
 * months after the first visit it paid for, whichever comes first (decision 0019).
 * Paper vouchers can be spent at the till but are never listed.
 */

type Db = Kysely<DB> | Transaction<DB>;

/**
 * The last day a voucher can be used: its printed expiry, or `validityMonths` after the
 * first visit (the same day of the month, luxon's month arithmetic), whichever is first.
 */
export function effectiveExpiry(voucher: { expires_on: string | null; validity_months: number | null }, firstUse: Date | null): string | null {
  const fromFirstVisit =
    voucher.validity_months !== null && firstUse !== null
      ? DateTime.fromJSDate(firstUse).setZone(SALON_ZONE).plus({ months: voucher.validity_months }).toISODate()!
      : null;
  if (voucher.expires_on === null) return fromFirstVisit;
  if (fromFirstVisit === null) return voucher.expires_on;
  return fromFirstVisit < voucher.expires_on ? fromFirstVisit : voucher.expires_on;
}

const notUsable = (field: string, reason: 'NOT_FOUND' | 'USED_UP' | 'EXPIRED', extra: Record<string, unknown> = {}) =>
  new ApiFailure(400, 'VOUCHER_NOT_USABLE', field, { reason, ...extra });

/**
 * Spends `entries` of a customer's voucher for a receipt. The voucher row is locked, so
 * two tills spending the last entry at once cannot both succeed. 400 VOUCHER_NOT_USABLE
 * on `field` when it is not the customer's, has too few entries left or has expired.
 */
export async function spendVoucher(
  trx: Transaction<DB>,
  args: { field: string; voucherId: string; userId: string; entries: number; receiptId: string; salonId: string; at: DateTime },
): Promise<void> {
  const voucher = await trx
    .selectFrom('vouchers')
    .select(['id', 'entries_total', 'expires_on', 'validity_months'])
    .where('id', '=', args.voucherId)
    .where('user_id', '=', args.userId)
    .forUpdate()
    .executeTakeFirst();
  if (!voucher) throw notUsable(args.field, 'NOT_FOUND');
  const use = await trx
    .selectFrom('voucher_uses')
    .select([sql<number>`coalesce(sum(quantity), 0)::int`.as('used'), sql<Date | null>`min(used_at)`.as('first_use')])
    .where('voucher_id', '=', voucher.id)
    .executeTakeFirstOrThrow();
  const left = voucher.entries_total - Number(use.used);
  if (left < args.entries) throw notUsable(args.field, 'USED_UP', { left });
  const expiry = effectiveExpiry(voucher, use.first_use ?? args.at.toJSDate());
  if (expiry !== null && localDate(args.at) > expiry) throw notUsable(args.field, 'EXPIRED', { expirationDate: expiry });
  await trx
    .insertInto('voucher_uses')
    .values({ voucher_id: voucher.id, receipt_id: args.receiptId, salon_id: args.salonId, used_at: args.at.toJSDate(), quantity: args.entries })
    .execute();
}

/** What a voucher is, for issuing one (the shop's order, a campaign's reward, the seed). */
export interface NewVoucher {
  userId: string;
  name: Translations;
  description: Translations;
  source: VoucherSource;
  purchasedAt: Date;
  expiresOn: string | null;
  validityMonths: number | null;
  entries: number;
  services: Translations[];
  paper?: boolean;
  /** What issues it ("order:…"): issuing again for the same origin returns the first voucher. */
  origin: string;
}

/** Issues a voucher once per origin; returns its id (the first one's on a repeat). */
export async function issueVoucher(db: Db, voucher: NewVoucher): Promise<string> {
  const inserted = await db
    .insertInto('vouchers')
    .values({
      user_id: voucher.userId,
      name: JSON.stringify(voucher.name),
      description: JSON.stringify(voucher.description),
      source: voucher.source,
      paper: voucher.paper ?? false,
      purchased_at: voucher.purchasedAt,
      expires_on: voucher.expiresOn,
      validity_months: voucher.validityMonths,
      entries_total: voucher.entries,
      services: JSON.stringify(voucher.services),
      origin: voucher.origin,
    })
    .onConflict((oc) => oc.column('origin').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return inserted.id;
  const existing = await db.selectFrom('vouchers').select('id').where('origin', '=', voucher.origin).executeTakeFirstOrThrow();
  return existing.id;
}

/**
 * The customer's vouchers (paper ones never): active ones, or with `active: false` the
 * fully used and expired, newest purchase first. `today` is a Warsaw day.
 */
export async function listVouchers(db: Db, userId: string, args: { active: boolean; today: string; language: Language }): Promise<Voucher[]> {
  const vouchers = await db
    .selectFrom('vouchers')
    .selectAll()
    .where('user_id', '=', userId)
    .where('paper', '=', false)
    .orderBy('purchased_at', 'desc')
    .orderBy('id')
    .execute();
  if (vouchers.length === 0) return [];
  const uses = await db
    .selectFrom('voucher_uses as u')
    .innerJoin('salons as s', 's.id', 'u.salon_id')
    .select(['u.voucher_id', 'u.used_at', 'u.quantity', 's.id as salon_id', 's.name as salon_name'])
    .where(
      'u.voucher_id',
      'in',
      vouchers.map((voucher) => voucher.id),
    )
    .orderBy('u.used_at')
    .execute();
  const text = (value: Translations) => translate(value, args.language) ?? '';
  return vouchers
    .map((voucher): Voucher => {
      const own = uses.filter((use) => use.voucher_id === voucher.id);
      const used = own.reduce((sum, use) => sum + use.quantity, 0);
      const left = Math.max(0, voucher.entries_total - used);
      const expirationDate = effectiveExpiry(voucher, own[0]?.used_at ?? null);
      return {
        id: voucher.id,
        name: text(voucher.name),
        description: text(voucher.description),
        active: left > 0 && (expirationDate === null || args.today <= expirationDate),
        purchaseDate: localDate(voucher.purchased_at),
        expirationDate,
        validityMonths: voucher.validity_months,
        entries: { total: voucher.entries_total, left },
        usedQuantity: used,
        services: voucher.services.map((name) => ({ name: text(name) })),
        source: voucher.source,
        transactions: own.map((use) => ({ date: formatLocalDateTime(use.used_at), quantity: use.quantity, salon: { id: use.salon_id, name: use.salon_name } })),
      };
    })
    .filter((voucher) => voucher.active === args.active);
}

/** What a voucher bought online earns: 1 point per whole złoty (the VOUCHER_BUY campaign counts these). */
export async function recordVoucherPurchase(db: Db, args: { userId: string; voucherId: string; amount: number; at: Date }): Promise<void> {
  await db
    .insertInto('loyalty_transactions')
    .values({
      user_id: args.userId,
      kind: 'VOUCHER_PURCHASE',
      occurred_at: args.at,
      title: JSON.stringify({ pl: 'Sklep internetowy', en: 'Online shop', fr: 'Boutique en ligne' }),
      points_in: Math.floor(args.amount / 100),
    })
    .execute();
}
