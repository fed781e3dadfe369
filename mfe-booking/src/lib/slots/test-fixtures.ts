import type { Salon } from '@salon/contracts/catalog-api';
import type { HairdresserSlots, SalonSlots } from '@salon/contracts/reservations-api';

/*
 * Slot-search answers for tests of the slot pieces, shaped exactly as the API's contract
 * (a salon of the seed's kind); each test overrides what it is about.
 */

export function testSalon(overrides: Partial<Salon> = {}): Salon {
  return {
    id: 'M101',
    name: 'Warszawa Puławska',
    location: {
      department: { code: 'MAZ', name: 'mazowieckie' },
      city: 'Warszawa',
      cityCode: 'warszawa',
      cityGroup: null,
      postcode: '02-566',
      address: ['ul. Puławska 12'],
    },
    coordinates: { latitude: 52.2103, longitude: 21.0187 },
    phone: '+48 22 100 10 10',
    virtual: false,
    franchise: false,
    enabled: true,
    open: true,
    acceptsReservations: true,
    canComeWithoutReservation: false,
    suggestedSalon: false,
    imageMini: null,
    images: [],
    services: ['1001'],
    description: null,
    google: null,
    ...overrides,
  };
}

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
