import { DateTime } from 'luxon';
import { bookingDays, dayOf, initialSlotDay } from './slot-days.ts';

const today = DateTime.fromISO('2026-03-27T22:15:00', { zone: 'Europe/Warsaw' });

describe('bookingDays', () => {
  it('starts today and covers the configured number of days', () => {
    const days = bookingDays(today, 180);
    expect(days).toHaveLength(180);
    expect(days[0]).toBe('2026-03-27');
    expect(days[1]).toBe('2026-03-28');
    expect(days[179]).toBe('2026-09-22');
  });

  it('counts calendar days across the spring clock change', () => {
    expect(bookingDays(today, 4)).toEqual(['2026-03-27', '2026-03-28', '2026-03-29', '2026-03-30']);
  });

  it('always offers today', () => {
    expect(bookingDays(today, 0)).toEqual(['2026-03-27']);
  });
});

describe('initialSlotDay', () => {
  const days = bookingDays(today, 10);

  it('opens on the draft slot’s day when it is in the range', () => {
    expect(dayOf('2026-03-30T10:15:00')).toBe('2026-03-30');
    expect(initialSlotDay(days, '2026-03-30T10:15:00')).toBe('2026-03-30');
  });

  it('opens on the first day without a slot, or with one outside the range', () => {
    expect(initialSlotDay(days, null)).toBe('2026-03-27');
    expect(initialSlotDay(days, '2026-03-20T10:15:00')).toBe('2026-03-27');
    expect(initialSlotDay(days, '2026-05-20T10:15:00')).toBe('2026-03-27');
  });
});
