import type { Area, Salon, ServiceDetails } from '@salon/contracts/catalog-api';
import type { LastVisit, RecentVisit } from '@salon/contracts/reservations-api';

/*
 * For the tests of "book again" (the home card's last visit, the profile's recent
 * visits): one salon in Kraków, its area, a past visit there, and the API's answers the
 * repeat asks for. Not used by running code.
 */

export const repeatSalon = {
  id: 'M101',
  name: 'Salon Rynek',
  enabled: true,
  virtual: false,
  services: ['1001'],
  location: { city: 'Kraków', cityCode: 'krakow', department: { code: 'D1', name: 'Małopolska' }, cityGroup: null, postcode: '31-042', address: ['Rynek 1'] },
} as unknown as Salon;

export const krakowArea = { code: 'krakow', name: 'Kraków', virtual: false, order: 1, salonCount: 3, coordinates: { latitude: 50, longitude: 19 }, department: { code: 'D1', name: 'Małopolska' } } as Area;

export const lastVisit = {
  id: '0b7a3f7e-1d1a-4c1e-9a55-3c7c4d0a9d11',
  salon: { id: 'M101', name: 'Salon Rynek', phone: '+48 12 000 00 00', virtual: false, location: { city: 'Kraków', cityCode: 'krakow', postcode: '31-042', address: ['Rynek 1'] }, coordinates: null },
  service: { id: '1001', name: 'Strzyżenie damskie', category: 'HAIRDRESSING', duration: 60 },
  startDateTime: '2026-10-01T10:00:00',
  hairdresserId: 'h1',
  hairdresserName: 'Anna',
} satisfies LastVisit;

/** The same visit as GET /api/visits/recentVisits lists it, with no hairdresser chosen. */
export const recentVisit: RecentVisit = {
  id: lastVisit.id,
  salon: lastVisit.salon,
  service: lastVisit.service as RecentVisit['service'],
  startDateTime: lastVisit.startDateTime,
  selectedHairdresserName: null,
  status: 'ACTIVE',
};

/** What the API answers the repeat's calls: the last visit, the salon, the areas, the service. */
export function repeatAnswer({ url }: { url: string }) {
  if (url === '/api/visits/last') return { data: lastVisit };
  if (url === '/api/salons/M101') return { data: repeatSalon };
  if (url === '/api/cities') return { data: [krakowArea] };
  if (url === '/api/services/1001') return { data: { id: '1001', name: 'Strzyżenie damskie', duration: 60, price: { value: 120, currency: 'PLN' } } as ServiceDetails };
  return { error: { status: 404, code: 'NOT_FOUND' } };
}
