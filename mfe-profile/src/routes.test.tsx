import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BusEvents } from '@salon/contracts/events';
import { initI18n } from '@salon/i18n';
import { bus, logout, useSession } from '@salon/platform';
import { renderRoutes } from '@salon/ui/testing';
import { createProfileStore } from './app/store.ts';
import ProfileRoutes from './routes.tsx';

// The session is the platform's; here it is whatever each test says. The bus stays real.
jest.mock('@salon/platform', () => ({
  ...jest.requireActual('@salon/platform'),
  useSession: jest.fn(),
  logout: jest.fn(),
}));

const user = {
  id: 'u1',
  firstName: 'Ewa',
  lastName: 'Nowak',
  email: 'ewa@example.com',
  phone: null,
  sex: 'F' as const,
  preferredSalonId: null,
};
const signedIn = () => jest.mocked(useSession).mockReturnValue({ authenticated: true, user });
const signedOut = () => jest.mocked(useSession).mockReturnValue({ authenticated: false, user: null });

const renderAt = (path: string) => renderRoutes(<ProfileRoutes store={createProfileStore()} />, path);

const heading = () => screen.getByRole('heading', { level: 1 });

let authOpened: BusEvents['auth:open'][];
let stopListening: () => void;
beforeAll(() => initI18n());
beforeEach(() => {
  authOpened = [];
  stopListening = bus.on('auth:open', (payload) => authOpened.push(payload));
});
afterEach(() => stopListening());

describe('profile without a session', () => {
  it.each(['/profil', '/profil/vouchery?status=active'])(
    '%s goes home and opens a full-screen, non-closable sign-in that returns here',
    async (path) => {
      signedOut();
      const { location } = renderAt(path);
      await waitFor(() => expect(location().pathname).toBe('/'));
      expect(heading()).toHaveTextContent('Home');
      expect(authOpened).toContainEqual({ stage: 'IDENTIFICATION', fullScreen: true, closable: false, returnPath: path });
    },
  );
});

describe('profile with a session', () => {
  beforeEach(signedIn);

  it('/profil opens the reservations', async () => {
    const { location } = renderAt('/profil');
    await waitFor(() => expect(location().pathname).toBe('/profil/rezerwacje'));
    expect(heading()).toHaveTextContent('Rezerwacje');
    expect(authOpened).toEqual([]);
  });

  it.each([
    ['/profil/moje-dane', 'Moje dane'],
    ['/profil/vouchery', 'Vouchery'],
    ['/profil/rezerwacje', 'Rezerwacje'],
    ['/profil/promocje', 'Promocje'],
    ['/profil/wiadomosci', 'Wiadomości'],
    ['/profil/wizyty', 'Wizyty i płatności'],
  ])('%s is titled %s, with its breadcrumb, noindex', (path, title) => {
    renderAt(path);
    expect(heading()).toHaveTextContent(title);
    const breadcrumb = within(screen.getByRole('navigation', { name: 'Ścieżka nawigacji' }));
    expect(breadcrumb.getByRole('link', { name: 'Strona główna' })).toHaveAttribute('href', '/');
    expect(breadcrumb.getByRole('link', { name: 'Moje konto' })).toHaveAttribute('href', '/profil');
    expect(document.title).toBe(`${title} | Salon`);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('has the side navigation in the spec’s order, marking the current section', () => {
    renderAt('/profil/promocje');
    const navigation = within(screen.getByRole('navigation', { name: 'Moje konto' }));
    expect(navigation.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Moje dane',
      'Rezerwacje',
      'Vouchery',
      'Promocje',
      'Wiadomości',
      'Wizyty i płatności',
      'Ulubione produkty',
      'Wyloguj się',
    ]);
    expect(navigation.getByRole('link', { name: 'Promocje' })).toHaveAttribute('aria-current', 'page');
    expect(navigation.getByRole('link', { name: 'Moje dane' })).toHaveAttribute('href', '/profil/moje-dane');
    expect(navigation.getByRole('link', { name: 'Ulubione produkty' })).toHaveAttribute('href', '/sklep/ulubione');
  });

  it('signing out ends the session and goes home without asking to sign in', async () => {
    const { location } = renderAt('/profil/rezerwacje');
    await userEvent.click(screen.getByRole('button', { name: 'Wyloguj się' }));
    expect(logout).toHaveBeenCalledWith('user');
    await waitFor(() => expect(location().pathname).toBe('/'));
    expect(authOpened).toEqual([]);
  });

  it('an unknown section goes to root', async () => {
    const { location } = renderAt('/profil/nieznana');
    await waitFor(() => expect(location().pathname).toBe('/'));
  });
});
