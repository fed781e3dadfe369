import type { Visit, VisitReservation } from '../../../api/get-visit.ts';

/*
 * A visit as GET /api/visits/{id} answers it, for the edit flow's tests: one women's cut
 * at Kraków Rynek with Anna Wiśniewska, chosen by the customer. Each test overrides
 * what it is about.
 */

export const TEST_SALON: Visit['salon'] = {
  id: 'M12',
  name: 'Salon Rynek',
  phone: '+48 12 300 40 50',
  virtual: false,
  location: { city: 'Kraków', cityCode: 'krakow', postcode: '31-042', address: ['Rynek Główny 12'] },
  coordinates: { latitude: 50.0617, longitude: 19.9373 },
};

export function testReservation(overrides: Partial<VisitReservation> = {}): VisitReservation {
  return {
    id: '0e7c4a52-6c1f-4b8e-9a51-1d2e3f405162',
    salon: TEST_SALON,
    service: { id: '1001', name: 'Strzyżenie damskie', category: 'HAIRDRESSING', duration: 60 },
    startDateTime: '2026-11-26T10:00:00',
    endDateTime: '2026-11-26T11:00:00',
    hairdresserId: 'H1201',
    hairdresserName: 'Anna Wiśniewska',
    price: { value: 120, currency: 'PLN' },
    status: 'ACTIVE',
    ...overrides,
  };
}

export function testVisit(overrides: Partial<Visit> = {}): Visit {
  const reservations = overrides.reservations ?? [testReservation()];
  return {
    id: '5f1d2c3b-4a59-4e6f-8d7c-6b5a49382716',
    contact: { firstName: 'Ewa', lastName: 'Nowak', phone: '+48600100200' },
    reservations,
    salon: TEST_SALON,
    note: null,
    selectedHairdresser: 'H1201',
    selectedHairdresserName: 'Anna Wiśniewska',
    status: 'ACTIVE',
    startDateTime: reservations[0]?.startDateTime ?? '2026-11-26T10:00:00',
    endDateTime: reservations.at(-1)?.endDateTime ?? '2026-11-26T11:00:00',
    ...overrides,
  };
}
