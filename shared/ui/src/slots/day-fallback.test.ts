import { couldHaveSlotsAnotherDay, fallbackDay, hasAnySlots, MAX_FALLBACK_STEPS } from './day-fallback.ts';
import { testHairdresser, testSalonSlots } from '@salon/contracts/testing';

const days = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26'];
const full = [testSalonSlots({}, [testHairdresser('H1', 'Zofia', [])])];
const open = [testSalonSlots({}, [testHairdresser('H1', 'Zofia', ['2026-11-23T10:00:00'])])];

it('knows whether a search has any time, and whether another day could', () => {
  expect(hasAnySlots(full)).toBe(false);
  expect(hasAnySlots(open)).toBe(true);
  expect(couldHaveSlotsAnotherDay(full)).toBe(true);
  expect(couldHaveSlotsAnotherDay([testSalonSlots({ open: false })])).toBe(false);
  expect(couldHaveSlotsAnotherDay([testSalonSlots({}, [], { slotStatus: 'SERVICE_NOT_AVAILABLE' })])).toBe(false);
});

it('stays on a day with a time', () => {
  expect(fallbackDay({ results: open, day: days[0]!, days, chosen: false, stepsTaken: 0 })).toBeNull();
});

it('stays on an empty day the customer chose', () => {
  expect(fallbackDay({ results: full, day: days[1]!, days, chosen: true, stepsTaken: 0 })).toBeNull();
});

it('an empty first day walks forward to the next day', () => {
  expect(fallbackDay({ results: full, day: days[0]!, days, chosen: false, stepsTaken: 0 })).toBe(days[1]);
  expect(fallbackDay({ results: full, day: days[1]!, days, chosen: false, stepsTaken: 1 })).toBe(days[2]);
});

it('an empty later day it opened on falls back to the first date of the range', () => {
  expect(fallbackDay({ results: full, day: days[2]!, days, chosen: false, stepsTaken: 0 })).toBe(days[0]);
});

it('gives up after the bound or at the end of the range', () => {
  expect(fallbackDay({ results: full, day: days[1]!, days, chosen: false, stepsTaken: MAX_FALLBACK_STEPS })).toBeNull();
  expect(fallbackDay({ results: full, day: days[1]!, days, chosen: false, stepsTaken: 2, maxSteps: 2 })).toBeNull();
  expect(fallbackDay({ results: full, day: days[3]!, days, chosen: false, stepsTaken: 3 })).toBeNull();
});

it('does not walk when no salon could have a time another day', () => {
  const closed = [testSalonSlots({ open: false })];
  const noBookings = [testSalonSlots({ acceptsReservations: false }, [], { slotStatus: 'NO_CUSTOMER_RESERVATIONS_ACCEPTED' })];
  expect(fallbackDay({ results: closed, day: days[0]!, days, chosen: false, stepsTaken: 0 })).toBeNull();
  expect(fallbackDay({ results: noBookings, day: days[0]!, days, chosen: false, stepsTaken: 0 })).toBeNull();
  expect(fallbackDay({ results: [], day: days[0]!, days, chosen: false, stepsTaken: 0 })).toBeNull();
});
