import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@salon/i18n';
import { renderDialog } from '../../../../test/render-dialog.tsx';
import { callsTo, fail, ok, routeApi, type Routes } from '../../../../test/api-routes.ts';
import { SIGNED_IN_ROUTES } from './test-support.ts';

const mockBaseQuery = jest.fn();
jest.mock('@salon/platform', () => ({
  ...jest.requireActual('@salon/platform'),
  createBaseQuery: () => (args: unknown) => mockBaseQuery(args),
}));

const tokens = (email: string | null) => ({ accessToken: 'access-1', refreshToken: 'refresh-1', email });

beforeAll(() => initI18n());
beforeEach(() => {
  mockBaseQuery.mockReset();
  localStorage.clear();
});

async function signIn(password = 'Tajne#haslo1') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Hasło'), password);
  await user.click(screen.getByRole('button', { name: 'Zaloguj się' }));
}

function answerLogin(login: Routes[string], more: Routes = {}) {
  routeApi(mockBaseQuery, { ...SIGNED_IN_ROUTES, 'POST /api/auth/login': login, ...more });
}

describe('LOGIN', () => {
  it('shows the e-mail read-only, the password and the way to reset it', () => {
    renderDialog('LOGIN', { flow: { email: 'ala@example.com' } });
    expect(screen.getByLabelText('Adres e-mail')).toHaveValue('ala@example.com');
    expect(screen.getByLabelText('Adres e-mail')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Hasło')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Nie pamiętasz hasła?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zmień adres e-mail' })).toBeInTheDocument();
  });

  it('asks for the password', async () => {
    renderDialog('LOGIN', { flow: { email: 'ala@example.com' } });
    await userEvent.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    expect(await screen.findByText('To pole jest wymagane')).toBeInTheDocument();
    expect(mockBaseQuery).not.toHaveBeenCalled();
  });

  it('signs in by e-mail: tokens stored, profile loaded, dialog closed', async () => {
    answerLogin(() => ok(tokens('ala@example.com')));
    const view = renderDialog('LOGIN', { flow: { email: 'ala@example.com' } });
    await signIn();
    await waitFor(() => expect(view.onClose).toHaveBeenCalled());
    expect(callsTo(mockBaseQuery, 'POST /api/auth/login')[0]?.body).toEqual({ email: 'ala@example.com', password: 'Tajne#haslo1' });
    expect(localStorage.getItem('accessToken')).toBe('access-1');
    expect(localStorage.getItem('refreshToken')).toBe('refresh-1');
    expect(callsTo(mockBaseQuery, 'GET /api/users/me')).toHaveLength(1);
    await waitFor(() => expect(view.location()).toBe('/home?logged-in=true'));
  });

  it.each([
    ['BAD_CREDENTIALS', 401, 'Nieprawidłowy e-mail/telefon lub hasło'],
    ['DATA_INTEGRITY_ERROR', 500, 'Logowanie jest chwilowo niedostępne. Zarezerwuj wizytę jako gość.'],
    ['UNKNOWN_USER', 404, 'Kod wygasł lub jest nieprawidłowy'],
    ['UNAUTHORIZED', 401, 'Nie udało się zalogować. Sprawdź dane i spróbuj ponownie.'],
    ['ACCOUNT_REGISTER_BY_SOCIAL_LOGIN', 403, 'To konto zostało założone przez Google lub Apple. Zaloguj się w ten sam sposób.'],
    ['RATE_LIMITED', 429, 'Zbyt wiele prób. Odczekaj chwilę i spróbuj ponownie.'],
    ['SOMETHING_ELSE', 500, 'Wystąpił nieoczekiwany błąd. Spróbuj ponownie później lub skontaktuj się z obsługą klienta.'],
  ])('shows %s on the password field', async (code, status, message) => {
    answerLogin(() => fail(status, code, 'password'));
    const view = renderDialog('LOGIN', { flow: { email: 'ala@example.com' } });
    await signIn();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Hasło')).toHaveAttribute('aria-invalid', 'true');
    expect(view.stage()).toBe('LOGIN');
    expect(view.onClose).not.toHaveBeenCalled();
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('sends a password that must change to RESET_PASSWORD with the reason', async () => {
    answerLogin(() => fail(403, 'PASSWORD_CHANGE_REQUIRED'), { 'POST /api/auth/reset/request': () => ok({ resendAfterSeconds: 30 }) });
    const view = renderDialog('LOGIN', { flow: { email: 'ala@example.com' } });
    await signIn();
    expect(await screen.findByText('Ze względów bezpieczeństwa ustaw nowe hasło.')).toBeInTheDocument();
    expect(view.flow()).toMatchObject({ stage: 'RESET_PASSWORD', resetChannel: 'email' });
    await waitFor(() => expect(callsTo(mockBaseQuery, 'POST /api/auth/reset/request')).toHaveLength(1));
  });

  it('sends an inactive account to USER_INACTIVE', async () => {
    answerLogin(() => fail(403, 'USER_INACTIVE'));
    const view = renderDialog('LOGIN', { flow: { email: 'ala@example.com' } });
    await signIn();
    expect(await screen.findByText(/konto lojalnościowe jest nieaktywne/)).toBeInTheDocument();
    expect(view.stage()).toBe('USER_INACTIVE');
  });

  it('leads to RESET_PASSWORD on the login channel from "forgot your password?"', async () => {
    routeApi(mockBaseQuery, { 'POST /api/auth/reset/phone/request': () => ok({ resendAfterSeconds: 30 }) });
    const view = renderDialog('LOGIN', { flow: { phone: '+48600100200', loginChannel: 'phone' } });
    await userEvent.click(screen.getByRole('button', { name: 'Nie pamiętasz hasła?' }));
    expect(view.flow()).toMatchObject({ stage: 'RESET_PASSWORD', resetChannel: 'phone' });
  });

  it('goes back to IDENTIFICATION with the e-mail to change it', async () => {
    const view = renderDialog('LOGIN', { flow: { email: 'ala@example.com' } });
    await userEvent.click(screen.getByRole('button', { name: 'Zmień adres e-mail' }));
    expect(view.stage()).toBe('IDENTIFICATION');
    expect(await screen.findByLabelText('Adres e-mail')).toHaveValue('ala@example.com');
  });

  it('signs in by phone when the flow says so', async () => {
    answerLogin(() => ok(tokens(null)));
    const view = renderDialog('LOGIN', { flow: { phone: '+48600100200', loginChannel: 'phone' } });
    expect(screen.getByLabelText('Numer telefonu')).toHaveValue('+48600100200');
    await signIn();
    await waitFor(() => expect(view.onClose).toHaveBeenCalled());
    expect(callsTo(mockBaseQuery, 'POST /api/auth/login')[0]?.body).toEqual({ phone: '+48600100200', password: 'Tajne#haslo1' });
  });
});

