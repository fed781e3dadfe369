import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import type { LoyaltyTransaction, Receipt, ReturnDocument, TransactionsPage } from '@salon/contracts/loyalty-api';
import { initI18n } from '@salon/i18n';
import { renderRoutes } from '@salon/ui/testing';
import '../../../i18n.ts';
import { createProfileStore } from '../../../app/store.ts';
import { LoyaltyHistorySection } from './loyalty-history-section.tsx';

const mockBaseQuery = jest.fn();
jest.mock('@salon/platform', () => ({
  ...jest.requireActual('@salon/platform'),
  createBaseQuery: () => (args: unknown) => mockBaseQuery(args),
}));

const PLN = (value: number) => ({ value, currency: 'PLN' });
const RECEIPT_ID = '11111111-1111-4111-8111-111111111111';
const RETURN_ID = '22222222-2222-4222-8222-222222222222';
const FIRST = '/api/loyalty-points/transactions?skip=0&limit=15';
const SECOND = '/api/loyalty-points/transactions?skip=15&limit=15';

const entry = (n: number, overrides: Partial<LoyaltyTransaction> = {}): LoyaltyTransaction => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  title: 'Warszawa Puławska',
  date: `2026-11-${String(20 - (n % 19)).padStart(2, '0')}T12:00:00`,
  points: { in: 100 + n, out: 0 },
  receiptId: null,
  returnId: null,
  employeeName: 'Iza W.',
  ...overrides,
});

const firstPage: TransactionsPage = {
  data: [
    entry(1, { receiptId: RECEIPT_ID, points: { in: 269, out: 0 }, date: '2026-11-20T07:30:00' }),
    entry(2, { returnId: RETURN_ID, points: { in: 0, out: 49 }, title: 'Kraków Floriańska', date: '2026-11-19T10:00:00' }),
    ...Array.from({ length: 13 }, (_, i) => entry(i + 3)),
  ],
  links: { next: SECOND },
};
const secondPage: TransactionsPage = { data: [entry(40, { title: 'Wrocław Świdnicka' })], links: {} };

const company = { name: 'Salon Polska sp. z o.o.', nip: '5253000123', location: { address: ['ul. Prosta 20'], postcode: '00-850', city: 'Warszawa' } };
const salon = { id: 'M101', name: 'Warszawa Puławska', location: { address: ['ul. Puławska 12'], postcode: '02-566', city: 'Warszawa' } };
const receipt: Receipt = {
  id: RECEIPT_ID,
  documentNumber: 'PAR/2026/11/T1',
  date: '2026-11-20T07:30:00',
  brand: 'Salon',
  barcode: 'R1012611203FA2C1D0',
  company,
  salon,
  items: [
    { line: 1, name: 'Strzyżenie damskie', quantity: 1, unitGrossPrice: PLN(120), totalGrossPrice: PLN(96), taxCode: 'A', taxRate: 23, campaignName: 'Rabat urodzinowy -20%', discountAmount: PLN(24) },
    { line: 2, name: 'Szampon 250 ml', quantity: 2, unitGrossPrice: PLN(49.99), totalGrossPrice: PLN(99.98), taxCode: 'A', taxRate: 23, campaignName: null, discountAmount: null },
  ],
  taxes: [{ taxCode: 'A', taxRate: 23, netPrice: PLN(159.27), grossPrice: PLN(195.98), taxAmount: PLN(36.65) }],
  total: { grossPrice: PLN(195.98), taxAmount: PLN(36.65) },
  employeeName: 'Iza W.',
  points: 269,
  payments: [{ method: 'CARD', amount: PLN(195.98) }],
};
const returned: ReturnDocument = {
  id: RETURN_ID,
  documentNumber: 'ZW/2026/11/T1',
  date: '2026-11-19T10:00:00',
  brand: 'Salon',
  barcode: 'Z1012611193FA2C1D1',
  company,
  salon,
  items: [{ line: 1, name: 'Szampon 250 ml', quantity: 1, unitGrossPrice: PLN(49.99), totalGrossPrice: PLN(49.99), taxCode: 'A', taxRate: 23, campaignName: null, discountAmount: null }],
  taxes: [{ taxCode: 'A', taxRate: 23, netPrice: PLN(40.64), grossPrice: PLN(49.99), taxAmount: PLN(9.35) }],
  total: { grossPrice: PLN(49.99), taxAmount: PLN(9.35) },
  employeeName: 'Iza W.',
  points: 49,
  receipt: { id: RECEIPT_ID, barcode: 'R1012611203FA2C1D0' },
};

const answers: Record<string, unknown> = {
  [FIRST]: firstPage,
  [SECOND]: secondPage,
  [`/api/receipts/${RECEIPT_ID}`]: receipt,
  [`/api/returns/${RETURN_ID}`]: returned,
};

