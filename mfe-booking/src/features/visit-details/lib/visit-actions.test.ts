import type { Visit, VisitReservation } from '@salon/contracts/reservations-api';
import { fromLocalIso } from '@salon/i18n';
import { bookAgainFrom, canCancelVisit, visitTotalPrice } from './visit-actions.ts';

const salon = { id: 'M12', name: 'Salon Rynek', phone: '+48 12 300 40 50', virtual: false, location: null, coordinates: null };
const reservation = (id: string, serviceId: string, value: number, currency = 'PLN'): VisitReservation => ({
  id,
  salon,
  service: { id: serviceId, name: `Usługa ${serviceId}`, category: 'HAIRDRESSING', duration: 30 },
  startDateTime: '2026-11-24T10:00:00',
  endDateTime: '2026-11-24T10:30:00',
  hairdresserId: 'h7',
  hairdresserName: 'Marta',
  price: { value, currency },
  status: 'ACTIVE',
});
const visit: Visit = {
  id: 'v1',
  contact: { firstName: 'Ewa', lastName: 'Nowak', phone: '+48600100200' },
  reservations: [reservation('r1', '1001', 120), reservation('r2', '1101', 80.1)],
  salon,
  note: null,
  selectedHairdresser: 'h7',
  selectedHairdresserName: 'Marta',
  status: 'ACTIVE',
  startDateTime: '2026-11-24T10:00:00',
  endDateTime: '2026-11-24T11:00:00',
};

describe('canCancelVisit', () => {
  it('is true for an active visit until it starts, in salon time', () => {
    expect(canCancelVisit(visit, fromLocalIso('2026-11-24T09:59:00'))).toBe(true);
    expect(canCancelVisit(visit, fromLocalIso('2026-11-24T10:00:00'))).toBe(false);
    expect(canCancelVisit(visit, fromLocalIso('2026-11-24T10:30:00'))).toBe(false);
    // 09:30 in Warsaw is 08:30 UTC in November: still before the start.
    expect(canCancelVisit(visit, fromLocalIso('2026-11-24T09:30:00').setZone('UTC'))).toBe(true);
  });

  it('is false for a cancelled visit', () => {
    expect(canCancelVisit({ ...visit, status: 'CANCELLED' }, fromLocalIso('2026-11-20T10:00:00'))).toBe(false);
  });
});

describe('bookAgainFrom', () => {
  it('repeats the salon, the first service and the hairdresser the customer chose', () => {
    expect(bookAgainFrom(visit)).toEqual({
      id: 'v1',
      salon,
      service: visit.reservations[0]!.service,
      startDateTime: '2026-11-24T10:00:00',
      hairdresserId: 'h7',
      hairdresserName: 'Marta',
    });
  });

  it('leaves the hairdresser to the customer when any was fine', () => {
    expect(bookAgainFrom({ ...visit, selectedHairdresser: null, selectedHairdresserName: null })).toMatchObject({ hairdresserId: null, hairdresserName: null });
  });

  it('has nothing to repeat without a service', () => {
    expect(bookAgainFrom({ ...visit, reservations: [] })).toBeNull();
  });
});

describe('visitTotalPrice', () => {
  it('adds the services up, to the grosz', () => {
    expect(visitTotalPrice(visit)).toEqual({ value: 200.1, currency: 'PLN' });
    expect(visitTotalPrice({ reservations: [reservation('a', '1', 0.1), reservation('b', '2', 0.2)] })).toEqual({ value: 0.3, currency: 'PLN' });
  });

  it('has no sum without services or across currencies', () => {
    expect(visitTotalPrice({ reservations: [] })).toBeNull();
    expect(visitTotalPrice({ reservations: [reservation('a', '1', 10), reservation('b', '2', 10, 'EUR')] })).toBeNull();
  });
});
