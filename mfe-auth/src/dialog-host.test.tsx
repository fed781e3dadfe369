import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@salon/i18n';
import { bus, logout, setTokens } from '@salon/platform';
import { renderWithUi } from '@salon/ui/testing';
import { createAuthStore } from './app/store.ts';
import AuthDialogHost from './dialog-host.tsx';

const renderHost = (store = createAuthStore()) => ({ store, ...renderWithUi(<AuthDialogHost store={store} />) });
const dialog = () => screen.queryByRole('dialog');

beforeAll(() => initI18n());
afterEach(() => window.localStorage.clear());

describe('AuthDialogHost', () => {
  it('stays closed until auth:open', () => {
    renderHost();
    expect(dialog()).toBeNull();
  });

  it('opens at identification by default, closable with Escape', async () => {
    const { store } = renderHost();
    act(() => bus.emit('auth:open', {}));
    expect(screen.getByRole('dialog', { name: 'Zaloguj się lub załóż konto' })).toBeInTheDocument();
    expect(store.getState().authFlow.stage).toBe('IDENTIFICATION');
    await userEvent.keyboard('{Escape}');
    expect(dialog()).toBeNull();
  });

  it('opens at the requested stage, starting the flow afresh each time', () => {
    const { store } = renderHost();
    act(() => bus.emit('auth:open', { stage: 'REGISTER_CHOOSE' }));
    expect(screen.getByRole('dialog', { name: 'Załóż konto' })).toBeInTheDocument();
    act(() => bus.emit('auth:open', { stage: 'IDENTIFICATION' }));
    expect(store.getState().authFlow).toMatchObject({ stage: 'IDENTIFICATION', email: null, phone: null });
  });

  it('a non-closable dialog ignores Escape and has no close button', async () => {
    renderHost();
    act(() => bus.emit('auth:open', { fullScreen: true, closable: false, returnPath: '/profil/rezerwacje' }));
    await userEvent.keyboard('{Escape}');
    expect(dialog()).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zamknij' })).toBeNull();
  });

  it('auth:reset-password opens the reset stage for the given e-mail', () => {
    const { store } = renderHost();
    act(() => bus.emit('auth:reset-password', { email: 'ala@example.com' }));
    expect(screen.getByRole('dialog', { name: 'Resetowanie hasła' })).toBeInTheDocument();
    expect(store.getState().authFlow).toMatchObject({ stage: 'RESET_PASSWORD', email: 'ala@example.com', resetChannel: 'email' });
  });

  it('a signed-out customer (logout) closes the dialog', () => {
    renderHost();
    act(() => bus.emit('auth:open', { closable: false }));
    setTokens({ accessToken: 'a', refreshToken: 'r' });
    act(() => logout('user'));
    expect(dialog()).toBeNull();
  });

  it('an inactive account is told why it was signed out', () => {
    const { store } = renderHost();
    setTokens({ accessToken: 'a', refreshToken: 'r' });
    act(() => logout('inactive'));
    expect(screen.getByRole('dialog', { name: 'Zaloguj się' })).toBeInTheDocument();
    expect(store.getState().authFlow.stage).toBe('USER_INACTIVE');
  });

  it('an expired session is told so at identification', () => {
    renderHost();
    setTokens({ accessToken: 'a', refreshToken: 'r' });
    act(() => logout('forced'));
    expect(screen.getByText('Twoja sesja wygasła. Zaloguj się ponownie.')).toBeInTheDocument();
  });

  it('tells a logout that happened before the host loaded', () => {
    setTokens({ accessToken: 'a', refreshToken: 'r' });
    logout('inactive');
    const { store } = renderHost();
    expect(store.getState().authFlow.stage).toBe('USER_INACTIVE');
    expect(dialog()).toBeInTheDocument();
  });
});
