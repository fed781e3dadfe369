import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { ReturnIntake, ReturnIntakeResult } from '@salon/contracts/loyalty-api';
import type { DB } from '../../../db/schema.ts';
import { ApiFailure, invalidValue } from '../../../lib/errors.ts';
import { localDate } from '../../../lib/local-time.ts';
import { balanceOf } from './balance.ts';
import { loadReturn } from './documents.ts';
import { documentBarcode, documentTotals, purchasePoints, returnedLineGross, returnedPoints } from './loyalty-rules.ts';
import { checkTillSalon, issuedAtOf, issuingSalon, recordedDocument, requestDigest, type IntakeContext } from './record-receipt.ts';

/*
 * POST /api/pos/returns: goods or services given back against a receipt. A line cannot
 * come back more times than it was sold (all returns of the receipt counted); the points
 * the returned share earned are taken back (loyalty-rules returnedPoints). Idempotent on
 * the till's document number like a receipt.
 */

export interface RecordedReturn {
  result: ReturnIntakeResult;
  replay: boolean;
}

async function replayOf(db: Kysely<DB>, input: ReturnIntake, digest: string): Promise<RecordedReturn | null> {
  const recorded = await recordedDocument(db, 'returns', input, digest);
  if (!recorded) return null;
  const document = (await loadReturn(db, recorded.id, null))!;
  return { replay: true, result: { return: document, customerId: recorded.userId, balance: await balanceOf(db, recorded.userId) } };
}

export async function recordReturn(db: Kysely<DB>, input: ReturnIntake, context: IntakeContext): Promise<RecordedReturn> {
  const salon = await issuingSalon(db, input.salonId);
  checkTillSalon(context, salon.id);
  const digest = requestDigest(input);
  const earlier = await replayOf(db, input, digest);
  if (earlier) return earlier;
  const issued = issuedAtOf(input.issuedAt, context.now);
  const lines = new Set<number>();
  input.items.forEach((item, index) => {
    if (lines.has(item.line)) throw invalidValue(`items[${index}].line`, { reason: 'DUPLICATE_LINE' });
    lines.add(item.line);
  });
  const id = randomUUID();

  const inserted = await db.transaction().execute(async (trx) => {
    // Locked: two returns of one receipt at once would each see the other's items missing.
    const receipt = await trx.selectFrom('receipts').selectAll().where('id', '=', input.receiptId).forUpdate().executeTakeFirst();
    // A till returns its own salon's sales: a key of one salon never touches another's receipts.
    if (!receipt || receipt.salon_id !== salon.id) throw invalidValue('receiptId');
    // The same document sent twice at once: the second waited for the lock and finds the first.
    const recorded = await trx
      .selectFrom('returns')
      .select('id')
      .where('salon_id', '=', salon.id)
      .where('document_number', '=', input.documentNumber)
      .executeTakeFirst();
    if (recorded) return null;
    if (receipt.issued_at.getTime() > issued.toMillis()) throw invalidValue('issuedAt', { reason: 'BEFORE_RECEIPT' });
    const sold = await trx.selectFrom('receipt_items').selectAll().where('receipt_id', '=', receipt.id).execute();
    const before = await trx
      .selectFrom('return_items as i')
      .innerJoin('returns as r', 'r.id', 'i.return_id')
      .select(['i.receipt_line', sql<number>`sum(i.quantity)::int`.as('quantity'), sql<number>`sum(i.total_gross)::int`.as('gross')])
      .where('r.receipt_id', '=', receipt.id)
      .groupBy('i.receipt_line')
      .execute();
    const returnedBefore = new Map(before.map((row) => [row.receipt_line, { quantity: Number(row.quantity), gross: Number(row.gross) }]));

    const items = input.items.map((item, index) => {
      const line = sold.find((candidate) => candidate.line === item.line);
      if (!line) throw invalidValue(`items[${index}].line`);
      const earlier = returnedBefore.get(item.line) ?? { quantity: 0, gross: 0 };
      if (earlier.quantity + item.quantity > line.quantity) {
        throw new ApiFailure(400, 'RETURN_QUANTITY_EXCEEDED', `items[${index}].quantity`, { returnable: line.quantity - earlier.quantity });
      }
      const totalGross = returnedLineGross({ quantity: line.quantity, totalGross: line.total_gross }, earlier, item.quantity);
      return {
        return_id: id,
        line: index + 1,
        receipt_line: line.line,
        name: line.name,
        quantity: item.quantity,
        unit_gross: line.unit_gross,
        total_gross: totalGross,
        tax_code: line.tax_code,
        tax_rate: line.tax_rate,
        campaign_name: line.campaign_name,
      };
    });
    const totals = documentTotals(items.map((item) => ({ totalGross: item.total_gross, taxCode: item.tax_code, taxRate: item.tax_rate })));
    const taken = await trx
      .selectFrom('returns')
      .select([sql<number>`coalesce(sum(points), 0)::int`.as('points'), sql<number>`coalesce(sum(total_gross), 0)::int`.as('gross')])
      .where('receipt_id', '=', receipt.id)
      .executeTakeFirstOrThrow();
    const points = returnedPoints(
      { purchasePoints: purchasePoints(receipt.payments), totalGross: receipt.total_gross },
      { before: Number(taken.gross), now: totals.gross },
      Number(taken.points),
    );

    const row = await trx
      .insertInto('returns')
      .values({
        id,
        salon_id: salon.id,
        document_number: input.documentNumber,
        receipt_id: receipt.id,
        user_id: receipt.user_id,
        issued_at: issued.toJSDate(),
        employee_name: input.employeeName.trim(),
        brand: context.brand,
        barcode: documentBarcode('Z', salon.id, localDate(issued), id),
        company: JSON.stringify(salon.company),
        taxes: JSON.stringify(totals.taxes),
        total_gross: totals.gross,
        total_tax: totals.tax,
        points,
        request_digest: digest,
      })
      .onConflict((oc) => oc.constraint('returns_document').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) return null;
    await trx.insertInto('return_items').values(items).execute();
    await trx
      .insertInto('loyalty_transactions')
      .values({
        user_id: receipt.user_id,
        kind: 'RETURN',
        occurred_at: issued.toJSDate(),
        title: JSON.stringify({ pl: salon.name, en: salon.name, fr: salon.name }),
        points_out: points,
        return_id: id,
        employee_name: input.employeeName.trim(),
      })
      .execute();
    return receipt.user_id;
  });

  if (inserted === null) {
    const concurrent = await replayOf(db, input, digest);
    if (concurrent) return concurrent;
    throw new Error(`return ${input.salonId}/${input.documentNumber} neither inserted nor found`);
  }
  const document = (await loadReturn(db, id, null))!;
  return { replay: false, result: { return: document, customerId: inserted, balance: await balanceOf(db, inserted) } };
}