beforeAll(() => initI18n());
beforeEach(() => {
  mockBaseQuery.mockReset();
  mockBaseQuery.mockImplementation(async ({ url }: { url: string }) => (url in answers ? { data: answers[url] } : { error: { status: 404, code: 'NOT_FOUND' } }));
  // jsdom has no canvas; the barcode measures its printed value with one.
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => ({ font: '', measureText: (text: string) => ({ width: text.length * 8 }) }) as unknown as CanvasRenderingContext2D,
  );
});

const renderSection = () =>
  renderRoutes(
    <Provider store={createProfileStore()}>
      <LoyaltyHistorySection />
    </Provider>,
    '/profil/wizyty',
  );
const calls = (url: string) => mockBaseQuery.mock.calls.filter(([args]) => (args as { url: string }).url === url).length;

test('lists the ledger newest first with dates, places, employees and signed points; more pages by links.next', async () => {
  renderSection();
  const list = await screen.findByRole('list', { name: 'Historia punktów' });
  const items = within(list).getAllByRole('listitem');
  expect(items).toHaveLength(15);
  expect(items[0]).toHaveTextContent('20.11.2026');
  expect(items[0]).toHaveTextContent('Warszawa Puławska');
  expect(items[0]).toHaveTextContent('Obsługa: Iza W.');
  expect(items[0]).toHaveTextContent('+269 pkt');
  expect(items[1]).toHaveTextContent('−49 pkt');
  expect(mockBaseQuery).toHaveBeenCalledWith(expect.objectContaining({ url: FIRST, apiVersion: 3 }));

  await userEvent.click(screen.getByRole('button', { name: 'Pokaż starsze wpisy' }));
  await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(16));
  expect(within(list).getAllByRole('listitem')[15]).toHaveTextContent('Wrocław Świdnicka');
  // The last page has no next link: no more button.
  expect(screen.queryByRole('button', { name: 'Pokaż starsze wpisy' })).not.toBeInTheDocument();
});

test('a receipt opens with its company, items, discounts, VAT table, payments and barcode, fetched once', async () => {
  renderSection();
  const toggle = await screen.findByRole('button', { name: 'Pokaż paragon' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(calls(`/api/receipts/${RECEIPT_ID}`)).toBe(0);
  await userEvent.click(toggle);
  const document = await screen.findByRole('region', { name: 'Paragon PAR/2026/11/T1' });
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(document).toHaveTextContent('Salon Polska sp. z o.o.');
  expect(document).toHaveTextContent('NIP 5253000123');
  expect(document).toHaveTextContent('2026-11-20');
  const items = within(document).getByRole('table', { name: 'Pozycje' });
  const cut = within(items).getByRole('row', { name: /Strzyżenie damskie/ });
  expect(cut).toHaveTextContent('Rabat urodzinowy -20%');
  expect(cut).toHaveTextContent(/−24,00\s*zł/);
  expect(cut).toHaveTextContent(/96,00\s*zł/);
  const vat = within(document).getByRole('table', { name: 'Podatek VAT' });
  expect(within(vat).getByRole('row', { name: /A 23%/ })).toHaveTextContent(/159,27\s*zł.*36,65\s*zł.*195,98\s*zł/);
  expect(document).toHaveTextContent(/Karta\s*195,98\s*zł/);
  expect(within(document).getByRole('img', { name: 'Kod kreskowy R1012611203FA2C1D0' })).toBeInTheDocument();
  await waitFor(() => expect(document.querySelectorAll('svg rect').length).toBeGreaterThan(20));

  await userEvent.click(screen.getByRole('button', { name: 'Ukryj paragon' }));
  expect(document).not.toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Pokaż paragon' }));
  expect(calls(`/api/receipts/${RECEIPT_ID}`)).toBe(1);
});

test('a return names the receipt it belongs to', async () => {
  renderSection();
  await userEvent.click(await screen.findByRole('button', { name: 'Pokaż zwrot' }));
  const document = await screen.findByRole('region', { name: 'Zwrot ZW/2026/11/T1' });
  expect(document).toHaveTextContent('Do paragonu R1012611203FA2C1D0');
  expect(document).toHaveTextContent(/Zwrot razem\s*49,99\s*zł/);
});

test('no history: the empty message', async () => {
  answers[FIRST] = { data: [], links: {} };
  renderSection();
  expect(await screen.findByRole('heading', { name: 'Nie masz jeszcze historii punktów' })).toBeInTheDocument();
  answers[FIRST] = firstPage;
});

test('a failed load shows an error, and retry loads the ledger', async () => {
  mockBaseQuery.mockImplementationOnce(async () => ({ error: { status: 500, code: 'UNKNOWN_ERROR' } }));
  renderSection();
  expect(await screen.findByRole('alert')).toHaveTextContent('Nie udało się wczytać historii punktów.');
  await userEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
  expect(await screen.findByRole('list', { name: 'Historia punktów' })).toBeInTheDocument();
});
