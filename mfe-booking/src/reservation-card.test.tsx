import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@salon/i18n';
import { renderRoutes } from '@salon/ui/testing';
import { createBookingStore } from './app/store.ts';
import { areaSelected, serviceSelected } from './lib/reservation-draft-slice.ts';
import ReservationCardModule from './reservation-card.tsx';
import { repeatAnswer, repeatSalon as salon } from './repeat-visit-fixtures.ts';

const mockBaseQuery = jest.fn();
const mockSession = { authenticated: false, user: null };
jest.mock('@salon/platform', () => ({
  ...jest.requireActual('@salon/platform'),
  createBaseQuery: () => (args: unknown) => mockBaseQuery(args),
  useSession: () => mockSession,
}));

beforeAll(() => initI18n());
beforeEach(() => {
  mockBaseQuery.mockReset().mockImplementation(async (args: { url: string }) => repeatAnswer(args));
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
    args.url === '/api/salons/M101' ? { data: { ...salon, enabled: false } } : repeatAnswer(args),
  );
  renderRoutes(<ReservationCardModule store={createBookingStore()} />, '/home');
  await userEvent.click(await screen.findByRole('button', { name: 'Zarezerwuj ponownie' }));
  expect(await screen.findByText(/Nie udało się powtórzyć tej wizyty/)).toBeInTheDocument();
});
