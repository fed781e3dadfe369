import type { Salon } from '@salon/contracts/catalog-api';
import { testSalon } from '@salon/contracts/testing';
import type { HairdresserSlots, SalonSlots } from '@salon/contracts/reservations-api';

/*
 * Slot-search answers for tests of the slot pieces, shaped exactly as the API's contract
 * (a salon of the seed's kind); each test overrides what it is about.
 */

export { testSalon };

export function testHairdresser(id: string, name: string, slots: string[]): HairdresserSlots {
  return { id, name, slots, slotStatus: slots.length > 0 ? 'AVAILABLE' : 'NO_SLOTS_AVAILABLE' };
}

/** A salon's answer; its slots are the union of its hairdressers' unless given. */
export function testSalonSlots(
  salon: Partial<Salon> = {},
  hairdressers: HairdresserSlots[] = [],
  overrides: Partial<SalonSlots> = {},
): SalonSlots {
  const slots = [...new Set(hairdressers.flatMap((h) => h.slots))].sort();
  return {
    salon: testSalon(salon),
    slots,
    slotStatus: slots.length > 0 ? 'AVAILABLE' : 'NO_SLOTS_AVAILABLE',
    servicePrice: { value: 120, currency: 'PLN' },
    hairdressers,
    ...overrides,
  };
}
