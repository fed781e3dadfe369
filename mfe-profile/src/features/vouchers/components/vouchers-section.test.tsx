import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import type { Voucher } from '@salon/contracts/vouchers-api';
import { initI18n, salonNow } from '@salon/i18n';
import { renderRoutes } from '@salon/ui/testing';
import { createProfileStore } from '../../../app/store.ts';
import '../../../i18n.ts';
import { VouchersSection } from './vouchers-section.tsx';

const mockBaseQuery = jest.fn();
jest.mock('@salon/platform', () => ({
  ...jest.requireActual('@salon/platform'),
  createBaseQuery: () => (args: unknown) => mockBaseQuery(args),
}));

interface Call {
  url: string;
  params?: Record<string, unknown>;
}

const today = salonNow();
const day = (offset: number) => today.plus({ days: offset }).toISODate()!;
const shown = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

const voucher = (overrides: Partial<Voucher>): Voucher => ({
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Karnet 5 strzyżeń',
  description: 'Pięć strzyżeń damskich w dowolnym salonie sieci.',
  active: true,
  purchaseDate: '2026-01-10',
  expirationDate: day(30),
  validityMonths: 12,
  entries: { total: 5, left: 3 },
  usedQuantity: 2,
  services: [{ name: 'Strzyżenie damskie' }, { name: 'Modelowanie' }],
  source: 'ecommerce',
  transactions: [
    { date: '2026-02-03T10:30:00', quantity: 1, salon: { id: 'M101', name: 'Warszawa Puławska' } },
    { date: '2026-03-14T16:00:00', quantity: 1, salon: { id: 'M102', name: 'Kraków Rynek' } },
  ],
  ...overrides,
});

const haircuts = voucher({});
const colour = voucher({
  id: '00000000-0000-4000-8000-000000000002',
  name: 'Koloryzacja',
  description: 'Jedna koloryzacja.',
  expirationDate: null,
  validityMonths: null,
  entries: { total: 2, left: 2 },
  usedQuantity: 0,
  services: [],
  transactions: [],
});
const expired = voucher({
  id: '00000000-0000-4000-8000-000000000003',
  name: 'Pielęgnacja włosów',
  active: false,
  expirationDate: day(-10),
  entries: { total: 4, left: 1 },
  usedQuantity: 3,
});
const usedUp = voucher({
  id: '00000000-0000-4000-8000-000000000004',
  name: 'Strzyżenie męskie x2',
  active: false,
  expirationDate: day(100),
  entries: { total: 2, left: 0 },
  usedQuantity: 2,
});

let activeAnswer: () => Promise<unknown>;
let inactiveAnswer: () => Promise<unknown>;
const calls = () => mockBaseQuery.mock.calls.map(([call]) => call as Call);

function renderSection() {
  const view = renderRoutes(
    <Provider store={createProfileStore()}>
      <VouchersSection />
    </Provider>,
    '/profil/vouchery',
  );
  return { ...view, user: userEvent.setup() };
}

const activePart = () => screen.getByRole('region', { name: 'Aktywne vouchery' });
const inactivePart = () => screen.getByRole('region', { name: 'Nieaktywne vouchery' });
const showInactive = () => screen.getByRole('button', { name: 'Pokaż nieaktywne vouchery' });
const toggle = (name: string) => screen.getByRole('button', { name });

beforeAll(() => initI18n());
beforeEach(() => {
  activeAnswer = async () => ({ data: [haircuts, colour] });
  inactiveAnswer = async () => ({ data: [expired, usedUp] });
  mockBaseQuery.mockReset().mockImplementation((call: Call) => (call.params?.active === false ? inactiveAnswer() : activeAnswer()));
});

