import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@salon/i18n';
import { renderRoutes } from '@salon/ui/testing';
import { createBookingStore } from './app/store.ts';
import RecentVisitCardModule from './recent-visit-card.tsx';
import { recentVisit, repeatAnswer } from './repeat-visit-fixtures.ts';

const mockBaseQuery = jest.fn();
jest.mock('@salon/platform', () => ({
  ...jest.requireActual('@salon/platform'),
  createBaseQuery: () => (args: unknown) => mockBaseQuery(args),
}));

const visit = recentVisit;

beforeAll(() => initI18n());
beforeEach(() => {
  mockBaseQuery.mockReset().mockImplementation(async (args: { url: string }) => repeatAnswer(args));
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
