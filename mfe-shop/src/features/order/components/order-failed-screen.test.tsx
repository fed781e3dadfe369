import { configure, screen, waitFor } from '@testing-library/react';
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
const CANCEL_URL = `${ORDER_URL}/cancel`;

/** The failure page with the order in `status` after the cancel. */
function renderFailurePage(status: ShopOrder['status'], cancel: () => unknown = () => ({ data: order('CANCELLED') })) {
  mockBaseQuery.mockImplementation(
    shopApiDouble({
      [`POST ${CANCEL_URL}`]: () => cancel() as { data: unknown },
      [`GET ${ORDER_URL}`]: () => ({ data: order(status) }),
    }),
  );
  return renderRoutes(<ShopRoutes store={createShopStore()} />, `/sklep/zamowienie/${ORDER_ID}/niepowodzenie`);
}

beforeAll(() => initI18n());
beforeEach(() => {
  mockBaseQuery.mockReset();
  signIn();
  // StrictMode at the root runs every effect twice, as development builds do: the cancel must still go once.
  configure({ reactStrictMode: true });
});
afterEach(() => configure({ reactStrictMode: false }));

describe('the payment failure page', () => {
  it('cancels the order once, then says nothing was charged and offers to try again', async () => {
    renderFailurePage('CANCELLED');
    expect(await screen.findByText(/Nic nie zostało pobrane i voucher nie został wydany/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Płatność nie powiodła się' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Płatność nie została zrealizowana.');
    expect(screen.getByRole('link', { name: 'Spróbuj ponownie' })).toHaveAttribute('href', `/sklep/kasa/${VOUCHER.id}`);
    expect(screen.getByRole('link', { name: 'Wróć do sklepu' })).toHaveAttribute('href', '/sklep');
    expect(callsTo(mockBaseQuery, 'POST', CANCEL_URL)).toHaveLength(1);
    // The order is read after the cancel, not before.
    const calls = mockBaseQuery.mock.calls.map(([call]) => `${(call as { method?: string }).method ?? 'GET'} ${(call as { url: string }).url}`);
    expect(calls.indexOf(`POST ${CANCEL_URL}`)).toBeLessThan(calls.indexOf(`GET ${ORDER_URL}`));
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('still shows the way back when the cancel is refused (too many tries) and the order had failed', async () => {
    renderFailurePage('FAILED', () => ({ error: { status: 429, code: 'RATE_LIMITED' } }));
    expect(await screen.findByRole('link', { name: 'Spróbuj ponownie' })).toHaveAttribute('href', `/sklep/kasa/${VOUCHER.id}`);
  });

  it.each(['PAID' as const, 'PENDING' as const])('sends a %s order (paid after all, or being paid) to its page, which waits for it', async (status) => {
    const { location } = renderFailurePage(status, () => ({ data: order(status) }));
    await waitFor(() => expect(location().pathname).toBe(`/sklep/zamowienie/${ORDER_ID}`));
  });
});
