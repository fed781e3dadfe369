import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router';
import { initI18n } from '@salon/i18n';
import { bus, exactQuery, loadRemoteModule, track } from '@salon/platform';
import { resetBookingVisitForTests } from '../pages/reservation-card-slot.tsx';
import { renderAppAt as renderAt, routerLocation } from './app-testing.tsx';
import '../i18n.ts';

jest.mock('@salon/platform', () => ({
  ...jest.requireActual('@salon/platform'),
  loadRemoteModule: jest.fn(),
  track: jest.fn(),
}));

const location = routerLocation;

// jsdom applies no media queries, so the desktop header counts as hidden: queries say `hidden: true`.
describe('shell routing', () => {
  beforeAll(async () => {
    await initI18n();
  });
  beforeEach(() => {
    resetBookingVisitForTests();
    jest.mocked(loadRemoteModule).mockImplementation(async (remote: string) => ({
      default: () => <h1>{`remote ${remote}`}</h1>,
    }));
  });

  it('redirects root to the home page', async () => {
    renderAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Piękne włosy zaczynają się tutaj' })).toBeInTheDocument();
    expect(location()).toBe('/home');
  });

  it('redirects an unknown path to root, then home', async () => {
    renderAt('/nie-ma-takiej-strony');
    await waitFor(() => expect(location()).toBe('/home'));
  });

  it.each([
    ['/salony/warszawa', 'salons'],
    ['/rezerwacja/miasto', 'booking'],
    ['/wizyty/abc', 'booking'],
    ['/blog/porady', 'blog'],
    ['/pracuj-z-nami', 'jobs'],
    ['/profil/moje-dane', 'profile'],
    ['/sklep', 'shop'],
  ])('hands %s to the %s remote', async (path, remote) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: `remote ${remote}` })).toBeInTheDocument();
    expect(loadRemoteModule).toHaveBeenCalledWith(remote, './routes');
  });

  it('loads the auth dialog host only when someone asks for the dialog', async () => {
    renderAt('/o-nas');
    await screen.findByRole('heading', { level: 1, name: 'O nas' });
    expect(loadRemoteModule).not.toHaveBeenCalledWith('auth', './dialog-host');
    act(() => bus.emit('auth:open', { stage: 'IDENTIFICATION' }));
    await waitFor(() => expect(loadRemoteModule).toHaveBeenCalledWith('auth', './dialog-host'));
  });

  it('loads the auth dialog host at start for a signed-in customer', async () => {
    localStorage.setItem('accessToken', 'a');
    localStorage.setItem('refreshToken', 'r');
    try {
      renderAt('/o-nas');
      await waitFor(() => expect(loadRemoteModule).toHaveBeenCalledWith('auth', './dialog-host'));
    } finally {
      localStorage.clear();
    }
  });

  it('scrolls to the top smoothly when the page changes', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo');
    renderAt('/o-nas');
    await screen.findByRole('heading', { level: 1, name: 'O nas' });
    scrollTo.mockClear();
    await userEvent.click(screen.getAllByRole('link', { name: 'Salony', hidden: true })[0]!);
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' }));
  });

  it('carries the query over to a navigation without one and tracks it', async () => {
    renderAt('/o-nas?utm_source=x');
    await screen.findByRole('heading', { level: 1, name: 'O nas' });
    await userEvent.click(screen.getAllByRole('link', { name: 'Blog', hidden: true })[0]!);
    await waitFor(() => expect(location()).toBe('/blog?utm_source=x'));
    expect(track).toHaveBeenCalledWith('navigation', { from: '/o-nas?utm_source=x', to: '/blog?utm_source=x' });
  });

  it('leaves a navigation marked exact without the previous query (a redirect that consumed keys)', async () => {
    function ConsumingRoot() {
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => navigate('/rezerwacja/termin', { replace: true, state: exactQuery() })}>
          resolve
        </button>
      );
    }
    jest.mocked(loadRemoteModule).mockImplementation(async (remote: string, module: string) => ({
      default: remote === 'booking' && module === './routes' ? ConsumingRoot : () => null,
    }));
    renderAt('/rezerwacja?salonId=M101');
    await userEvent.click(await screen.findByRole('button', { name: 'resolve' }));
    await waitFor(() => expect(location()).toBe('/rezerwacja/termin'));
    expect(track).toHaveBeenCalledWith('navigation', { from: '/rezerwacja?salonId=M101', to: '/rezerwacja/termin' });
  });

  it("the home page mounts the booking remote's reservation card for a signed-in customer", async () => {
    localStorage.setItem('accessToken', 'a');
    localStorage.setItem('refreshToken', 'r');
    try {
      renderAt('/home');
      expect(await screen.findByRole('heading', { name: 'remote booking' })).toBeInTheDocument();
      expect(loadRemoteModule).toHaveBeenCalledWith('booking', './ReservationCard');
    } finally {
      localStorage.clear();
    }
  });

  it('a first-time visitor of the home page downloads no booking code; after a booking was started it shows the card', async () => {
    renderAt('/home');
    await screen.findByRole('heading', { level: 1, name: 'Piękne włosy zaczynają się tutaj' });
    expect(loadRemoteModule).not.toHaveBeenCalledWith('booking', './ReservationCard');

    await userEvent.click(screen.getAllByRole('link', { name: 'Umów wizytę' })[0]!);
    await screen.findByRole('heading', { level: 1, name: 'remote booking' });
    await userEvent.click(screen.getAllByRole('link', { name: 'Salon' })[0]!);
    await waitFor(() => expect(loadRemoteModule).toHaveBeenCalledWith('booking', './ReservationCard'));
  });


  it('my account asks to sign in when signed out', async () => {
    const opened = jest.fn();
    const off = bus.on('auth:open', opened);
    renderAt('/home');
    await userEvent.click(screen.getAllByRole('button', { name: 'Moje konto', hidden: true })[0]!);
    expect(opened).toHaveBeenCalledWith(expect.objectContaining({ returnPath: '/profil/rezerwacje' }));
    off();
  });
});
