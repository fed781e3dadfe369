import type { Salon } from './catalog-api.ts';
import type { UserProfile } from './identity-api.ts';
import type { HairdresserSlots, SalonSlots } from './reservations-api.ts';

/**
 * For tests of every app (not used by running code): a signed-in customer's profile as
 * GET /api/users/me answers it. Anna, e-mail confirmed, sex and birthday known, both
 * consents recorded and declined. Tests override what they are about.
 */
export function testUserProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    id: 'u1',
    firstName: 'Anna',
    lastName: 'Kowalska',
    phone: '+48600100200',
    unconfirmedPhone: null,
    email: 'anna@example.com',
    emailConfirmed: true,
    unconfirmedEmail: null,
    sex: 'F',
    birthday: { day: 3, month: 5 },
    language: 'pl',
    marketingConsents: [
      { channel: 'Email', granted: false },
      { channel: 'Telemarketing', granted: false },
    ],
    preferredSalon: null,
    points: 0,
    accountTypes: [],
    hasPassword: true,
    hasLoyaltyAccount: true,
    socialLogins: [],
    identifiers: { marketingAutomation: 'ma-u1' },
    ...overrides,
  };
}

/**
 * For tests of every app: a salon as GET /api/salons answers it (Warsaw, of the seed's
 * kind, offering `1001`, no pictures or Google data). Tests override what they are about.
 */
export function testSalon(overrides: Partial<Salon> = {}): Salon {
  return {
    id: 'M101',
    name: 'Warszawa Puławska',
    location: {
      department: { code: 'MAZ', name: 'Mazowieckie' },
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
    images_17_6: [],
    services: ['1001'],
    description: null,
    google: null,
    ...overrides,
  };
}

/** For tests of the slot pieces: one hairdresser of a slot search and their free times. */
export function testHairdresser(id: string, name: string, slots: string[]): HairdresserSlots {
  return { id, name, slots, slotStatus: slots.length > 0 ? 'AVAILABLE' : 'NO_SLOTS_AVAILABLE' };
}

/**
 * For tests of the slot pieces: one salon of GET /api/reservation-slots, shaped exactly
 * as the contract (`testSalon` unless overridden); its slots are the union of its
 * hairdressers' unless given.
 */
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
