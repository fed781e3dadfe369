import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import type { Campaign } from '@salon/contracts/loyalty-api';
import { initI18n, salonNow } from '@salon/i18n';
import { renderRoutes } from '@salon/ui/testing';
import { createProfileStore } from '../../../app/store.ts';
import '../../../i18n.ts';
import { CampaignsSection } from './campaigns-section.tsx';

const mockBaseQuery = jest.fn();
jest.mock('@salon/platform', () => ({
  ...jest.requireActual('@salon/platform'),
  createBaseQuery: () => (args: unknown) => mockBaseQuery(args),
}));

const today = salonNow();
const day = (offset: number) => today.plus({ days: offset }).toISODate()!;
const thisYear = today.year;

const campaign = (overrides: Partial<Campaign>): Campaign => ({
  id: 'c1',
  code: 'POINTS_COLLECTION',
  name: 'Zbieraj punkty',
  description: 'Zbierz punkty na wizytach i odbierz nagrodę.',
  details: null,
  pointsAcquired: 120,
  pointsRequired: 500,
  startDate: `${thisYear}-01-01`,
  endDate: `${thisYear}-12-31`,
  active: true,
  ...overrides,
});

const running = campaign({ id: 'c1', name: 'Zbieraj punkty', details: 'Punkty liczą się tylko za wizyty w salonach własnych.' });
const upcoming = campaign({
  id: 'c2',
  code: 'VOUCHER_BUY',
  name: 'Voucher z bonusem',
  active: false,
  pointsAcquired: 0,
  startDate: day(3),
  endDate: `${thisYear + 1}-02-28`,
});
const unfinished = campaign({ id: 'c3', code: 'FIRST_RESERVATION_FROM_MOBILE', name: 'Pierwsza rezerwacja w aplikacji', active: false, pointsAcquired: 30, pointsRequired: 100 });
const consents = campaign({ id: 'c4', code: 'MARKETING_CONSENT', name: 'Zgody marketingowe', active: false, pointsAcquired: 80, pointsRequired: null });

function renderSection() {
  const view = renderRoutes(
    <Provider store={createProfileStore()}>
      <CampaignsSection />
    </Provider>,
    '/profil/promocje',
  );
  return { ...view, user: userEvent.setup() };
}

const card = (name: string) => screen.getByRole('article', { name });
const answerWith = (campaigns: Campaign[]) => mockBaseQuery.mockImplementation(async () => ({ data: campaigns }));

beforeAll(() => initI18n());
beforeEach(() => {
  mockBaseQuery.mockReset();
  answerWith([running, upcoming, unfinished, consents]);
});

it('loads GET /api/campaigns behind a loader', async () => {
  let answer: () => void = () => undefined;
  mockBaseQuery.mockImplementation(() => new Promise((resolve) => (answer = () => resolve({ data: [running] }))));
  renderSection();
  expect(screen.getByRole('status')).toHaveTextContent('Ładujemy promocje…');
  answer();
  expect(await screen.findByRole('heading', { level: 2, name: 'Zbieraj punkty' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).toBeNull();
  expect(mockBaseQuery).toHaveBeenCalledWith({ url: '/api/campaigns' });
});

it('shows each campaign as a card titled h2, in the API’s order', async () => {
  renderSection();
  await screen.findAllByRole('article');
  expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
    'Zbieraj punkty',
    'Voucher z bonusem',
    'Pierwsza rezerwacja w aplikacji',
    'Zgody marketingowe',
  ]);
  const first = within(card('Zbieraj punkty'));
  expect(first.getByText('Zbierz punkty na wizytach i odbierz nagrodę.')).toBeInTheDocument();
  expect(first.getByText('Punkty liczą się tylko za wizyty w salonach własnych.')).toBeInTheDocument();
});

it('labels each campaign active, soon, in progress or not at all, in words', async () => {
  renderSection();
  await screen.findAllByRole('article');
  expect(card('Zbieraj punkty')).toHaveTextContent('Status promocji: Aktywna');
  expect(card('Voucher z bonusem')).toHaveTextContent('Status promocji: Wkrótce');
  expect(card('Pierwsza rezerwacja w aplikacji')).toHaveTextContent('Status promocji: W trakcie');
  expect(card('Zgody marketingowe')).not.toHaveTextContent('Status promocji');
});

