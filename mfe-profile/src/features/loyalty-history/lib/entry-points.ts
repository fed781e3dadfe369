import type { LoyaltyTransaction } from '@salon/contracts/loyalty-api';

/** What an entry did to the balance: +120, −49, or 0 (a visit paid with a voucher). */
export function pointsChange(entry: Pick<LoyaltyTransaction, 'points'>): number {
  return entry.points.in - entry.points.out;
}

/** The document an entry opens: its receipt, its return, or none (a correction, a voucher bought online). */
export function documentOf(entry: Pick<LoyaltyTransaction, 'receiptId' | 'returnId'>): { kind: 'receipt' | 'return'; id: string } | null {
  if (entry.receiptId) return { kind: 'receipt', id: entry.receiptId };
  if (entry.returnId) return { kind: 'return', id: entry.returnId };
  return null;
}

/** Pages shown so far: the first, then each page's `links.next` the customer asked for. */
export function nextPages(pages: readonly string[], next: string | undefined): string[] {
  return next && !pages.includes(next) ? [...pages, next] : [...pages];
}
