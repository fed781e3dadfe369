import { activeFilters, overallEmptyReason, salonEmptyReason, showOtherSalonsHint, type SalonEmptyInput } from './empty-slot-message.ts';
import type { SalonInView } from './salons-in-view.ts';
import { testHairdresser, testSalonSlots } from '@salon/contracts/testing';

const zofia = testHairdresser('H1', 'Zofia', ['2026-11-23T09:00:00']);
const full = testSalonSlots({}, [testHairdresser('H2', 'Anna', [])]);
const empty = (input: Partial<SalonEmptyInput> & Pick<SalonEmptyInput, 'result'>): SalonEmptyInput => ({
  slots: [],
  hairdresserId: null,
  timeOfDay: null,
  ...input,
});

describe('salonEmptyReason', () => {
  it('says nothing while the salon shows times', () => {
    const result = testSalonSlots({}, [zofia]);
    expect(salonEmptyReason({ result, slots: result.slots, hairdresserId: null, timeOfDay: null })).toBeNull();
  });

  it('SERVICE_NOT_AVAILABLE: the service is not available in this salon', () => {
    const result = testSalonSlots({}, [], { slotStatus: 'SERVICE_NOT_AVAILABLE', servicePrice: null });
    expect(salonEmptyReason(empty({ result }))).toBe('SERVICE_NOT_AVAILABLE');
  });

  it('NO_CUSTOMER_RESERVATIONS_ACCEPTED: contact the salon', () => {
    const result = testSalonSlots({ acceptsReservations: false, canComeWithoutReservation: true }, [], {
      slotStatus: 'NO_CUSTOMER_RESERVATIONS_ACCEPTED',
    });
    expect(salonEmptyReason(empty({ result }))).toBe('NO_RESERVATIONS');
  });

  it('a closed salon is temporarily closed, whatever else it says', () => {
    const result = testSalonSlots({ open: false, canComeWithoutReservation: true }, []);
    expect(salonEmptyReason(empty({ result }))).toBe('CLOSED');
  });

  it('the chosen hairdresser has no free times that day while the salon has some', () => {
    const result = testSalonSlots({}, [zofia, testHairdresser('H2', 'Anna', [])]);
    expect(salonEmptyReason(empty({ result, hairdresserId: 'H2' }))).toBe('HAIRDRESSER_HAS_NONE');
    expect(salonEmptyReason(empty({ result, hairdresserId: 'H404' }))).toBe('HAIRDRESSER_HAS_NONE');
    // The time of day hides nothing of a hairdresser without a time: it is not named.
    expect(salonEmptyReason(empty({ result, hairdresserId: 'H2', timeOfDay: 'EVENING' }))).toBe('HAIRDRESSER_HAS_NONE');
  });

  it('the chosen hairdresser has times that day, none in the chosen time of day', () => {
    const result = testSalonSlots({}, [zofia]);
    expect(salonEmptyReason(empty({ result, hairdresserId: 'H1', timeOfDay: 'EVENING' }))).toBe('HAIRDRESSER_NONE_IN_TIME_OF_DAY');
  });

  it('no time in the chosen time of day while the salon has others', () => {
    const result = testSalonSlots({}, [zofia]);
    expect(salonEmptyReason(empty({ result, timeOfDay: 'EVENING' }))).toBe('NONE_IN_TIME_OF_DAY');
  });

  it('a full salon that takes walk-ins: come without a reservation', () => {
    const result = testSalonSlots({ canComeWithoutReservation: true }, []);
    expect(salonEmptyReason(empty({ result }))).toBe('WALK_IN');
    expect(salonEmptyReason(empty({ result, timeOfDay: 'MORNING' }))).toBe('WALK_IN');
  });

  it('a full salon otherwise has no free times', () => {
    expect(salonEmptyReason(empty({ result: full }))).toBe('NO_SLOTS');
  });
});

describe('overallEmptyReason', () => {
  const view = (result = full, slots: string[] = []): SalonInView => ({ result, slots });

  const noFilter = { hairdresserId: null, timeOfDay: null };

  it('says nothing while a listed salon shows a time', () => {
    const open = testSalonSlots({}, [zofia]);
    expect(overallEmptyReason([view(full), view(open, open.slots)], noFilter)).toBeNull();
  });

  it('the filters hide every time', () => {
    expect(overallEmptyReason([view(full), view(testSalonSlots({}, [zofia]))], { hairdresserId: null, timeOfDay: 'EVENING' })).toBe('FILTERED');
  });

  it('no salon has a time, one takes walk-ins', () => {
    const walkIn = testSalonSlots({ id: 'M192', canComeWithoutReservation: true }, []);
    expect(overallEmptyReason([view(full), view(walkIn)], noFilter)).toBe('NO_SLOTS_WALK_IN');
  });

  it('no salon has a time and none takes walk-ins (a closed one does not count)', () => {
    const closedWalkIn = testSalonSlots({ open: false, canComeWithoutReservation: true }, []);
    expect(overallEmptyReason([view(full), view(closedWalkIn)], noFilter)).toBe('NO_SLOTS');
    expect(overallEmptyReason([], noFilter)).toBe('NO_SLOTS');
  });
});

describe('showOtherSalonsHint', () => {
  const nothing: SalonInView[] = [{ result: full, slots: [] }];
  const base = { encourage: true, salonFiltered: true, inView: nothing, othersHaveSlots: true };

  it('hints at other salons when a salon filter leaves no time', () => {
    expect(showOtherSalonsHint(base)).toBe(true);
    expect(showOtherSalonsHint({ ...base, othersHaveSlots: null })).toBe(true);
  });

  it('does not hint when the feature is off, no filter is on, times show, or the others are full too', () => {
    expect(showOtherSalonsHint({ ...base, encourage: false })).toBe(false);
    expect(showOtherSalonsHint({ ...base, salonFiltered: false })).toBe(false);
    expect(showOtherSalonsHint({ ...base, inView: [{ result: full, slots: ['2026-11-23T09:00:00'] }] })).toBe(false);
    expect(showOtherSalonsHint({ ...base, othersHaveSlots: false })).toBe(false);
  });
});

describe('activeFilters', () => {
  it('names the filters that are on, and only those', () => {
    expect(activeFilters({ hairdresserId: null, timeOfDay: null })).toBeNull();
    expect(activeFilters({ hairdresserId: null, timeOfDay: 'EVENING' })).toBe('timeOfDay');
    expect(activeFilters({ hairdresserId: 'H1', timeOfDay: null })).toBe('hairdresser');
    expect(activeFilters({ hairdresserId: 'H1', timeOfDay: 'MORNING' })).toBe('both');
  });
});
