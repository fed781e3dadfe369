import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@salon/i18n';
import { renderRoutes } from '@salon/ui/testing';
import { createShopStore } from '../../../app/store.ts';
import { SECOND_VOUCHER, VOUCHER, recordSignInRequests, shopApiDouble, signIn, signOut, structuredData } from '../../../lib/test-fixtures.ts';
import ShopRoutes from '../../../routes.tsx';

const mockBaseQuery = jest.fn();
jest.mock('@salon/platform', () => ({
  ...jest.requireActual('@salon/platform'),
  createBaseQuery: () => (args: unknown) => mockBaseQuery(args),
}));

const PATH = `/sklep/voucher/${VOUCHER.id}`;

function renderAt(path = PATH) {
  return { ...renderRoutes(<ShopRoutes store={createShopStore()} />, path), user: userEvent.setup() };
}

let signInRequests: ReturnType<typeof recordSignInRequests>;
beforeAll(() => initI18n());
beforeEach(() => {
  mockBaseQuery.mockReset().mockImplementation(shopApiDouble());
  signOut();
  signInRequests = recordSignInRequests();
});
afterEach(() => signInRequests.stop());

describe('a voucher page', () => {
  it('shows the services, entries, validity, price and description', async () => {
    renderAt();
    expect(await screen.findByRole('heading', { level: 1, name: 'Karnet: 5 × modelowanie' })).toBeInTheDocument();
    const facts = screen.getAllByRole('definition')[0]?.closest('dl') as HTMLElement;
    expect(within(facts).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Modelowanie', 'Mycie włosów']);
    expect(facts).toHaveTextContent('Liczba wejść5 wizyt');
    expect(facts).toHaveTextContent('Ważność12 miesięcy od pierwszej wizyty');
    expect(screen.getByText(/450,00\s*zł/)).toBeInTheDocument();
    expect(screen.getByText('Do wykorzystania w każdym salonie sieci.')).toBeInTheDocument();
  });

  it('says when a voucher has no time limit', async () => {
    renderAt(`/sklep/voucher/${SECOND_VOUCHER.id}`);
    expect(await screen.findByText('Bez limitu czasu')).toBeInTheDocument();
  });

  it('gives search engines a Product sold online by the chain, in PLN', async () => {
    renderAt();
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(structuredData()).not.toBeNull());
    expect(structuredData()).toMatchObject({
      '@type': 'Product',
      name: 'Karnet: 5 × modelowanie',
      brand: { '@type': 'Brand', name: 'Salon' },
      offers: { '@type': 'Offer', price: '450', priceCurrency: 'PLN', availability: 'https://schema.org/OnlineOnly' },
    });
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `http://localhost${PATH}`);
  });

  it('sends a signed-in customer to the checkout', async () => {
    signIn();
    renderAt();
    expect(await screen.findByRole('link', { name: 'Kup voucher' })).toHaveAttribute('href', `/sklep/kasa/${VOUCHER.id}`);
  });

  it('asks a guest to sign in and to come back to the checkout', async () => {
    const { user, location } = renderAt();
    await user.click(await screen.findByRole('button', { name: 'Kup voucher' }));
    expect(signInRequests.opened).toEqual([{ stage: 'IDENTIFICATION', returnPath: `/sklep/kasa/${VOUCHER.id}` }]);
    expect(location().pathname).toBe(PATH);
  });

  it('says a voucher no longer on sale is not in the shop, and a failure to load with a retry', async () => {
    const gone = '00000000-0000-4000-8000-000000000000';
    let answer: { error: { status: number; code: string } } = { error: { status: 404, code: 'NOT_FOUND' } };
    mockBaseQuery.mockImplementation(shopApiDouble({ [`GET /api/shop/vouchers/${gone}`]: () => answer }));
    renderAt(`/sklep/voucher/${gone}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Nie ma takiego vouchera' })).toBeInTheDocument();
    answer = { error: { status: 503, code: 'UNKNOWN_ERROR' } };
    renderAt(`/sklep/voucher/${gone}`);
    expect(await screen.findByText('Nie udało się wczytać vouchera.')).toBeInTheDocument();
  });
});
