import type { ReceiptIntakeItem } from '@salon/contracts/loyalty-api';
import { Random } from '../../../db/seed/random.ts';
import {
  BIRTHDAY_CAMPAIGN_NAME,
  consentsBonus,
  documentBarcode,
  documentLines,
  documentTotals,
  purchasePoints,
  returnedLineGross,
  returnedPoints,
  withBirthdayDiscount,
} from './loyalty-rules.ts';

const cut: ReceiptIntakeItem = { name: 'Strzyżenie damskie', quantity: 1, unitGrossPrice: 12_000, taxCode: 'A', taxRate: 23, serviceId: '1001' };
const shampoo: ReceiptIntakeItem = { name: 'Szampon 250 ml', quantity: 2, unitGrossPrice: 4_999, taxCode: 'A', taxRate: 23 };
const book: ReceiptIntakeItem = { name: 'Poradnik pielęgnacji', quantity: 1, unitGrossPrice: 3_990, taxCode: 'C', taxRate: 5 };

describe('documentLines', () => {
  it('prices each line: quantity × unit price less its discount', () => {
    const lines = documentLines([cut, { ...shampoo, campaignName: 'Jesień -10%', discountAmount: 1_000 }]);
    expect(lines.map((line) => [line.line, line.totalGross, line.discount])).toEqual([
      [1, 12_000, 0],
      [2, 8_998, 1_000],
    ]);
  });

  it("refuses a rate that is not the code's, a discount above its line and a discount without its promotion", () => {
    expect(() => documentLines([cut, { ...shampoo, taxRate: 8 }])).toThrow(expect.objectContaining({ field: 'items[1].taxRate' }));
    expect(() => documentLines([{ ...cut, discountAmount: 12_001, campaignName: 'x' }])).toThrow(expect.objectContaining({ field: 'items[0].discountAmount' }));
    expect(() => documentLines([{ ...cut, discountAmount: 100 }])).toThrow(expect.objectContaining({ field: 'items[0].campaignName' }));
  });
});

describe('documentTotals', () => {
  it('takes VAT out of each rate’s gross sum, as a fiscal receipt does', () => {
    const totals = documentTotals(documentLines([cut, shampoo, book]));
    // A: 120.00 + 99.98 = 219.98 gross, tax 219.98 × 23/123 = 41.13; C: 39.90, tax 1.90.
    expect(totals.taxes).toEqual([
      { taxCode: 'A', taxRate: 23, gross: 21_998, tax: 4_113, net: 17_885 },
      { taxCode: 'C', taxRate: 5, gross: 3_990, tax: 190, net: 3_800 },
    ]);
    expect(totals).toMatchObject({ gross: 25_988, tax: 4_303 });
  });

  it('charges no tax at 0 % and exempt', () => {
    const totals = documentTotals([
      { totalGross: 5_000, taxCode: 'D', taxRate: 0 },
      { totalGross: 7_000, taxCode: 'E', taxRate: 0 },
    ]);
    expect(totals.taxes.map((line) => line.tax)).toEqual([0, 0]);
    expect(totals.tax).toBe(0);
  });

  it('adds up to the grosz for any mix of rates: lines = rate lines = totals, net + tax = gross', () => {
    const random = new Random('tax-arithmetic');
    const codes = ['A', 'B', 'C', 'D', 'E'] as const;
    const rates = { A: 23, B: 8, C: 5, D: 0, E: 0 };
    for (let run = 0; run < 500; run += 1) {
      const items: ReceiptIntakeItem[] = Array.from({ length: random.int(1, 12) }, (_, i) => {
        const taxCode = codes[random.int(0, codes.length - 1)]!;
        return { name: `p${i}`, quantity: random.int(1, 5), unitGrossPrice: random.int(1, 99_999), taxCode, taxRate: rates[taxCode] };
      });
      const lines = documentLines(items);
      const totals = documentTotals(lines);
      expect(totals.gross).toBe(lines.reduce((sum, line) => sum + line.totalGross, 0));
      expect(totals.taxes.reduce((sum, line) => sum + line.gross, 0)).toBe(totals.gross);
      expect(totals.taxes.reduce((sum, line) => sum + line.tax, 0)).toBe(totals.tax);
      for (const line of totals.taxes) {
        expect(line.net + line.tax).toBe(line.gross);
        expect(Number.isInteger(line.tax)).toBe(true);
      }
    }
  });
});

