import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@salon/i18n';
import { renderRoutes } from '@salon/ui/testing';
import type { Area, Salon, ServiceDetails } from '@salon/contracts/catalog-api';
import type { LastVisit } from '@salon/contracts/reservations-api';
import { createBookingStore } from './app/store.ts';
import { areaSelected, serviceSelected } from './lib/reservation-draft-slice.ts';
import ReservationCardModule from './reservation-card.tsx';

const mockBaseQuery = jest.fn();
const mockSession = { authenticated: false, user: null };
jest.mock('@salon/platform', () => ({
  ...jest.requireActual('@salon/platform'),
  createBaseQuery: () => (args: unknown) => mockBaseQuery(args),
  useSession: () => mockSession,
}));

const salon = {
  id: 'M101',
  name: 'Salon Rynek',
  enabled: true,
  virtual: false,
  services: ['1001'],
  location: { city: 'Kraków', cityCode: 'krakow', department: { code: 'D1', name: 'Małopolska' }, cityGroup: null, postcode: '31-042', address: ['Rynek 1'] },
} as unknown as Salon;
const krakowArea = { code: 'krakow', name: 'Kraków', virtual: false, order: 1, salonCount: 3, coordinates: { latitude: 50, longitude: 19 }, department: { code: 'D1', name: 'Małopolska' } } as Area;
const lastVisit = {
  id: '0b7a3f7e-1d1a-4c1e-9a55-3c7c4d0a9d11',
  salon: { id: 'M101', name: 'Salon Rynek', phone: '+48 12 000 00 00', virtual: false, location: { city: 'Kraków', cityCode: 'krakow', postcode: '31-042', address: ['Rynek 1'] }, coordinates: null },
  service: { id: '1001', name: 'Strzyżenie damskie', category: 'HAIRDRESSING', duration: 60 },
  startDateTime: '2026-10-01T10:00:00',
  hairdresserId: 'h1',
  hairdresserName: 'Anna',
} satisfies LastVisit;

function answer(args: { url: string }) {
  if (args.url === '/api/visits/last') return { data: lastVisit };
  if (args.url === '/api/salons/M101') return { data: salon };
  if (args.url === '/api/cities') return { data: [krakowArea] };
  if (args.url === '/api/services/1001') return { data: { id: '1001', name: 'Strzyżenie damskie', duration: 60, price: { value: 120, currency: 'PLN' } } as ServiceDetails };
  return { error: { status: 404, code: 'NOT_FOUND' } };
}

beforeAll(() => initI18n());
beforeEach(() => {
  mockBaseQuery.mockReset().mockImplementation(async (args: { url: string }) => answer(args));
  mockSession.authenticated = false;
});

test('nothing to show for a visitor without a booking in progress', () => {
  const { container } = renderRoutes(<ReservationCardModule store={createBookingStore()} />, '/home');
  expect(container.querySelector('section')).toBeNull();
  expect(mockBaseQuery).not.toHaveBeenCalled();
});

test('a booking left half-way shows as ongoing, with placeholders, and goes on where it stopped', async () => {
  const store = createBookingStore();
  store.dispatch(areaSelected({ code: 'krakow', name: 'Kraków' }));
  store.dispatch(serviceSelected({ id: '1001', name: 'Strzyżenie damskie' }));
  const { location } = renderRoutes(<ReservationCardModule store={store} />, '/home');
  const card = screen.getByRole('region', { name: 'Twoja rozpoczęta rezerwacja' });
  expect(card).toHaveTextContent('W trakcie');
  expect(card).toHaveTextContent('Strzyżenie damskie');
  expect(card).toHaveTextContent('Dowolny fryzjer');
  expect(card).toHaveTextContent('jeszcze nie wybrano');
  await userEvent.click(screen.getByRole('button', { name: 'Dokończ rezerwację' }));
  expect(location().pathname).toBe('/rezerwacja/termin');
});

test("a signed-in customer's last visit, booked again with its salon, service and hairdresser", async () => {
  mockSession.authenticated = true;
  const store = createBookingStore();
  const { location } = renderRoutes(<ReservationCardModule store={store} />, '/home');
  const card = await screen.findByRole('region', { name: 'Twoja ostatnia wizyta' });
  expect(card).toHaveTextContent('Zakończona');
  expect(card).toHaveTextContent('Anna');
  expect(card).toHaveTextContent('Salon Rynek, Kraków');
  await userEvent.click(screen.getByRole('button', { name: 'Zarezerwuj ponownie' }));
  await waitFor(() => expect(location().pathname).toBe('/rezerwacja/termin'));
  expect(store.getState().reservationDraft).toMatchObject({
    area: { code: 'krakow' },
    salon: { id: 'M101' },
    service: { id: '1001', price: { value: 120 } },
    hairdresser: { id: 'h1', name: 'Anna' },
    isLastVisitFromCard: true,
  });
});

test('a last visit that cannot be repeated says so on the card', async () => {
  mockSession.authenticated = true;
  mockBaseQuery.mockImplementation(async (args: { url: string }) =>
    args.url === '/api/salons/M101' ? { data: { ...salon, enabled: false } } : answer(args),
  );
  renderRoutes(<ReservationCardModule store={createBookingStore()} />, '/home');
  await userEvent.click(await screen.findByRole('button', { name: 'Zarezerwuj ponownie' }));
  expect(await screen.findByText(/Nie udało się powtórzyć tej wizyty/)).toBeInTheDocument();
});
