import { screen, waitFor, within } from '@testing-library/react';
import { initI18n } from '@salon/i18n';
import { renderRoutes } from '@salon/ui/testing';
import { createShopStore } from './app/store.ts';
import { ORDER_ID, VOUCHER, product, recordSignInRequests, shopApiDouble, signIn, signOut } from './lib/test-fixtures.ts';
import ShopRoutes from './routes.tsx';

const mockBaseQuery = jest.fn();
jest.mock('@salon/platform', () => ({
  ...jest.requireActual('@salon/platform'),
  createBaseQuery: () => (args: unknown) => mockBaseQuery(args),
}));

const renderAt = (path: string) => renderRoutes(<ShopRoutes store={createShopStore()} />, path);

const heading = () => screen.getByRole('heading', { level: 1 });
const breadcrumb = () => within(screen.getByRole('navigation', { name: 'Ścieżka nawigacji' }));

let signInRequests: ReturnType<typeof recordSignInRequests>;
beforeAll(() => initI18n());
beforeEach(() => {
  mockBaseQuery.mockReset().mockImplementation(shopApiDouble({ 'GET /api/users/me/favorite-products': () => ({ data: [] }) }));
  signOut();
  signInRequests = recordSignInRequests();
});
afterEach(() => signInRequests.stop());

describe('shop routes', () => {
  it('/sklep shows the list', async () => {
    renderAt('/sklep');
    expect(heading()).toHaveTextContent('Sklep');
    expect(breadcrumb().getByRole('link', { name: 'Strona główna' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Sklep: kosmetyki do włosów i vouchery na usługi | Salon');
    expect(await screen.findByRole('list', { name: 'Wyniki' })).toBeInTheDocument();
  });

  it.each([
    [`/sklep/produkt/${product(4).id}`, 'Szampon 4'],
    [`/sklep/voucher/${VOUCHER.id}`, VOUCHER.name],
  ])('%s shows %s under the shop, public', async (path, title) => {
    renderAt(path);
    await waitFor(() => expect(heading()).toHaveTextContent(title));
    expect(breadcrumb().getByRole('link', { name: 'Sklep' })).toHaveAttribute('href', '/sklep');
    expect(signInRequests.opened).toEqual([]);
  });

  it.each(['/sklep/ulubione', `/sklep/kasa/${VOUCHER.id}`, `/sklep/zamowienie/${ORDER_ID}`, `/sklep/zamowienie/${ORDER_ID}/niepowodzenie`])(
    '%s without a session goes home and opens a full-screen, non-closable sign-in coming back to it',
    async (path) => {
      const { location } = renderAt(path);
      await waitFor(() => expect(location().pathname).toBe('/'));
      expect(signInRequests.opened).toEqual([{ stage: 'IDENTIFICATION', fullScreen: true, closable: false, returnPath: path }]);
      expect(mockBaseQuery).not.toHaveBeenCalled();
    },
  );

  it('favourites with a session show, noindex', async () => {
    signIn();
    renderAt('/sklep/ulubione');
    expect(heading()).toHaveTextContent('Ulubione produkty');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(await screen.findByRole('heading', { name: 'Nie masz jeszcze ulubionych produktów' })).toBeInTheDocument();
  });

  it('an unknown path in the prefix goes to root', async () => {
    const { location } = renderAt('/sklep/kategoria/szampony');
    await waitFor(() => expect(location().pathname).toBe('/'));
    expect(heading()).toHaveTextContent('Home');
  });
});
