import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Area, Salon, ServiceDetails } from '@salon/contracts/catalog-api';
import type { RecentVisit } from '@salon/contracts/reservations-api';
import { initI18n } from '@salon/i18n';
import { renderRoutes } from '@salon/ui/testing';
import { createBookingStore } from './app/store.ts';
import RecentVisitCardModule from './recent-visit-card.tsx';

const mockBaseQuery = jest.fn();
jest.mock('@salon/platform', () => ({
  ...jest.requireActual('@salon/platform'),
  createBaseQuery: () => (args: unknown) => mockBaseQuery(args),
}));

const salon = {
  id: 'M101',
  name: 'Salon Rynek',
  enabled: true,
  virtual: false,
  services: ['1001'],
  location: { city: 'Kraków', cityCode: 'krakow', department: { code: 'D1', name: 'Małopolska' }, cityGroup: null, postcode: '31-042', address: ['Rynek 1'] },
} as unknown as Salon;
const krakow = { code: 'krakow', name: 'Kraków', virtual: false, order: 1, salonCount: 3, coordinates: { latitude: 50, longitude: 19 }, department: { code: 'D1', name: 'Małopolska' } } as Area;
const visit = {
  id: '0b7a3f7e-1d1a-4c1e-9a55-3c7c4d0a9d11',
  salon: { id: 'M101', name: 'Salon Rynek', phone: '+48 12 000 00 00', virtual: false, location: { city: 'Kraków', cityCode: 'krakow', postcode: '31-042', address: ['Rynek 1'] }, coordinates: null },
  service: { id: '1001', name: 'Strzyżenie damskie', category: 'HAIRDRESSING', duration: 60 },
  startDateTime: '2026-10-01T10:00:00',
  selectedHairdresserName: null,
  status: 'ACTIVE',
} as RecentVisit;

beforeAll(() => initI18n());
beforeEach(() => {
  mockBaseQuery.mockReset();
  mockBaseQuery.mockImplementation(async ({ url }: { url: string }) => {
    if (url === '/api/salons/M101') return { data: salon };
    if (url === '/api/cities') return { data: [krakow] };
    if (url === '/api/services/1001') return { data: { id: '1001', name: 'Strzyżenie damskie', duration: 60 } as ServiceDetails };
    return { error: { status: 404, code: 'NOT_FOUND' } };
  });
});

test('a past visit: when, where (first address line and city), the hairdresser or any, the service', () => {
  renderRoutes(<RecentVisitCardModule visit={visit} store={createBookingStore()} />, '/profil/rezerwacje');
  expect(screen.getByRole('heading', { name: 'Wizyta 1 października 2026' })).toBeInTheDocument();
  expect(screen.getByText('czwartek, 1 października 2026, 10:00')).toBeInTheDocument();
  expect(screen.getByText('Salon Rynek, Rynek 1, Kraków')).toBeInTheDocument();
  expect(screen.getByText('Dowolny fryzjer')).toBeInTheDocument();
  expect(screen.getByText('Strzyżenie damskie')).toBeInTheDocument();
});

test('"book again" fills the draft with salon and service and opens the salon-and-date step', async () => {
  const store = createBookingStore();
  const { location } = renderRoutes(<RecentVisitCardModule visit={visit} store={store} />, '/profil/rezerwacje');
  await userEvent.click(screen.getByRole('button', { name: 'Zarezerwuj ponownie' }));
  await waitFor(() => expect(location().pathname).toBe('/rezerwacja/termin'));
  expect(store.getState().reservationDraft).toMatchObject({ salon: { id: 'M101' }, service: { id: '1001' } });
});
