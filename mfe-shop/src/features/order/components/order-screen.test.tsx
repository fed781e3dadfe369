import { act, screen } from '@testing-library/react';
import type { ShopOrder } from '@salon/contracts/shop-api';
import { initI18n } from '@salon/i18n';
import { renderRoutes } from '@salon/ui/testing';
import { createShopStore } from '../../../app/store.ts';
import { ORDER_ID, VOUCHER, callsTo, order, shopApiDouble, signIn } from '../../../lib/test-fixtures.ts';
import ShopRoutes from '../../../routes.tsx';

const mockBaseQuery = jest.fn();
jest.mock('@salon/platform', () => ({
  ...jest.requireActual('@salon/platform'),
  createBaseQuery: () => (args: unknown) => mockBaseQuery(args),
}));

const ORDER_URL = `/api/shop/orders/${ORDER_ID}`;

/** The order page, with the API answering GET of the order with each status in turn (the last one from then on). */
function renderOrder(statuses: ShopOrder['status'][]) {
  let asked = 0;
  mockBaseQuery.mockImplementation(
    shopApiDouble({
      [`GET ${ORDER_URL}`]: () => {
        const status = statuses[Math.min(asked, statuses.length - 1)] ?? 'PENDING';
        asked += 1;
        return { data: order(status) };
      },
    }),
  );
  return renderRoutes(<ShopRoutes store={createShopStore()} />, `/sklep/zamowienie/${ORDER_ID}`);
}

const liveStatus = () => screen.getAllByRole('status').find((region) => region.tagName === 'P') as HTMLElement;
const gets = () => callsTo(mockBaseQuery, 'GET', ORDER_URL).length;
const wait = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

beforeAll(() => initI18n());
beforeEach(() => {
  jest.useFakeTimers();
  mockBaseQuery.mockReset();
  signIn();
});
afterEach(() => jest.useRealTimers());

describe('the order page', () => {
  it('asks every 2 s while the payment is pending, then shows the paid voucher with the way to the profile', async () => {
    renderOrder(['PENDING', 'PENDING', 'PAID']);
    expect(await screen.findByText('Czekamy na potwierdzenie płatności…')).toBe(liveStatus());
    expect(gets()).toBe(1);
    await wait(2_000);
    expect(gets()).toBe(2);
    expect(liveStatus()).toHaveTextContent('Czekamy na potwierdzenie płatności…');
    await wait(2_000);
    expect(gets()).toBe(3);
    expect(liveStatus()).toHaveTextContent('Płatność przyjęta. Voucher jest w Twoim profilu.');
    const thanks = screen.getByRole('heading', { level: 2, name: 'Dziękujemy za zakup!' });
    expect(thanks).toHaveFocus();
    expect(screen.getByText(`Voucher „${VOUCHER.name}” na 5 wizyt jest już w Twoim profilu. Pokaż go w salonie przy wizycie.`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zobacz moje vouchery' })).toHaveAttribute('href', '/profil/vouchery');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Płatność przyjęta');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    // Paid: no more asking.
    await wait(10_000);
    expect(gets()).toBe(3);
  });

  it('says after a minute that the payment is being confirmed and the voucher will appear in the profile', async () => {
    renderOrder(['PENDING']);
    await wait(10);
    await wait(60_000);
    expect(liveStatus()).toHaveTextContent('Płatność jest jeszcze potwierdzana.');
    expect(screen.getByText(/pojawi się w Twoim profilu/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zobacz moje vouchery' })).toHaveAttribute('href', '/profil/vouchery');
    const asked = gets();
    expect(asked).toBeGreaterThanOrEqual(30);
    expect(asked).toBeLessThanOrEqual(31);
    await wait(10_000);
    expect(gets()).toBe(asked);
  });

  it('shows a failed payment: nothing charged, try again with the same voucher', async () => {
    renderOrder(['FAILED']);
    expect(await screen.findByText('Płatność nie została zrealizowana.')).toBe(liveStatus());
    expect(screen.getByRole('heading', { level: 2, name: 'Nie pobraliśmy żadnej kwoty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Spróbuj ponownie' })).toHaveAttribute('href', `/sklep/kasa/${VOUCHER.id}`);
    expect(screen.getByRole('link', { name: 'Wróć do sklepu' })).toHaveAttribute('href', '/sklep');
  });
});