describe('the active vouchers', () => {
  it('load from GET /api/vouchers behind a loader, each titled h3 under the h2', async () => {
    let answer: () => void = () => undefined;
    activeAnswer = () => new Promise((resolve) => (answer = () => resolve({ data: [haircuts, colour] })));
    renderSection();
    expect(within(activePart()).getByRole('status')).toHaveTextContent('Ładujemy vouchery…');
    answer();
    expect(await screen.findByRole('heading', { level: 3, name: 'Karnet 5 strzyżeń' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Aktywne vouchery', 'Nieaktywne vouchery']);
    expect(within(activePart()).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Karnet 5 strzyżeń',
      'Koloryzacja',
    ]);
    expect(calls()).toEqual([{ url: '/api/vouchers' }]);
  });

  it('sum each voucher up: the entries left with Polish plurals, and the expiry when it has one', async () => {
    renderSection();
    const first = (await within(activePart()).findAllByRole('article'))[0]!;
    expect(first).toHaveTextContent(`Zostały 3 wejścia z 5Ważny do ${shown(day(30))}`);
    const second = within(activePart()).getAllByRole('article')[1]!;
    expect(second).toHaveTextContent('Zostały 2 wejścia z 2');
    expect(second).not.toHaveTextContent('Ważny do');
    expect(toggle('Karnet 5 strzyżeń')).toHaveAccessibleDescription(`Zostały 3 wejścia z 5 Ważny do ${shown(day(30))}`);
  });

  it('open and close as an accordion, showing the details', async () => {
    const { user } = renderSection();
    await screen.findByRole('heading', { level: 3, name: 'Karnet 5 strzyżeń' });
    const button = toggle('Karnet 5 strzyżeń');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Karnet 5 strzyżeń' })).toBeNull();
    expect(screen.getByText('Pięć strzyżeń damskich w dowolnym salonie sieci.')).not.toBeVisible();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const details = screen.getByRole('region', { name: 'Karnet 5 strzyżeń' });
    expect(button).toHaveAttribute('aria-controls', details.id);
    expect(within(details).getByText('Pięć strzyżeń damskich w dowolnym salonie sieci.')).toBeVisible();
    // The other voucher stays closed.
    expect(toggle('Koloryzacja')).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Karnet 5 strzyżeń' })).toBeNull();
  });

  it('detail the validity, purchase date, services, entries and where it was used', async () => {
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Karnet 5 strzyżeń' }));
    const details = within(screen.getByRole('region', { name: 'Karnet 5 strzyżeń' }));
    expect(details.getByText('Ważność').nextSibling).toHaveTextContent('12 miesięcy od pierwszej wizyty');
    expect(details.getByText('Data zakupu').nextSibling).toHaveTextContent('10.01.2026');
    expect(details.getByText('Usługi').nextSibling).toHaveTextContent('Strzyżenie damskieModelowanie');

    const entries = details.getByRole('list', { name: 'Wejścia' });
    expect(within(entries).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Wejście 1 z 5: wykorzystane',
      'Wejście 2 z 5: wykorzystane',
      'Wejście 3 z 5: niewykorzystane',
      'Wejście 4 z 5: niewykorzystane',
      'Wejście 5 z 5: niewykorzystane',
    ]);
    expect(details.getByText('Wykorzystane: 2, pozostałe: 3')).toBeInTheDocument();

    const history = details.getByRole('table', { name: 'Historia użycia' });
    expect(within(history).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Data', 'Liczba wejść', 'Salon']);
    expect(within(history).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual([
      '03.02.20261Warszawa Puławska',
      '14.03.20261Kraków Rynek',
    ]);
  });

  it('leave out what a voucher does not have', async () => {
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Koloryzacja' }));
    const details = within(screen.getByRole('region', { name: 'Koloryzacja' }));
    expect(details.queryByText('Ważność')).toBeNull();
    expect(details.queryByText('Usługi')).toBeNull();
    expect(details.queryByRole('table')).toBeNull();
    expect(details.getByText('Ten voucher nie był jeszcze używany.')).toBeInTheDocument();
    expect(details.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Wejście 1 z 2: niewykorzystane', 'Wejście 2 z 2: niewykorzystane']);
  });

  it('say so when there is none, with the paper-voucher notice still there', async () => {
    activeAnswer = async () => ({ data: [] });
    renderSection();
    expect(await screen.findByRole('heading', { level: 3, name: 'Nie masz aktywnych voucherów' })).toBeInTheDocument();
    expect(screen.getByText('Vouchery papierowe nie są tu widoczne. Możesz je wykorzystać w naszych salonach tak jak dotąd.')).toBeInTheDocument();
  });

  it('a failed call says so and retries', async () => {
    activeAnswer = async () => ({ error: { status: 500, code: 'UNKNOWN_ERROR' } });
    const { user } = renderSection();
    expect(await screen.findByRole('heading', { level: 3, name: 'Nie udało się pobrać voucherów.' })).toBeInTheDocument();
    activeAnswer = async () => ({ data: [haircuts] });
    await user.click(within(activePart()).getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Karnet 5 strzyżeń' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Nie udało się pobrać voucherów.' })).toBeNull();
  });
});

describe('the inactive vouchers', () => {
  it('load only when asked, below, saying why each one is inactive', async () => {
    let answer: () => void = () => undefined;
    inactiveAnswer = () => new Promise((resolve) => (answer = () => resolve({ data: [expired, usedUp] })));
    const { user } = renderSection();
    await screen.findByRole('heading', { level: 3, name: 'Karnet 5 strzyżeń' });
    expect(calls()).toEqual([{ url: '/api/vouchers' }]);
    expect(showInactive()).toHaveAttribute('aria-expanded', 'false');

    await user.click(showInactive());
    expect(calls()).toEqual([{ url: '/api/vouchers' }, { url: '/api/vouchers', params: { active: false } }]);
    const hide = screen.getByRole('button', { name: 'Ukryj nieaktywne vouchery' });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    expect(within(inactivePart()).getByRole('status')).toHaveTextContent('Ładujemy nieaktywne vouchery…');
    answer();

    const [first, second] = await within(inactivePart()).findAllByRole('article');
    expect(within(first!).getByRole('heading', { level: 3 })).toHaveTextContent('Pielęgnacja włosów');
    expect(first).toHaveTextContent(`Zostało 1 wejście z 4Wygasł ${shown(day(-10))}`);
    expect(second).toHaveTextContent('Zostało 0 wejść z 2Wykorzystany');
    expect(second).not.toHaveTextContent('Ważny do');
    expect(within(activePart()).queryByText('Pielęgnacja włosów')).toBeNull();
  });

  it('hide and show again without asking twice', async () => {
    const { user } = renderSection();
    await screen.findByRole('heading', { level: 3, name: 'Karnet 5 strzyżeń' });
    await user.click(showInactive());
    expect(await screen.findByRole('heading', { level: 3, name: 'Pielęgnacja włosów' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ukryj nieaktywne vouchery' }));
    expect(screen.queryByRole('heading', { name: 'Pielęgnacja włosów' })).toBeNull();
    await user.click(showInactive());
    expect(screen.getByRole('heading', { level: 3, name: 'Pielęgnacja włosów' })).toBeInTheDocument();
    expect(calls().filter((call) => call.params?.active === false)).toHaveLength(1);
  });

  it('have their own empty text', async () => {
    inactiveAnswer = async () => ({ data: [] });
    const { user } = renderSection();
    await screen.findByRole('heading', { level: 3, name: 'Karnet 5 strzyżeń' });
    await user.click(showInactive());
    expect(await within(inactivePart()).findByText('Nie masz nieaktywnych voucherów.')).toBeInTheDocument();
  });

  it('a failed call says so and retries', async () => {
    inactiveAnswer = async () => ({ error: { status: 500, code: 'UNKNOWN_ERROR' } });
    const { user } = renderSection();
    await screen.findByRole('heading', { level: 3, name: 'Karnet 5 strzyżeń' });
    await user.click(showInactive());
    expect(await within(inactivePart()).findByRole('heading', { level: 3, name: 'Nie udało się pobrać voucherów.' })).toBeInTheDocument();
    inactiveAnswer = async () => ({ data: [usedUp] });
    await user.click(within(inactivePart()).getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await within(inactivePart()).findByRole('heading', { level: 3, name: 'Strzyżenie męskie x2' })).toBeInTheDocument();
  });
});
