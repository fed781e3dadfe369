import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { type DateTime } from 'luxon';
import type { ReceiptIntake, ReceiptIntakeResult } from '@salon/contracts/loyalty-api';
import type { DB } from '../../../db/schema.ts';
import { ApiFailure, invalidValue } from '../../../lib/errors.ts';
import { localDate, parseLocalDateTime, SALON_ZONE } from '../../../lib/local-time.ts';
import { normalizePhone } from '../../../lib/phone.ts';
import { sha256 } from '../../../lib/secrets.ts';
import { balanceOf } from './balance.ts';
import { loadReceipt } from './documents.ts';
import { consentsBonus, documentBarcode, documentLines, documentTotals, purchasePoints, withBirthdayDiscount } from './loyalty-rules.ts';
import { spendVoucher } from './vouchers.ts';

/*
 * POST /api/pos/receipts: a fiscal receipt from a salon's till becomes the customer's
 * receipt, their points and the use of their vouchers, in one transaction. The till's
 * document number makes it idempotent: the same document again answers the first result
 * and changes nothing; the same number with other contents is a conflict.
 */

/** Who is recording: the till's salon (a POS key), or null for the seed's history. */
export interface IntakeContext {
  posSalonId: string | null;
  brand: string;
  now: Date;
}

export interface RecordedReceipt {
  result: ReceiptIntakeResult;
  /** The document had been recorded before: nothing changed. */
  replay: boolean;
}

/** How far ahead of the API's clock a till's clock may run (a document from the future is refused). */
const CLOCK_SKEW_MINUTES = 15;

/** The intake's body in a canonical form: replays are told from conflicts by its digest. */
export function requestDigest(body: unknown): string {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.keys(value)
              .sort()
              .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
          )
        : value;
  return sha256(JSON.stringify(canonical(body)));
}

/** A document's time, no later than the clock allows; 400 on `issuedAt` otherwise. */
export function issuedAtOf(value: string, now: Date): DateTime {
  const issued = parseLocalDateTime(value);
  if (!issued || issued.toMillis() > now.getTime() + CLOCK_SKEW_MINUTES * 60_000) throw invalidValue('issuedAt');
  return issued;
}

/** The till's salon must be the document's: a key of one salon cannot write for another. */
export function checkTillSalon(context: IntakeContext, salonId: string): void {
  if (context.posSalonId !== null && context.posSalonId !== salonId) throw new ApiFailure(403, 'FORBIDDEN', 'salonId');
}

/** The salon and the company that issues its documents; 400 on `salonId` when unknown. */
export async function issuingSalon(db: Kysely<DB> | Transaction<DB>, salonId: string) {
  const salon = await db
    .selectFrom('salons as s')
    .leftJoin('companies as c', 'c.id', 's.company_id')
    .select(['s.id', 's.name', 'c.name as company_name', 'c.nip', 'c.address as company_address', 'c.postcode as company_postcode', 'c.city as company_city'])
    .where('s.id', '=', salonId)
    .executeTakeFirst();
  if (!salon) throw invalidValue('salonId');
  // Every salon is given its operator by the seed or by ops; a salon without one cannot issue documents.
  if (!salon.company_name || !salon.nip) throw invalidValue('salonId', { reason: 'NO_OPERATOR' });
  return {
    id: salon.id,
    name: salon.name,
    company: { name: salon.company_name, nip: salon.nip, address: salon.company_address ?? [], postcode: salon.company_postcode ?? '', city: salon.company_city ?? '' },
  };
}

async function customerOf(db: Kysely<DB>, customer: ReceiptIntake['customer']) {
  const given = [customer.id, customer.phone].filter((value) => value !== undefined);
  if (given.length !== 1) throw invalidValue('customer');
  const phone = customer.phone !== undefined ? normalizePhone(customer.phone) : null;
  if (customer.phone !== undefined && !phone) throw invalidValue('customer.phone');
  const row = await db
    .selectFrom('users')
    .select(['id', 'loyalty_status', 'birthday_day', 'birthday_month', 'consent_email', 'consent_telemarketing'])
    .$if(customer.id !== undefined, (qb) => qb.where('id', '=', customer.id!))
    .$if(phone !== null, (qb) => qb.where('phone', '=', phone!))
    .executeTakeFirst();
  if (!row) throw invalidValue(customer.id !== undefined ? 'customer.id' : 'customer.phone');
  // The till learns the account is blocked and sells without loyalty.
  if (row.loyalty_status === 'INACTIVE') throw new ApiFailure(403, 'USER_INACTIVE', 'customer');
  return row;
}

/** The payments must add up to the total, and say which voucher they spend. */
function checkPayments(payments: ReceiptIntake['payments'], total: number): void {
  payments.forEach((payment, index) => {
    const voucher = payment.method === 'VOUCHER';
    if (voucher && payment.voucherId === undefined) throw invalidValue(`payments[${index}].voucherId`);
    if (voucher && payment.voucherEntries === undefined) throw invalidValue(`payments[${index}].voucherEntries`);
    if (!voucher && (payment.voucherId !== undefined || payment.voucherEntries !== undefined)) throw invalidValue(`payments[${index}].method`);
  });
  const paid = payments.reduce((sum, payment) => sum + payment.amount, 0);
  if (paid !== total) throw new ApiFailure(400, 'PAYMENT_TOTAL_MISMATCH', 'payments', { expected: total, paid });
}

/**
 * The document a till already sent under this number (its id and owner), or null. The
 * same number with other contents is 409 DOCUMENT_NUMBER_CONFLICT on `documentNumber`,
 * naming the recorded document (`receiptId` or `returnId`).
 */
