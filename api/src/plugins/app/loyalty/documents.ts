import type { Kysely } from 'kysely';
import type { Receipt, ReturnDocument } from '@salon/contracts/loyalty-api';
import type { DB } from '../../../db/schema.ts';
import { formatLocalDateTime } from '../../../lib/local-time.ts';
import { price } from '../../../lib/money.ts';

/*
 * Receipts and returns as the customer reads them (GET /api/receipts/{id},
 * /api/returns/{id}) and as the till's intake answers. A document is only ever read
 * for its owner: another customer's id finds nothing.
 */

type Db = Kysely<DB>;

async function salonOf(db: Db, salonId: string) {
  const row = await db
    .selectFrom('salons as s')
    .leftJoin('cities as c', 'c.code', 's.city_code')
    .select(['s.id', 's.name', 's.address', 's.postcode', 's.is_virtual', 'c.name as city'])
    .where('s.id', '=', salonId)
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    name: row.name,
    location: row.is_virtual || !row.address ? null : { address: row.address, postcode: row.postcode ?? '', city: row.city ?? '' },
  };
}

const companyOf = (company: { name: string; nip: string; address: string[]; postcode: string; city: string }) => ({
  name: company.name,
  nip: company.nip,
  location: { address: company.address, postcode: company.postcode, city: company.city },
});

const taxesOf = (taxes: { taxCode: 'A' | 'B' | 'C' | 'D' | 'E'; taxRate: number; net: number; gross: number; tax: number }[]) =>
  taxes.map((line) => ({ taxCode: line.taxCode, taxRate: line.taxRate, netPrice: price(line.net), grossPrice: price(line.gross), taxAmount: price(line.tax) }));

/** What a receipt and a return both carry, read from their row and lines. */
interface DocumentRow {
  id: string;
  document_number: string;
  issued_at: Date;
  brand: string;
  barcode: string;
  company: { name: string; nip: string; address: string[]; postcode: string; city: string };
  salon_id: string;
  taxes: { taxCode: 'A' | 'B' | 'C' | 'D' | 'E'; taxRate: number; net: number; gross: number; tax: number }[];
  total_gross: number;
  total_tax: number;
  employee_name: string;
  points: number;
}

interface LineRow {
  line: number;
  name: string;
  quantity: number;
  unit_gross: number;
  total_gross: number;
  tax_code: 'A' | 'B' | 'C' | 'D' | 'E';
  tax_rate: number;
  campaign_name: string | null;
  /** A receipt's line discount; a return's lines carry none of their own. */
  discount?: number;
}

async function documentFields(db: Db, row: DocumentRow, lines: LineRow[]) {
  return {
    id: row.id,
    documentNumber: row.document_number,
    date: formatLocalDateTime(row.issued_at),
    brand: row.brand,
    barcode: row.barcode,
    company: companyOf(row.company),
    salon: await salonOf(db, row.salon_id),
    items: lines.map((item) => ({
      line: item.line,
      name: item.name,
      quantity: item.quantity,
      unitGrossPrice: price(item.unit_gross),
      totalGrossPrice: price(item.total_gross),
      taxCode: item.tax_code,
      taxRate: item.tax_rate,
      campaignName: item.campaign_name,
      discountAmount: item.discount ? price(item.discount) : null,
    })),
    taxes: taxesOf(row.taxes),
    total: { grossPrice: price(row.total_gross), taxAmount: price(row.total_tax) },
    employeeName: row.employee_name,
    points: row.points,
  };
}

/** A receipt of `userId` (null: any owner, for the intake's own answer); null when there is none. */
export async function loadReceipt(db: Db, id: string, userId: string | null): Promise<Receipt | null> {
  const row = await db
    .selectFrom('receipts')
    .selectAll()
    .where('id', '=', id)
    .$if(userId !== null, (qb) => qb.where('user_id', '=', userId!))
    .executeTakeFirst();
  if (!row) return null;
  const lines = await db.selectFrom('receipt_items').selectAll().where('receipt_id', '=', id).orderBy('line').execute();
  return {
    ...(await documentFields(db, row, lines)),
    payments: row.payments.map((payment) => ({ method: payment.method, amount: price(payment.amount) })),
  };
}

/** A return of `userId` (null: any owner); null when there is none. */
export async function loadReturn(db: Db, id: string, userId: string | null): Promise<ReturnDocument | null> {
  const row = await db
    .selectFrom('returns as r')
    .innerJoin('receipts as p', 'p.id', 'r.receipt_id')
    .selectAll('r')
    .select('p.barcode as receipt_barcode')
    .where('r.id', '=', id)
    .$if(userId !== null, (qb) => qb.where('r.user_id', '=', userId!))
    .executeTakeFirst();
  if (!row) return null;
  const lines = await db.selectFrom('return_items').selectAll().where('return_id', '=', id).orderBy('line').execute();
  return { ...(await documentFields(db, row, lines)), receipt: { id: row.receipt_id, barcode: row.receipt_barcode } };
}
