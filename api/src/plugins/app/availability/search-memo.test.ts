import { DateTime } from 'luxon';
import { SALON_ZONE } from '../../../lib/local-time.ts';
import { BoundedMemo, nowPart, searchKey } from './search-memo.ts';

/* The key of the slot search's answers: what of "now", the catalogue and the bookings it holds. */

const at = (local: string) => DateTime.fromISO(local, { zone: SALON_ZONE });

test("nowPart: within one minute the same, across a minute not, on the days the notice reaches", () => {
  expect(nowPart('2026-11-23', at('2026-11-23T10:14:00.001'))).toBe(nowPart('2026-11-23', at('2026-11-23T10:15:00')));
  expect(nowPart('2026-11-23', at('2026-11-23T10:15:00'))).not.toBe(nowPart('2026-11-23', at('2026-11-23T10:15:00.001')));
  // 23:45 + 30 minutes is tomorrow: tomorrow's first slots depend on the minute too.
  expect(nowPart('2026-11-24', at('2026-11-23T23:45:10'))).not.toBe(nowPart('2026-11-24', at('2026-11-23T23:46:10')));
  // Further days: only the date (the horizon) counts.
  expect(nowPart('2026-11-25', at('2026-11-23T08:00'))).toBe(nowPart('2026-11-25', at('2026-11-23T17:31')));
  expect(nowPart('2026-11-25', at('2026-11-23T23:59'))).not.toBe(nowPart('2026-11-25', at('2026-11-24T00:01')));
});

test('searchKey: another catalogue entry object, another busy interval or another order of the same intervals', () => {
  const salon = { id: 'M101' };
  const base = {
    salonIds: ['M101'],
    serviceIds: ['1001'],
    date: '2026-12-01',
    language: 'pl',
    now: at('2026-11-23T08:00'),
    entries: [salon],
    busy: [
      { hairdresser_id: 'H1', starts: 1, ends: 2 },
      { hairdresser_id: 'H2', starts: 3, ends: 4 },
    ],
  };
  const key = searchKey(base);
  expect(searchKey({ ...base, busy: [...base.busy].reverse() })).toBe(key);
  expect(searchKey({ ...base, entries: [{ id: 'M101' }] })).not.toBe(key);
  expect(searchKey({ ...base, busy: base.busy.slice(1) })).not.toBe(key);
  expect(searchKey({ ...base, language: 'en' })).not.toBe(key);
  expect(searchKey({ ...base, serviceIds: ['1002'] })).not.toBe(key);
});

test('BoundedMemo starts again empty when full', () => {
  const memo = new BoundedMemo<number>(2);
  memo.set('a', 1);
  memo.set('b', 2);
  expect(memo.get('a')).toBe(1);
  memo.set('c', 3);
  expect(memo.get('a')).toBeUndefined();
  expect(memo.get('c')).toBe(3);
});