describe('LOGIN_PHONE', () => {
  const registration = { email: 'nowa@example.com', emailToken: '1234', phone: '+48600100200' };

  it('says the phone has an account and asks for its password', () => {
    renderDialog('LOGIN_PHONE', { flow: registration });
    expect(screen.getByText('Ten numer telefonu jest już przypisany do konta. Zaloguj się, podając hasło.')).toBeInTheDocument();
    expect(screen.getByLabelText('Numer telefonu')).toHaveValue('+48600100200');
    expect(screen.getByLabelText('Hasło')).toBeInTheDocument();
  });

  it('signs in at once when no e-mail was collected', async () => {
    answerLogin(() => ok(tokens(null)));
    const view = renderDialog('LOGIN_PHONE', { flow: { phone: '+48600100200' } });
    await signIn();
    await waitFor(() => expect(view.onClose).toHaveBeenCalled());
    expect(localStorage.getItem('accessToken')).toBe('access-1');
    expect(callsTo(mockBaseQuery, 'PUT /api/users/me/profile/email/override')).toHaveLength(0);
  });

  it('gives an account without an e-mail the verified one, then signs in', async () => {
    answerLogin(() => ok(tokens(null)), { 'PUT /api/users/me/profile/email/override': () => ok({}) });
    const view = renderDialog('LOGIN_PHONE', { flow: registration });
    await signIn();
    await waitFor(() => expect(view.onClose).toHaveBeenCalled());
    const urls = mockBaseQuery.mock.calls.map(([args]) => `${(args as { method?: string }).method ?? 'GET'} ${(args as { url: string }).url}`);
    expect(urls.indexOf('PUT /api/users/me/profile/email/override')).toBeLessThan(urls.indexOf('GET /api/users/me'));
    expect(callsTo(mockBaseQuery, 'PUT /api/users/me/profile/email/override')[0]?.body).toEqual({ email: 'nowa@example.com', token: '1234' });
    expect(localStorage.getItem('accessToken')).toBe('access-1');
  });

  it('still signs in when the e-mail cannot be set', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    answerLogin(() => ok(tokens(null)), { 'PUT /api/users/me/profile/email/override': () => fail(409, 'DUPLICATE_VALUE', 'email') });
    const view = renderDialog('LOGIN_PHONE', { flow: registration });
    await signIn();
    await waitFor(() => expect(view.onClose).toHaveBeenCalled());
    expect(localStorage.getItem('accessToken')).toBe('access-1');
  });

  it('offers OVERRIDE_EMAIL, signed in, when the account has another e-mail', async () => {
    answerLogin(() => ok(tokens('stary@example.com')));
    const view = renderDialog('LOGIN_PHONE', { flow: { ...registration, phoneToken: '9999' } });
    await signIn();
    expect(
      await screen.findByText('Do tego numeru telefonu jest już przypisany adres stary@example.com. Czy chcesz zamienić go na nowa@example.com?'),
    ).toBeInTheDocument();
    expect(view.flow()).toMatchObject({ stage: 'OVERRIDE_EMAIL', accountEmail: 'stary@example.com', phoneToken: null });
    expect(localStorage.getItem('accessToken')).toBe('access-1');
    expect(view.onClose).not.toHaveBeenCalled();
  });

  it('signs in at once when the account already has the collected e-mail', async () => {
    answerLogin(() => ok(tokens('Nowa@example.com')));
    const view = renderDialog('LOGIN_PHONE', { flow: registration });
    await signIn();
    await waitFor(() => expect(view.onClose).toHaveBeenCalled());
    expect(view.stage()).toBe('LOGIN_PHONE');
  });

  it('changes the phone where registration asked for it', async () => {
    const view = renderDialog('LOGIN_PHONE', { flow: registration });
    await userEvent.click(screen.getByRole('button', { name: 'Zmień numer telefonu' }));
    expect(view.flow()).toMatchObject({ stage: 'REGISTER_PHONE_CODE_SEND', email: 'nowa@example.com', emailToken: '1234' });
  });
});
