import { DateTime } from 'luxon';
import type { Hold } from '@salon/contracts/reservations-api';
import { testHairdresser, testSalonSlots } from '@salon/contracts/testing';
import { fallbackDay } from '@salon/ui/slots';
import { holdFailure, PANEL_FALLBACK_STEPS, panelDays, panelSlotsQuery, panelView, prefillOf } from './slot-panel.ts';

const today = DateTime.fromISO('2026-11-22T21:40:00', { zone: 'Europe/Warsaw' });

describe('the days on offer', () => {
  it('start today and cover the booking horizon', () => {
    const days = panelDays(today, 180);
    expect(days).toHaveLength(180);
    expect(days.slice(0, 3)).toEqual(['2026-11-22', '2026-11-23', '2026-11-24']);
    expect(days[179]).toBe('2027-05-20');
  });

  it('ask the API for one day of one service in this salon', () => {
    expect(panelSlotsQuery('2026-11-23', '1001', 'M101')).toEqual({ date: '2026-11-23', services: '1001', salonId: 'M101' });
  });
});

describe('the move to the second day', () => {
  const days = panelDays(today, 30);
  const full = [testSalonSlots({}, [testHairdresser('H1', 'Zofia', [])])];
  const free = [testSalonSlots({}, [testHairdresser('H1', 'Zofia', ['2026-11-22T18:00:00'])])];
  const move = (day: string, results = full, stepsTaken = 0, chosen = false) =>
    fallbackDay({ results, day, days, chosen, stepsTaken, maxSteps: PANEL_FALLBACK_STEPS });

  it('chooses the second day when today has no time', () => {
    expect(move('2026-11-22')).toBe('2026-11-23');
  });

  it('stays on today when it has a time', () => {
    expect(move('2026-11-22', free)).toBeNull();
  });

  it('moves only once: an empty second day stays', () => {
    expect(move('2026-11-23', full, 1)).toBeNull();
  });

  it('stays on a day the customer chose', () => {
    expect(move('2026-11-22', full, 0, true)).toBeNull();
  });

  it('does not move where no day could bring a time (the salon takes no online bookings)', () => {
    const refused = [testSalonSlots({ acceptsReservations: false }, [], { slotStatus: 'NO_CUSTOMER_RESERVATIONS_ACCEPTED' })];
    expect(move('2026-11-22', refused)).toBeNull();
  });
});

describe('the hairdresser filter', () => {
  const zofia = testHairdresser('H1', 'Zofia', ['2026-11-23T10:00:00', '2026-11-23T12:00:00']);
  const anna = testHairdresser('H2', 'Anna', ['2026-11-23T11:00:00']);
  const away = testHairdresser('H3', 'Beata', []);
  const result = testSalonSlots({}, [zofia, anna, away]);

  it('offers the hairdressers free that day, by name', () => {
    expect(panelView(result, null).options.map((option) => option.name)).toEqual(['Anna', 'Zofia']);
  });

  it('none chosen means any: every free time of the salon', () => {
    expect(panelView(result, null)).toMatchObject({
      hairdresser: null,
      slots: ['2026-11-23T10:00:00', '2026-11-23T11:00:00', '2026-11-23T12:00:00'],
      empty: null,
    });
  });

  it('a chosen hairdresser shows only their times', () => {
    expect(panelView(result, { id: 'H1', name: 'Zofia' })).toMatchObject({
      hairdresser: { id: 'H1', name: 'Zofia' },
      slots: ['2026-11-23T10:00:00', '2026-11-23T12:00:00'],
    });
  });

  it('a hairdresser not free that day counts as any', () => {
    expect(panelView(result, { id: 'H3', name: 'Beata' })).toMatchObject({ hairdresser: null, slots: result.slots });
  });
});

describe('a day without a time', () => {
  it('says there is no slot', () => {
    expect(panelView(testSalonSlots({}, [testHairdresser('H1', 'Zofia', [])]), null)).toMatchObject({ slots: [], empty: 'NO_SLOTS' });
    expect(panelView(undefined, null).empty).toBe('NO_SLOTS');
  });

  it('says why when the salon takes no online bookings or not this service', () => {
    expect(panelView(testSalonSlots({}, [], { slotStatus: 'NO_CUSTOMER_RESERVATIONS_ACCEPTED' }), null).empty).toBe('NOT_ACCEPTED');
    expect(panelView(testSalonSlots({}, [], { slotStatus: 'SERVICE_NOT_AVAILABLE', servicePrice: null }), null).empty).toBe('SERVICE_NOT_AVAILABLE');
  });
});

describe('picking a time', () => {
  it('a time taken meanwhile is told apart from other failures', () => {
    expect(holdFailure({ status: 400, code: 'SLOT_NOT_AVAILABLE' })).toEqual({ kind: 'taken', code: 'SLOT_NOT_AVAILABLE' });
    expect(holdFailure({ status: 429, code: 'RATE_LIMITED' })).toEqual({ kind: 'failed', code: 'RATE_LIMITED' });
    expect(holdFailure(new Error('offline'))).toEqual({ kind: 'failed', code: 'UNKNOWN_ERROR' });
  });

  it('hands booking the salon, service, held time, hold and the hairdresser asked for', () => {
    const hold: Hold = {
      id: '5f0c6c1e-4b0a-4e52-9d0e-2d7b1f1c9a11',
      salonId: 'M101',
      serviceId: '1001',
      hairdresserId: 'H2',
      requestedHairdresserId: null,
      startDateTime: '2026-11-23T11:00:00',
      endDateTime: '2026-11-23T12:00:00',
      expiresAt: '2026-11-22T21:50:00.000+01:00',
    };
    expect(prefillOf(hold, null)).toEqual({
      salonId: 'M101',
      serviceId: '1001',
      dateTime: '2026-11-23T11:00:00',
      holdId: hold.id,
      hairdresserId: null,
      hairdresserName: null,
    });
    expect(prefillOf(hold, { id: 'H2', name: 'Anna', lastVisit: false })).toMatchObject({ hairdresserId: 'H2', hairdresserName: 'Anna' });
  });
});
