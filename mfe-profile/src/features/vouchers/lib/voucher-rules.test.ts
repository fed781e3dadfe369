import { entryStates, inactiveReason } from './voucher-rules.ts';

describe('entryStates', () => {
  it('lists every entry, the used ones first', () => {
    expect(entryStates({ total: 5, left: 3 })).toEqual(['used', 'used', 'unused', 'unused', 'unused']);
  });

  it('is all unused on a new voucher and all used on a spent one', () => {
    expect(entryStates({ total: 3, left: 3 })).toEqual(['unused', 'unused', 'unused']);
    expect(entryStates({ total: 2, left: 0 })).toEqual(['used', 'used']);
  });

  it('clamps a left count outside 0..total', () => {
    expect(entryStates({ total: 2, left: 7 })).toEqual(['unused', 'unused']);
    expect(entryStates({ total: 2, left: -1 })).toEqual(['used', 'used']);
  });
});

describe('inactiveReason', () => {
  const TODAY = '2026-06-15';

  it('is usedUp when no entry is left, even past its expiry', () => {
    expect(inactiveReason({ entries: { total: 5, left: 0 }, expirationDate: null }, TODAY)).toBe('usedUp');
    expect(inactiveReason({ entries: { total: 5, left: 0 }, expirationDate: '2026-01-31' }, TODAY)).toBe('usedUp');
  });

  it('is expired when entries are left but the last day has passed', () => {
    expect(inactiveReason({ entries: { total: 5, left: 2 }, expirationDate: '2026-06-14' }, TODAY)).toBe('expired');
  });

  it('is none while entries are left and the last day has not passed', () => {
    expect(inactiveReason({ entries: { total: 5, left: 2 }, expirationDate: TODAY }, TODAY)).toBeNull();
    expect(inactiveReason({ entries: { total: 5, left: 2 }, expirationDate: null }, TODAY)).toBeNull();
  });
});
