import { screen, waitFor, within } from '@testing-library/react';
import type { BusEvents } from '@salon/contracts/events';
import { initI18n } from '@salon/i18n';
import { bus, useSession } from '@salon/platform';
import { renderRoutes } from '@salon/ui/testing';
import { createShopStore } from './app/store.ts';
import ShopRoutes from './routes.tsx';

// The session is the platform's; here it is whatever each test says. The bus stays real.
jest.mock('@salon/platform', () => ({ ...jest.requireActual('@salon/platform'), useSession: jest.fn() }));

const renderAt = (path: string) => renderRoutes(<ShopRoutes store={createShopStore()} />, path);

const heading = () => screen.getByRole('heading', { level: 1 });
const breadcrumb = () => within(screen.getByRole('navigation', { name: 'Ścieżka nawigacji' }));

let authOpened: BusEvents['auth:open'][];
let stopListening: () => void;
beforeAll(() => initI18n());
beforeEach(() => {
  jest.mocked(useSession).mockReturnValue({ authenticated: false, user: null });
  authOpened = [];
  stopListening = bus.on('auth:open', (payload) => authOpened.push(payload));
});
afterEach(() => stopListening());

describe('shop routes', () => {
  it('/sklep shows the product list', () => {
    renderAt('/sklep');
    expect(heading()).toHaveTextContent('Sklep');
    expect(breadcrumb().getByRole('link', { name: 'Strona główna' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Sklep | Salon');
  });

  it.each([
    ['/sklep/produkt/p-12', 'Produkt'],
    ['/sklep/voucher/v-3', 'Voucher'],
  ])('%s shows %s under the shop', (path, title) => {
    renderAt(path);
    expect(heading()).toHaveTextContent(title);
    expect(breadcrumb().getByRole('link', { name: 'Sklep' })).toHaveAttribute('href', '/sklep');
    expect(authOpened).toEqual([]);
  });

  it('favourites without a session go home and open a full-screen, non-closable sign-in', async () => {
    const { location } = renderAt('/sklep/ulubione');
    await waitFor(() => expect(location().pathname).toBe('/'));
    expect(authOpened).toEqual([{ stage: 'IDENTIFICATION', fullScreen: true, closable: false, returnPath: '/sklep/ulubione' }]);
  });

  it('favourites with a session show, noindex', () => {
    jest.mocked(useSession).mockReturnValue({ authenticated: true, user: null });
    renderAt('/sklep/ulubione');
    expect(heading()).toHaveTextContent('Ulubione produkty');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('an unknown path in the prefix goes to root', async () => {
    const { location } = renderAt('/sklep/kategoria/szampony');
    await waitFor(() => expect(location().pathname).toBe('/'));
    expect(heading()).toHaveTextContent('Home');
  });
});
