import { TAX_RATES, type PaymentMethod, type ReceiptIntakeItem, type TaxCode } from '@salon/contracts/loyalty-api';
import { invalidValue } from '../../../lib/errors.ts';

/*
 * The loyalty programme's rules as pure functions over integer grosze, each with the
 * spec's reason (spec part 2, sections 3, 4 and 9; decision 0019). The intake
 * (record-receipt.ts, record-return.ts) applies them; nothing else computes points.
 */

/** A receipt earns 1 point per whole złoty paid with money (vouchers are not money here). */
export const POINTS_PER_ZLOTY = 1;
/** A visit earns +50 points when both marketing consents were granted at its time. */
export const CONSENTS_BONUS_POINTS = 50;
/** The birthday discount: 20 % for the whole birthday month. */
export const BIRTHDAY_DISCOUNT_PERCENT = 20;
/** What the receipt prints on a line the birthday discount applied to. */
export const BIRTHDAY_CAMPAIGN_NAME = 'Rabat urodzinowy -20%';

/** A line as the document keeps it: integer grosze, the total after its discount. */
export interface DocumentLine {
  line: number;
  name: string;
  quantity: number;
  unitGross: number;
  discount: number;
  totalGross: number;
  taxCode: TaxCode;
  taxRate: number;
  campaignName: string | null;
  serviceId: string | null;
}

export interface TaxLine {
  taxCode: TaxCode;
  taxRate: number;
  net: number;
  gross: number;
  tax: number;
}

export interface Totals {
  taxes: TaxLine[];
  gross: number;
  tax: number;
}

/**
 * The till's lines checked and priced: the rate must be the code's (a till with a wrong
 * VAT table is refused, field `items[i].taxRate`), and a discount cannot exceed its
 * line (`items[i].discountAmount`).
 */
export function documentLines(items: readonly ReceiptIntakeItem[]): DocumentLine[] {
  return items.map((item, index) => {
    if (TAX_RATES[item.taxCode] !== item.taxRate) throw invalidValue(`items[${index}].taxRate`, { expected: TAX_RATES[item.taxCode] });
    const full = item.quantity * item.unitGrossPrice;
    const discount = item.discountAmount ?? 0;
    if (discount > full) throw invalidValue(`items[${index}].discountAmount`);
    if (discount > 0 && !item.campaignName) throw invalidValue(`items[${index}].campaignName`);
    return {
      line: index + 1,
      name: item.name.trim(),
      quantity: item.quantity,
      unitGross: item.unitGrossPrice,
      discount,
      totalGross: full - discount,
      taxCode: item.taxCode,
      taxRate: item.taxRate,
      campaignName: item.campaignName?.trim() ?? null,
      serviceId: item.serviceId ?? null,
    };
  });
}

/** A birthday the account knows (day and month; the year is never asked). */
export interface Birthday {
  day: number | null;
  month: number | null;
}

/**
 * The birthday discount: in the customer's birthday month (both day and month known),
 * every line without another promotion gets 20 % off, rounded to the grosz (half up).
 * It is not combined with other promotions: a line that already has a campaign or a
 * discount keeps just that. `month` is the document's month in Warsaw (1–12).
 */
export function withBirthdayDiscount(lines: readonly DocumentLine[], birthday: Birthday, month: number): DocumentLine[] {
  if (birthday.day === null || birthday.month === null || birthday.month !== month) return [...lines];
  return lines.map((line) => {
    if (line.campaignName !== null || line.discount > 0) return line;
    const full = line.quantity * line.unitGross;
    const discount = Math.round((full * BIRTHDAY_DISCOUNT_PERCENT) / 100);
    if (discount === 0) return line;
    return { ...line, discount, totalGross: full - discount, campaignName: BIRTHDAY_CAMPAIGN_NAME };
  });
}

/**
 * VAT the way a Polish fiscal receipt computes it: per rate, from the gross sum of its
 * lines, tax = gross × rate / (100 + rate) rounded to the grosz (half up), net = gross −
 * tax. Exempt (E) and 0 % carry no tax. The document's totals are the sums of these
 * lines, so lines, rates and totals always add up to the grosz.
 */
export function documentTotals(lines: readonly { totalGross: number; taxCode: TaxCode; taxRate: number }[]): Totals {
  const byCode = new Map<TaxCode, number>();
  for (const line of lines) byCode.set(line.taxCode, (byCode.get(line.taxCode) ?? 0) + line.totalGross);
  const taxes = [...byCode.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([taxCode, gross]) => {
      const taxRate = TAX_RATES[taxCode];
      const tax = taxRate === 0 ? 0 : Math.round((gross * taxRate) / (100 + taxRate));
      return { taxCode, taxRate, gross, tax, net: gross - tax };
    });
  return {
    taxes,
    gross: taxes.reduce((sum, line) => sum + line.gross, 0),
    tax: taxes.reduce((sum, line) => sum + line.tax, 0),
  };
}

/** Points for what was paid with money: 1 per whole złoty, voucher entries earn none. */
export function purchasePoints(payments: readonly { method: PaymentMethod; amount: number }[]): number {
  const money = payments.filter((payment) => payment.method !== 'VOUCHER').reduce((sum, payment) => sum + payment.amount, 0);
  return Math.floor(money / 100) * POINTS_PER_ZLOTY;
}

/**
 * The consents bonus: +50 for a visit (a receipt with at least one service line) when
 * the customer had granted both marketing consents, e-mail and telemarketing, at the time.
 */
export function consentsBonus(lines: readonly DocumentLine[], consents: { email: boolean; telemarketing: boolean }): number {
  const visit = lines.some((line) => line.serviceId !== null);
  return visit && consents.email && consents.telemarketing ? CONSENTS_BONUS_POINTS : 0;
}

/**
 * Points a return takes back: the receipt's purchase points in proportion to the gross
 * returned (rounded down), and, once everything has come back, exactly what is left, so
 * returns never take more than the receipt gave. The consents bonus stays: the visit
 * took place.
 */
export function returnedPoints(receipt: { purchasePoints: number; totalGross: number }, returned: { before: number; now: number }, takenBefore: number): number {
  const left = receipt.purchasePoints - takenBefore;
  if (left <= 0) return 0;
  if (returned.before + returned.now >= receipt.totalGross) return left;
  if (receipt.totalGross === 0) return 0;
  const proportional = Math.floor((receipt.purchasePoints * returned.now) / receipt.totalGross);
  return Math.min(left, proportional);
}

/**
 * A returned line's gross: its share of the sold line's total (after discounts) for the
 * quantity given back; the last units returned take whatever is left, so the returns of
 * a line add up to exactly what it cost.
 */
export function returnedLineGross(sold: { quantity: number; totalGross: number }, returnedBefore: { quantity: number; gross: number }, quantity: number): number {
  if (returnedBefore.quantity + quantity >= sold.quantity) return sold.totalGross - returnedBefore.gross;
  return Math.floor((sold.totalGross * quantity) / sold.quantity);
}

/**
 * The value a document prints as its CODE128 barcode: R (receipt) or Z (zwrot, a
 * return), the salon's digits, the day (yyMMdd) and 8 characters of the document's id.
 * Printable ASCII only, short enough for a narrow till roll.
 */
export function documentBarcode(kind: 'R' | 'Z', salonId: string, day: string, id: string): string {
  return `${kind}${salonId.replace(/\D/g, '')}${day.replace(/-/g, '').slice(2)}${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}
