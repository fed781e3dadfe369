import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@salon/i18n';
import { bus } from '@salon/platform';
import { renderWithUi } from '@salon/ui/testing';
import { createAuthStore } from './app/store.ts';
import AuthDialogHost from './dialog-host.tsx';

const renderHost = () => renderWithUi(<AuthDialogHost store={createAuthStore()} />);
const dialog = () => screen.queryByRole('dialog');

beforeAll(() => initI18n());

describe('AuthDialogHost', () => {
  it('stays closed until auth:open', () => {
    renderHost();
    expect(dialog()).toBeNull();
  });

  it('opens at identification by default, closable, and says sign-in is not available yet', async () => {
    renderHost();
    act(() => bus.emit('auth:open', {}));
    expect(screen.getByRole('dialog', { name: 'Zaloguj się lub załóż konto' })).toBeInTheDocument();
    expect(screen.getByText('Logowanie i zakładanie konta nie są jeszcze dostępne w tej wersji serwisu.')).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    expect(dialog()).toBeNull();
  });

  it('titles the dialog by the stage’s group', () => {
    renderHost();
    act(() => bus.emit('auth:open', { stage: 'RESET_PASSWORD_SECOND' }));
    expect(screen.getByRole('dialog', { name: 'Resetowanie hasła' })).toBeInTheDocument();
    act(() => bus.emit('auth:open', { stage: 'GOOGLE_PHONE' }));
    expect(screen.getByRole('dialog', { name: 'Logowanie przez Google' })).toBeInTheDocument();
  });

  it('a non-closable dialog ignores Escape but keeps a way out while there is no sign-in form', async () => {
    renderHost();
    act(() => bus.emit('auth:open', { fullScreen: true, closable: false, returnPath: '/profil/rezerwacje' }));
    await userEvent.keyboard('{Escape}');
    expect(dialog()).toBeInTheDocument();

    const closeButtons = screen.getAllByRole('button', { name: 'Zamknij' });
    expect(closeButtons).toHaveLength(1);
    await userEvent.click(closeButtons[0]!);
    expect(dialog()).toBeNull();
  });

  it.each([
    ['auth:login', () => bus.emit('auth:login', { user: null })],
    ['auth:logout', () => bus.emit('auth:logout', { reason: 'forced' })],
  ])('closes on %s', (_event, emit) => {
    renderHost();
    act(() => bus.emit('auth:open', { closable: false }));
    expect(dialog()).toBeInTheDocument();
    act(emit);
    expect(dialog()).toBeNull();
  });
});