it('gives the dates without the year when the campaign ends this year, with it otherwise', async () => {
  renderSection();
  await screen.findAllByRole('article');
  expect(card('Zbieraj punkty')).toHaveTextContent('Czas trwania: 1 stycznia – 31 grudnia');
  expect(card('Zbieraj punkty')).not.toHaveTextContent(String(thisYear));
  expect(card('Voucher z bonusem')).toHaveTextContent(`– 28 lutego ${thisYear + 1}`);
  expect(card('Voucher z bonusem')).toHaveTextContent(new RegExp(`Czas trwania: \\d+ \\S+ ${thisYear} –`));
});

it('draws the points as an accessible progress bar with the points in text', async () => {
  renderSection();
  await screen.findAllByRole('article');
  const bar = screen.getByRole('progressbar', { name: 'Postęp: Zbieraj punkty' });
  expect(bar).toHaveAttribute('aria-valuemin', '0');
  expect(bar).toHaveAttribute('aria-valuemax', '100');
  expect(bar).toHaveAttribute('aria-valuenow', '24');
  expect(bar).toHaveAttribute('aria-valuetext', '120 punktów z 500');
  expect(card('Zbieraj punkty')).toHaveTextContent('Twoje punkty120 / 500 pkt');

  expect(screen.getByRole('progressbar', { name: 'Postęp: Voucher z bonusem' })).toHaveAttribute('aria-valuenow', '0');
  expect(screen.getByRole('progressbar', { name: 'Postęp: Pierwsza rezerwacja w aplikacji' })).toHaveAttribute('aria-valuetext', '30 punktów z 100');
});

it('fills the bar when there is no goal, with the points alone', async () => {
  renderSection();
  await screen.findAllByRole('article');
  const bar = screen.getByRole('progressbar', { name: 'Postęp: Zgody marketingowe' });
  expect(bar).toHaveAttribute('aria-valuenow', '100');
  expect(bar).toHaveAttribute('aria-valuetext', '80 punktów');
  expect(card('Zgody marketingowe')).toHaveTextContent('Twoje punkty80 pkt');
});

it('uses the Polish plural forms in the spoken points', async () => {
  answerWith([
    campaign({ id: 'a', name: 'Jeden', pointsAcquired: 1 }),
    campaign({ id: 'b', name: 'Dwa', pointsAcquired: 22 }),
    campaign({ id: 'c', name: 'Pięć', pointsAcquired: 12 }),
  ]);
  renderSection();
  await screen.findAllByRole('article');
  expect(screen.getByRole('progressbar', { name: 'Postęp: Jeden' })).toHaveAttribute('aria-valuetext', '1 punkt z 500');
  expect(screen.getByRole('progressbar', { name: 'Postęp: Dwa' })).toHaveAttribute('aria-valuetext', '22 punkty z 500');
  expect(screen.getByRole('progressbar', { name: 'Postęp: Pięć' })).toHaveAttribute('aria-valuetext', '12 punktów z 500');
});

it('says so when there is no campaign', async () => {
  answerWith([]);
  renderSection();
  expect(await screen.findByRole('heading', { level: 2, name: 'Nie ma teraz żadnych promocji' })).toBeInTheDocument();
  expect(screen.getByText('Gdy pojawi się nowa promocja, znajdziesz ją w tym miejscu.')).toBeInTheDocument();
  expect(screen.queryByRole('article')).toBeNull();
});

it('a failed call says so and retries', async () => {
  mockBaseQuery.mockImplementation(async () => ({ error: { status: 500, code: 'UNKNOWN_ERROR' } }));
  const { user } = renderSection();
  expect(await screen.findByRole('heading', { level: 2, name: 'Nie udało się pobrać promocji.' })).toBeInTheDocument();
  expect(screen.queryByRole('article')).toBeNull();
  answerWith([running]);
  await user.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
  expect(await screen.findByRole('article', { name: 'Zbieraj punkty' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Nie udało się pobrać promocji.' })).toBeNull();
  expect(mockBaseQuery).toHaveBeenCalledTimes(2);
});