describe('withBirthdayDiscount', () => {
  const born = { day: 14, month: 3 };

  it('takes 20 % off every line without another promotion in the birthday month', () => {
    const lines = withBirthdayDiscount(documentLines([cut, shampoo]), born, 3);
    expect(lines.map((line) => [line.totalGross, line.discount, line.campaignName])).toEqual([
      [9_600, 2_400, BIRTHDAY_CAMPAIGN_NAME],
      // 2 × 49.99 = 99.98, 20 % = 19.996 → 20.00
      [7_998, 2_000, BIRTHDAY_CAMPAIGN_NAME],
    ]);
  });

  it('is not combined with other promotions', () => {
    const promoted = { ...shampoo, campaignName: 'Jesień -10%', discountAmount: 1_000 };
    const lines = withBirthdayDiscount(documentLines([cut, promoted]), born, 3);
    expect(lines[1]).toMatchObject({ discount: 1_000, campaignName: 'Jesień -10%', totalGross: 8_998 });
    expect(lines[0]).toMatchObject({ campaignName: BIRTHDAY_CAMPAIGN_NAME });
  });

  it('applies only in the birthday month, and only when day and month are both known', () => {
    const lines = documentLines([cut]);
    expect(withBirthdayDiscount(lines, born, 4)).toEqual(lines);
    expect(withBirthdayDiscount(lines, { day: null, month: 3 }, 3)).toEqual(lines);
    expect(withBirthdayDiscount(lines, { day: null, month: null }, 3)).toEqual(lines);
  });
});

describe('points', () => {
  it('earns 1 point per whole złoty paid with money, none for voucher entries', () => {
    expect(purchasePoints([{ method: 'CARD', amount: 12_099 }])).toBe(120);
    expect(purchasePoints([{ method: 'CASH', amount: 5_050 }, { method: 'BLIK', amount: 4_950 }])).toBe(100);
    expect(purchasePoints([{ method: 'VOUCHER', amount: 12_000 }, { method: 'CARD', amount: 999 }])).toBe(9);
  });

  it('gives the +50 consents bonus for a visit with both consents granted', () => {
    const visit = documentLines([cut]);
    const productsOnly = documentLines([shampoo]);
    expect(consentsBonus(visit, { email: true, telemarketing: true })).toBe(50);
    expect(consentsBonus(visit, { email: true, telemarketing: false })).toBe(0);
    expect(consentsBonus(visit, { email: false, telemarketing: true })).toBe(0);
    expect(consentsBonus(productsOnly, { email: true, telemarketing: true })).toBe(0);
  });

  it('takes back the purchase points of what is returned, never more than the receipt gave', () => {
    const receipt = { purchasePoints: 219, totalGross: 21_998 };
    // Half of it back: 219 × 10 999 / 21 998 = 109.5 → 109.
    expect(returnedPoints(receipt, { before: 0, now: 10_999 }, 0)).toBe(109);
    // The rest back: exactly what is left.
    expect(returnedPoints(receipt, { before: 10_999, now: 10_999 }, 109)).toBe(110);
    // Nothing left to take.
    expect(returnedPoints(receipt, { before: 21_998, now: 0 }, 219)).toBe(0);
    // A receipt paid with a voucher earned nothing and gives nothing back.
    expect(returnedPoints({ purchasePoints: 0, totalGross: 12_000 }, { before: 0, now: 12_000 }, 0)).toBe(0);
  });

  it('returns a line in parts that add up to exactly what it cost', () => {
    const sold = { quantity: 3, totalGross: 10_000 };
    const first = returnedLineGross(sold, { quantity: 0, gross: 0 }, 1);
    const second = returnedLineGross(sold, { quantity: 1, gross: first }, 2);
    expect([first, second]).toEqual([3_333, 6_667]);
    expect(first + second).toBe(10_000);
  });
});

test('a barcode value is printable ASCII naming the kind, salon, day and document', () => {
  expect(documentBarcode('R', 'M101', '2026-11-25', '3fa2c1d0-1111-4222-8333-444455556666')).toBe('R1012611253FA2C1D0');
  expect(documentBarcode('Z', 'M2', '2026-01-05', 'abcdef01-0000-4000-8000-000000000000')).toBe('Z2260105ABCDEF01');
});
