import { act, screen, waitFor } from '@testing-library/react';
import type { BusEvents } from '@salon/contracts/events';
import type * as Platform from '@salon/platform';
import { bus, useSession } from '@salon/platform';
import { RequireSession } from './require-session.tsx';
import { renderRoutes } from './testing.ts';

// The session is whatever each test says; the bus stays real, since it is what the guard talks to.
// The guard reads only `authenticated`, so the sessions here carry no user.
jest.mock('@salon/platform', () => ({ ...jest.requireActual('@salon/platform'), useSession: jest.fn() }));

const renderGuarded = (path: string) =>
  renderRoutes(
    <RequireSession>
      <h1>Moje konto</h1>
    </RequireSession>,
    path,
  );
const heading = () => screen.getByRole('heading', { level: 1 });

let authOpened: BusEvents['auth:open'][];
let stopListening: () => void;
beforeEach(() => {
  authOpened = [];
  stopListening = bus.on('auth:open', (payload) => authOpened.push(payload));
});
afterEach(() => stopListening());

describe('RequireSession', () => {
  it('shows its children with a session, asking nothing', () => {
    jest.mocked(useSession).mockReturnValue({ authenticated: true, user: null });
    const { location } = renderGuarded('/profil/rezerwacje');
    expect(heading()).toHaveTextContent('Moje konto');
    expect(location().pathname).toBe('/profil/rezerwacje');
    expect(authOpened).toEqual([]);
  });

  it.each(['/profil', '/profil/vouchery?status=active'])(
    'arriving at %s signed out goes home and opens a full-screen, non-closable sign-in that returns here',
    async (path) => {
      jest.mocked(useSession).mockReturnValue({ authenticated: false, user: null });
      const { location } = renderGuarded(path);
      await waitFor(() => expect(location().pathname).toBe('/'));
      expect(heading()).toHaveTextContent('Home');
      expect(authOpened).toEqual([{ stage: 'IDENTIFICATION', fullScreen: true, closable: false, returnPath: path }]);
    },
  );

  it('a session that ends while here (sign out, forced logout) goes home without asking to sign in', async () => {
    // The real hook this time, so that the session can change under the page.
    const { useSession: realUseSession } = jest.requireActual<typeof Platform>('@salon/platform');
    jest.mocked(useSession).mockImplementation(realUseSession);
    act(() => bus.emit('session:changed', { authenticated: true, user: null }));
    const { location } = renderGuarded('/profil/wiadomosci');
    expect(heading()).toHaveTextContent('Moje konto');

    act(() => bus.emit('session:changed', { authenticated: false, user: null }));
    await waitFor(() => expect(location().pathname).toBe('/'));
    expect(authOpened).toEqual([]);
  });
});
