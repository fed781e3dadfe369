import { act, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { Provider } from 'react-redux';
import type { UserProfile } from '@salon/contracts/identity-api';
import { initI18n } from '@salon/i18n';
import { bus, getTokens, setTokens } from '@salon/platform';
import { renderWithUi } from '@salon/ui/testing';
import '../../../i18n.ts';
import { createAuthStore } from '../../../app/store.ts';
import { EmailVerificationModal } from './email-verification-modal.tsx';
import { callsTo, notFound, ok, routeApi, type Routes } from '../../../test/api-routes.ts';
import { testUserProfile } from '@salon/contracts/testing';

const mockBaseQuery = jest.fn();
jest.mock('@salon/platform', () => ({
  ...jest.requireActual('@salon/platform'),
  createBaseQuery: () => (args: unknown) => mockBaseQuery(args),
}));


const base: UserProfile = testUserProfile({
  phone: '+48886000001',
  emailConfirmed: false,
  unconfirmedEmail: 'anna@example.com',
  birthday: null,
  marketingConsents: [],
  hasLoyaltyAccount: false,
  identifiers: { marketingAutomation: 'ma-1' },
});
const unconfirmed = base;
const withoutEmail: UserProfile = { ...base, email: null, unconfirmedEmail: null };
const confirmedAs = (email: string): UserProfile => ({ ...base, email, emailConfirmed: true, unconfirmedEmail: null });

/** The API: the profile, and per test the answers of the calls under test ("METHOD url"). */
function serve(profile: UserProfile, answers: Routes = {}) {
  routeApi(
    mockBaseQuery,
    {
      'GET /api/users/me': ok(profile),
      'POST /api/users/me/email/resend': ok({ resendAfterSeconds: 60 }),
      'POST /api/auth/logout': ok(),
      ...answers,
    },
    notFound,
  );
}

function renderModal() {
  const onClose = jest.fn();
  renderWithUi(
    <Provider store={createAuthStore()}>
      <EmailVerificationModal open onClose={onClose} />
    </Provider>,
  );
  return { onClose, user: userEvent.setup() };
}

const dialog = (name: string) => screen.findByRole('dialog', { name });
/** The with-email or without-email stage, once the profile is there (the title shows while it loads). */
async function baseStage(name: string) {
  await screen.findByRole('button', { name: 'Wyślij kod' });
  return screen.getByRole('dialog', { name });
}
const emailField = () => screen.getByLabelText('Adres e-mail');

async function enterCode(user: UserEvent, code: string) {
  for (const [index, digit] of [...code].entries()) {
    await user.type(screen.getByLabelText(`Cyfra ${index + 1} z 4`), digit);
  }
}

beforeAll(() => initI18n());
beforeEach(() => {
  mockBaseQuery.mockReset();
  window.localStorage.clear();
});

describe('EmailVerificationModal', () => {
  it('with an unconfirmed address: sends the code there, confirms it and updates the session', async () => {
    serve(unconfirmed, { 'POST /api/users/me/confirm': { data: confirmedAs('anna@example.com') } });
    const sessions = jest.fn();
    const profileUpdates = jest.fn();
    const offSession = bus.on('session:changed', sessions);
    const offProfile = bus.on('profile:updated', profileUpdates);
    const { user, onClose } = renderModal();

    await baseStage('Potwierdź adres e-mail');
    expect(emailField()).toHaveValue('anna@example.com');
    await user.click(screen.getByRole('button', { name: 'Wyślij kod' }));

    await dialog('Wpisz kod z e-maila');
    expect(callsTo(mockBaseQuery, 'POST /api/users/me/email/resend')).toHaveLength(1);
    expect(callsTo(mockBaseQuery, 'PUT /api/users/me/profile/email')).toHaveLength(0);
    expect(screen.getByText('Wysłaliśmy 4-cyfrowy kod na adres anna@example.com. Wpisz go poniżej.')).toBeInTheDocument();
    await enterCode(user, '1234');

    await dialog('Adres e-mail potwierdzony');
    expect(callsTo(mockBaseQuery, 'POST /api/users/me/confirm')[0]?.body).toEqual({ token: '1234' });
    const user1 = { id: 'u1', firstName: 'Anna', lastName: 'Kowalska', email: 'anna@example.com', phone: '+48886000001', sex: 'F', preferredSalonId: null };
    expect(sessions).toHaveBeenLastCalledWith({ authenticated: true, user: user1 });
    expect(profileUpdates).toHaveBeenCalledWith({ user: user1 });
    expect(onClose).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Przejdź dalej' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    offSession();
    offProfile();
  });

  it('without an address: validates the e-mail, starts a change (v4) and confirms it as a change', async () => {
    serve(withoutEmail, {
      'PUT /api/users/me/profile/email': { data: { ...withoutEmail, unconfirmedEmail: 'nowy@example.com' } },
      'PUT /api/users/me/profile/email/confirm': { data: confirmedAs('nowy@example.com') },
    });
    const { user } = renderModal();

    await baseStage('Dodaj adres e-mail');
    expect(emailField()).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Wyślij kod' }));
    expect(await screen.findByText('To pole jest wymagane')).toBeInTheDocument();
    await user.type(emailField(), 'nowy@example');
    await user.click(screen.getByRole('button', { name: 'Wyślij kod' }));
    expect(await screen.findByText('To nie jest poprawny adres email')).toBeInTheDocument();
    expect(callsTo(mockBaseQuery, 'PUT /api/users/me/profile/email')).toHaveLength(0);

    await user.type(emailField(), '.com');
    await user.click(screen.getByRole('button', { name: 'Wyślij kod' }));
    await dialog('Wpisz kod z e-maila');
    expect(callsTo(mockBaseQuery, 'PUT /api/users/me/profile/email')[0]).toMatchObject({ body: { email: 'nowy@example.com' }, apiVersion: 4 });
    expect(screen.getByText('Wysłaliśmy 4-cyfrowy kod na adres nowy@example.com. Wpisz go poniżej.')).toBeInTheDocument();

    await enterCode(user, '4321');
    await dialog('Adres e-mail potwierdzony');
    expect(callsTo(mockBaseQuery, 'PUT /api/users/me/profile/email/confirm')[0]).toMatchObject({ body: { token: '4321' }, apiVersion: 4 });
    expect(callsTo(mockBaseQuery, 'POST /api/users/me/confirm')).toHaveLength(0);
    expect(screen.getByText('Dziękujemy! Adres nowy@example.com jest potwierdzony.')).toBeInTheDocument();
  });

  it('with an unconfirmed address, another one typed in starts a change instead', async () => {
    serve(unconfirmed, { 'PUT /api/users/me/profile/email': { data: { ...unconfirmed, unconfirmedEmail: 'inny@example.com' } } });
    const { user } = renderModal();

    await baseStage('Potwierdź adres e-mail');
    await user.clear(emailField());
    await user.type(emailField(), 'inny@example.com');
    await user.click(screen.getByRole('button', { name: 'Wyślij kod' }));

    await dialog('Wpisz kod z e-maila');
    expect(callsTo(mockBaseQuery, 'PUT /api/users/me/profile/email')[0]?.body).toEqual({ email: 'inny@example.com' });
    expect(callsTo(mockBaseQuery, 'POST /api/users/me/email/resend')).toHaveLength(0);
  });

  it('a wrong code puts the input in error with its message until the code is edited', async () => {
    serve(unconfirmed, {
      'POST /api/users/me/confirm': { error: { status: 400, code: 'CHANGE_EMAIL_INVALID_REQUEST', field: 'token' } },
    });
    const { user } = renderModal();
    await baseStage('Potwierdź adres e-mail');
    await user.click(screen.getByRole('button', { name: 'Wyślij kod' }));
    await dialog('Wpisz kod z e-maila');

    await enterCode(user, '1111');
    expect(await screen.findByText('Nieprawidłowy kod. Sprawdź wiadomość i spróbuj ponownie.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Wpisz kod z e-maila' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Cyfra 4 z 4'), '{Backspace}');
    expect(screen.queryByText('Nieprawidłowy kod. Sprawdź wiadomość i spróbuj ponownie.')).toBeNull();
  });

  it('asks for the whole code when it is submitted incomplete', async () => {
    serve(unconfirmed);
    const { user } = renderModal();
    await baseStage('Potwierdź adres e-mail');
    await user.click(screen.getByRole('button', { name: 'Wyślij kod' }));
    await dialog('Wpisz kod z e-maila');

    await enterCode(user, '12');
    await user.click(screen.getByRole('button', { name: 'Potwierdź' }));
    expect(await screen.findByText('Wpisz 4-cyfrowy kod')).toBeInTheDocument();
    expect(callsTo(mockBaseQuery, 'POST /api/users/me/confirm')).toHaveLength(0);
  });

  it('a locked code (INVALID_TOKEN_TOO_MANY_TIMES) goes back to the base stage and says why', async () => {
    serve(unconfirmed, {
      'POST /api/users/me/confirm': { error: { status: 429, code: 'INVALID_TOKEN_TOO_MANY_TIMES', field: 'token' } },
    });
    const { user } = renderModal();
    await baseStage('Potwierdź adres e-mail');
    await user.click(screen.getByRole('button', { name: 'Wyślij kod' }));
    await dialog('Wpisz kod z e-maila');

    await enterCode(user, '9999');
    await baseStage('Potwierdź adres e-mail');
    expect(screen.getByText('Zbyt wiele błędnych prób. Poproś o nowy kod później.')).toBeInTheDocument();
    expect(emailField()).toHaveValue('anna@example.com');
  });

  it.each([
    ['DUPLICATE_VALUE', 409, 'Ten adres e-mail jest już przypisany do innego konta.'],
    ['EMAIL_IS_SAME_AS_CURRENT', 400, 'To jest Twój obecny adres'],
  ])('shows %s on the e-mail field', async (code, status, message) => {
    serve(withoutEmail, { 'PUT /api/users/me/profile/email': { error: { status, code, field: 'email' } } });
    const { user } = renderModal();
    await baseStage('Dodaj adres e-mail');
    await user.type(emailField(), 'zajety@example.com');
    await user.click(screen.getByRole('button', { name: 'Wyślij kod' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'Dodaj adres e-mail' })).toBeInTheDocument();
  });

  it('any other error of the update shows the short unexpected-error message', async () => {
    serve(withoutEmail, { 'PUT /api/users/me/profile/email': { error: { status: 500, code: 'UNEXPECTED_ERROR' } } });
    const { user } = renderModal();
    await baseStage('Dodaj adres e-mail');
    await user.type(emailField(), 'anna@example.com');
    await user.click(screen.getByRole('button', { name: 'Wyślij kod' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Coś poszło nie tak. Spróbuj ponownie.');
  });

  it('cannot be dismissed: no close button, Escape does nothing', async () => {
    serve(unconfirmed);
    const { user, onClose } = renderModal();
    await baseStage('Potwierdź adres e-mail');

    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Potwierdź adres e-mail' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zamknij' })).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('logs out: revokes the refresh token and signs out as the user', async () => {
    serve(unconfirmed);
    setTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    const logouts = jest.fn();
    const off = bus.on('auth:logout', logouts);
    const { user } = renderModal();
    await baseStage('Potwierdź adres e-mail');

    await user.click(screen.getByRole('button', { name: 'Wyloguj się' }));
    expect(logouts).toHaveBeenCalledWith({ reason: 'user' });
    expect(getTokens()).toBeNull();
    await waitFor(() => expect(callsTo(mockBaseQuery, 'POST /api/auth/logout')).toHaveLength(1));
    expect(callsTo(mockBaseQuery, 'POST /api/auth/logout')[0]).toMatchObject({ body: { refreshToken: 'refresh-1' }, auth: false });
    off();
  });

  it('starts afresh when opened again', async () => {
    serve(unconfirmed);
    let setOpen: (open: boolean) => void = () => undefined;
    function Host() {
      const [open, set] = useState(true);
      setOpen = set;
      return <EmailVerificationModal open={open} onClose={() => set(false)} />;
    }
    renderWithUi(
      <Provider store={createAuthStore()}>
        <Host />
      </Provider>,
    );
    const user = userEvent.setup();
    await baseStage('Potwierdź adres e-mail');
    await user.click(screen.getByRole('button', { name: 'Wyślij kod' }));
    await dialog('Wpisz kod z e-maila');

    act(() => setOpen(false));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => setOpen(true));
    expect(await baseStage('Potwierdź adres e-mail')).toBeInTheDocument();
  });
});