export async function recordedDocument(
  db: Kysely<DB>,
  table: 'receipts' | 'returns',
  input: { salonId: string; documentNumber: string },
  digest: string,
): Promise<{ id: string; userId: string } | null> {
  // Both tables share these columns; the union is narrowed for Kysely's types only.
  const existing = await db
    .selectFrom(table as 'receipts')
    .select(['id', 'user_id', 'request_digest'])
    .where('salon_id', '=', input.salonId)
    .where('document_number', '=', input.documentNumber)
    .executeTakeFirst();
  if (!existing) return null;
  if (existing.request_digest !== digest) {
    throw new ApiFailure(409, 'DOCUMENT_NUMBER_CONFLICT', 'documentNumber', { [table === 'receipts' ? 'receiptId' : 'returnId']: existing.id });
  }
  return { id: existing.id, userId: existing.user_id };
}

async function replayOf(db: Kysely<DB>, input: ReceiptIntake, digest: string): Promise<RecordedReceipt | null> {
  const recorded = await recordedDocument(db, 'receipts', input, digest);
  if (!recorded) return null;
  const receipt = (await loadReceipt(db, recorded.id, null))!;
  return { replay: true, result: { receipt, customerId: recorded.userId, balance: await balanceOf(db, recorded.userId) } };
}

/**
 * The receipt's lines and totals as the intake prices them: the till's lines, the
 * birthday discount of the document's month, VAT per rate. The seed asks it what a
 * till would charge.
 */
export function priceReceipt(items: ReceiptIntake['items'], birthday: { day: number | null; month: number | null }, issued: DateTime) {
  const lines = withBirthdayDiscount(documentLines(items), birthday, issued.setZone(SALON_ZONE).month);
  return { lines, totals: documentTotals(lines) };
}

export async function recordReceipt(db: Kysely<DB>, input: ReceiptIntake, context: IntakeContext): Promise<RecordedReceipt> {
  const salon = await issuingSalon(db, input.salonId);
  checkTillSalon(context, salon.id);
  const digest = requestDigest(input);
  const earlier = await replayOf(db, input, digest);
  if (earlier) return earlier;

  const issued = issuedAtOf(input.issuedAt, context.now);
  const customer = await customerOf(db, input.customer);
  const { lines, totals } = priceReceipt(input.items, { day: customer.birthday_day, month: customer.birthday_month }, issued);
  checkPayments(input.payments, totals.gross);
  const purchase = purchasePoints(input.payments);
  const bonus = consentsBonus(lines, { email: customer.consent_email, telemarketing: customer.consent_telemarketing });
  const id = randomUUID();

  const inserted = await db.transaction().execute(async (trx) => {
    // Two tills (or a retry racing the first try) sending one document: the unique key
    // lets one insert and the other find nothing inserted.
    const row = await trx
      .insertInto('receipts')
      .values({
        id,
        salon_id: salon.id,
        document_number: input.documentNumber,
        user_id: customer.id,
        issued_at: issued.toJSDate(),
        employee_name: input.employeeName.trim(),
        brand: context.brand,
        barcode: documentBarcode('R', salon.id, localDate(issued), id),
        company: JSON.stringify(salon.company),
        taxes: JSON.stringify(totals.taxes),
        total_gross: totals.gross,
        total_tax: totals.tax,
        payments: JSON.stringify(input.payments),
        points: purchase + bonus,
        request_digest: digest,
      })
      .onConflict((oc) => oc.constraint('receipts_document').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) return false;

    await trx
      .insertInto('receipt_items')
      .values(
        lines.map((line) => ({
          receipt_id: id,
          line: line.line,
          name: line.name,
          quantity: line.quantity,
          unit_gross: line.unitGross,
          discount: line.discount,
          total_gross: line.totalGross,
          tax_code: line.taxCode,
          tax_rate: line.taxRate,
          campaign_name: line.campaignName,
          service_id: line.serviceId,
        })),
      )
      .execute();
    for (const [index, payment] of input.payments.entries()) {
      if (payment.method !== 'VOUCHER') continue;
      await spendVoucher(trx, {
        field: `payments[${index}].voucherId`,
        voucherId: payment.voucherId!,
        userId: customer.id,
        entries: payment.voucherEntries!,
        receiptId: id,
        salonId: salon.id,
        at: issued,
      });
    }
    const points = purchase + bonus;
    await trx
      .insertInto('loyalty_transactions')
      .values({
        user_id: customer.id,
        kind: 'RECEIPT',
        occurred_at: issued.toJSDate(),
        title: JSON.stringify({ pl: salon.name, en: salon.name, fr: salon.name }),
        points_in: points,
        bonus_points: bonus,
        receipt_id: id,
        employee_name: input.employeeName.trim(),
      })
      .execute();
    if (points > 0) {
      await trx
        .insertInto('notifications')
        .values({
          user_id: customer.id,
          kind: 'POINTS_AWARDED',
          params: JSON.stringify({ points, salon: salon.name }),
          link: '/profil/wizyty',
          created_at: issued.toJSDate(),
          dedupe_key: `receipt:${id}`,
        })
        .execute();
    }
    return true;
  });

  if (!inserted) {
    const concurrent = await replayOf(db, input, digest);
    if (concurrent) return concurrent;
    throw new Error(`receipt ${input.salonId}/${input.documentNumber} neither inserted nor found`);
  }
  const receipt = (await loadReceipt(db, id, null))!;
  return { replay: false, result: { receipt, customerId: customer.id, balance: await balanceOf(db, customer.id) } };
}
