import { DateTime } from 'luxon';
import { SALON_TIME_ZONE } from '@salon/i18n/format-date';
import { openingHoursWindow } from './opening-hours-window.ts';

describe('openingHoursWindow', () => {
  it('is today to today + 7 in the salon zone', () => {
    const now = DateTime.fromISO('2026-11-23T10:00:00', { zone: SALON_TIME_ZONE });
    expect(openingHoursWindow(now)).toEqual({ dateFrom: '2026-11-23', dateTo: '2026-11-30' });
  });

  it('takes the salon’s date, not the visitor’s: 23:30 in New York is already tomorrow in Warsaw', () => {
    const newYork = DateTime.fromISO('2026-11-23T23:30:00', { zone: 'America/New_York' });
    expect(openingHoursWindow(newYork)).toEqual({ dateFrom: '2026-11-24', dateTo: '2026-12-01' });
  });

  it('counts calendar days across the clock change', () => {
    const now = DateTime.fromISO('2027-03-25T12:00:00', { zone: SALON_TIME_ZONE });
    expect(openingHoursWindow(now)).toEqual({ dateFrom: '2027-03-25', dateTo: '2027-04-01' });
  });
});
