import { screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { RecentVisit, Visit } from '@salon/contracts/reservations-api';
import { initI18n } from '@salon/i18n';
import { loadRemoteModule } from '@salon/platform';
import { renderRoutes } from '@salon/ui/testing';
import '../../../i18n.ts';
import { createProfileStore } from '../../../app/store.ts';
import { ReservationsSection } from './reservations-section.tsx';

const mockBaseQuery = jest.fn();
jest.mock('@salon/platform', () => ({
  ...jest.requireActual('@salon/platform'),
  createBaseQuery: () => (args: unknown) => mockBaseQuery(args),
  loadRemoteModule: jest.fn(),
}));

/** Booking's exposed cards, as stand-ins that show what they were given. */
function VisitCard({ visit }: { visit: Visit }) {
  return <p>Karta wizyty {visit.id}</p>;
}
function RecentVisitCard({ visit }: { visit: RecentVisit }) {
  return <p>Ostatnia wizyta {visit.id}</p>;
}

const visit = (id: string, startDateTime: string) => ({ id, startDateTime, status: 'ACTIVE' }) as Visit;
const recent = (id: string, startDateTime: string) => ({ id, startDateTime, status: 'ACTIVE' }) as RecentVisit;

function answer(upcoming: Visit[], recentVisits: RecentVisit[] | 'none') {
  mockBaseQuery.mockImplementation(async ({ url }: { url: string }) => {
    if (url === '/api/visits/upcoming') return { data: upcoming };
    if (url === '/api/visits/recentVisits') return recentVisits === 'none' ? { error: { status: 404, code: 'NOT_FOUND' } } : { data: recentVisits };
    return { error: { status: 404, code: 'NOT_FOUND' } };
  });
}

beforeAll(() => initI18n());
beforeEach(() => {
  mockBaseQuery.mockReset();
  jest.mocked(loadRemoteModule).mockImplementation(async (_remote, module) => ({ default: module === './VisitCard' ? VisitCard : RecentVisitCard }) as never);
});

const renderSection = () =>
  renderRoutes(
    <Provider store={createProfileStore()}>
      <ReservationsSection />
    </Provider>,
    '/profil/rezerwacje',
  );

test('upcoming visits show booking’s own card each, with a new-reservation button', async () => {
  answer([visit('v1', '2099-01-10T10:00:00'), visit('v2', '2099-01-12T12:00:00')], 'none');
  renderSection();
  const upcoming = await screen.findByRole('region', { name: 'Nadchodzące wizyty' });
  expect(await within(upcoming).findByText('Karta wizyty v1')).toBeInTheDocument();
  expect(within(upcoming).getByText('Karta wizyty v2')).toBeInTheDocument();
  expect(loadRemoteModule).toHaveBeenCalledWith('booking', './VisitCard');
  expect(within(upcoming).getByRole('link', { name: 'Nowa rezerwacja' })).toHaveAttribute('href', '/rezerwacja');
  // No recent visit (404): no recent section.
  expect(screen.queryByRole('region', { name: 'Ostatnie wizyty' })).not.toBeInTheDocument();
});

test('no upcoming visit: the invitation to book', async () => {
  answer([], 'none');
  renderSection();
  expect(await screen.findByRole('heading', { name: 'Nie masz zaplanowanych wizyt' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Umów wizytę' })).toHaveAttribute('href', '/rezerwacja');
});

test('recent visits: only those that took place, without the ones listed as upcoming', async () => {
  answer([visit('v1', '2099-01-10T10:00:00')], [recent('v1', '2099-01-10T10:00:00'), recent('r1', '2020-05-01T10:00:00'), recent('r2', '2020-04-01T10:00:00')]);
  renderSection();
  const section = await screen.findByRole('region', { name: 'Ostatnie wizyty' });
  expect(await within(section).findByText('Ostatnia wizyta r1')).toBeInTheDocument();
  expect(within(section).getByText('Ostatnia wizyta r2')).toBeInTheDocument();
  expect(within(section).queryByText('Ostatnia wizyta v1')).not.toBeInTheDocument();
});

test('a failed list says so with a retry', async () => {
  mockBaseQuery.mockResolvedValue({ error: { status: 500, code: 'UNKNOWN_ERROR' } });
  renderSection();
  expect(await screen.findByRole('alert')).toHaveTextContent('Nie udało się wczytać Twoich rezerwacji.');
  expect(screen.getByRole('button', { name: 'Spróbuj ponownie' })).toBeInTheDocument();
});
