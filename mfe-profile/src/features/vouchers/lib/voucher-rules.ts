import type { Voucher } from '@salon/contracts/vouchers-api';

/** One entry (visit) of a voucher, as its card draws it. */
export type EntryState = 'used' | 'unused';

/**
 * Every entry of a voucher as used or unused, the used ones first like a punched card
 * (spec part 2, section 4 "Voucher": entries are shown as used or unused). The used ones
 * are the total less those left; a `left` outside 0..total is clamped.
 */
export function entryStates(entries: Voucher['entries']): EntryState[] {
  const total = Math.max(0, entries.total);
  const left = Math.min(Math.max(0, entries.left), total);
  return Array.from({ length: total }, (_, index) => (index < total - left ? 'used' : 'unused'));
}

/** Why a voucher can no longer be used. */
export type InactiveReason = 'usedUp' | 'expired';

/**
 * Why a voucher is inactive: 'usedUp' when no entry is left (even if it has also
 * expired, since nothing was lost); else 'expired' when its last day is before `today`;
 * null when neither, i.e. it is still usable (spec part 2, section 4 "Voucher").
 * `today` is the salon-local day, yyyy-MM-dd.
 */
export function inactiveReason(voucher: Pick<Voucher, 'entries' | 'expirationDate'>, today: string): InactiveReason | null {
  if (voucher.entries.left <= 0) return 'usedUp';
  if (voucher.expirationDate !== null && voucher.expirationDate < today) return 'expired';
  return null;
}
