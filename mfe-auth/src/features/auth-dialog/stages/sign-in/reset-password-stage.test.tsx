import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@salon/i18n';
import { renderDialog } from '../../../../test/render-dialog.tsx';
import { callsTo, fail, ok, routeApi, type ApiCall, type Routes } from '../../../../test/api-routes.ts';

const mockBaseQuery = jest.fn();
jest.mock('@salon/platform', () => ({
  ...jest.requireActual('@salon/platform'),
  createBaseQuery: () => (args: unknown) => mockBaseQuery(args),
}));

const SENT = () => ok({ resendAfterSeconds: 30 });
const RIGHT_CODE = '4321';
const checkCode = ({ body }: ApiCall) => (body?.token === RIGHT_CODE ? ok({ verified: true }) : fail(401, 'UNAUTHORIZED', 'token'));

beforeAll(() => initI18n());
beforeEach(() => {
  mockBaseQuery.mockReset();
  localStorage.clear();
});

async function typeCode(code: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('textbox', { name: 'Cyfra 1 z 4' }));
  await user.keyboard(code);
}

describe('RESET_PASSWORD', () => {
  afterEach(() => configure({ reactStrictMode: false }));

  it('sends the code to the e-mail once on entry, even when effects run twice', async () => {
    configure({ reactStrictMode: true });
    routeApi(mockBaseQuery, { 'POST /api/auth/reset/request': SENT });
    renderDialog('RESET_PASSWORD', { flow: { email: 'ala@example.com' } });
    expect(screen.getByText('Wysłaliśmy 4-cyfrowy kod na adres ala@example.com. Wpisz go, aby ustawić nowe hasło.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Kod weryfikacyjny' })).toBeInTheDocument();
    await waitFor(() => expect(callsTo(mockBaseQuery, 'POST /api/auth/reset/request')).toHaveLength(1));
    // Let any second effect run before counting again.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(callsTo(mockBaseQuery, 'POST /api/auth/reset/request')).toHaveLength(1);
    expect(callsTo(mockBaseQuery, 'POST /api/auth/reset/request')[0]?.body).toEqual({ email: 'ala@example.com' });
  });

  it('shows a wrong code as the code input error', async () => {
    routeApi(mockBaseQuery, { 'POST /api/auth/reset/request': SENT, 'POST /api/auth/reset/check': checkCode });
    const view = renderDialog('RESET_PASSWORD', { flow: { email: 'ala@example.com' } });
    await typeCode('1111');
    expect(await screen.findByText('Kod jest nieprawidłowy lub wygasł. Wyślij kod ponownie.')).toBeInTheDocument();
    expect(callsTo(mockBaseQuery, 'POST /api/auth/reset/check')[0]?.body).toEqual({ email: 'ala@example.com', token: '1111' });
    expect(view.stage()).toBe('RESET_PASSWORD');
  });

  it('shows a code locked after too many tries', async () => {
    routeApi(mockBaseQuery, {
      'POST /api/auth/reset/request': SENT,
      'POST /api/auth/reset/check': () => fail(429, 'INVALID_TOKEN_TOO_MANY_TIMES', 'token'),
    });
    renderDialog('RESET_PASSWORD', { flow: { email: 'ala@example.com' } });
    await typeCode('1111');
    expect(await screen.findByText('Zbyt wiele błędnych prób. Poproś o nowy kod później.')).toBeInTheDocument();
  });

  it('goes on with the right code', async () => {
    routeApi(mockBaseQuery, { 'POST /api/auth/reset/request': SENT, 'POST /api/auth/reset/check': checkCode });
    const view = renderDialog('RESET_PASSWORD', { flow: { email: 'ala@example.com' } });
    await typeCode(RIGHT_CODE);
    expect(await screen.findByLabelText('Nowe hasło')).toBeInTheDocument();
    expect(view.flow()).toMatchObject({ stage: 'RESET_PASSWORD_SECOND', resetToken: RIGHT_CODE, resetChannel: 'email' });
  });

  it('uses the phone when the flow resets by phone', async () => {
    routeApi(mockBaseQuery, { 'POST /api/auth/reset/phone/request': SENT, 'POST /api/auth/reset/phone/check': checkCode });
    const view = renderDialog('RESET_PASSWORD', { flow: { phone: '+48600100200', email: 'ala@example.com', resetChannel: 'phone' } });
    expect(screen.getByText(/SMS-em na numer \+48600100200/)).toBeInTheDocument();
    await waitFor(() => expect(callsTo(mockBaseQuery, 'POST /api/auth/reset/phone/request')[0]?.body).toEqual({ phone: '+48600100200' }));
    await typeCode(RIGHT_CODE);
    await waitFor(() => expect(view.stage()).toBe('RESET_PASSWORD_SECOND'));
    expect(callsTo(mockBaseQuery, 'POST /api/auth/reset/phone/check')[0]?.body).toEqual({ phone: '+48600100200', token: RIGHT_CODE });
    expect(callsTo(mockBaseQuery, 'POST /api/auth/reset/request')).toHaveLength(0);
  });

  it('asks for the e-mail first when the flow knows no address', async () => {
    routeApi(mockBaseQuery, { 'POST /api/auth/reset/request': SENT });
    renderDialog('RESET_PASSWORD');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Wyślij kod' }));
    expect(await screen.findByText('To pole jest wymagane')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Adres e-mail'), 'ala@');
    await user.click(screen.getByRole('button', { name: 'Wyślij kod' }));
    expect(await screen.findByText('To nie jest poprawny adres email')).toBeInTheDocument();
    expect(mockBaseQuery).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Adres e-mail'), 'example.com');
    await user.click(screen.getByRole('button', { name: 'Wyślij kod' }));
    await waitFor(() => expect(callsTo(mockBaseQuery, 'POST /api/auth/reset/request')[0]?.body).toEqual({ email: 'ala@example.com' }));
    expect(screen.getByRole('group', { name: 'Kod weryfikacyjny' })).toBeInTheDocument();
  });

  it('says when the code could not be sent', async () => {
    routeApi(mockBaseQuery, { 'POST /api/auth/reset/request': () => fail(429, 'RATE_LIMITED') });
    renderDialog('RESET_PASSWORD', { flow: { email: 'ala@example.com' } });
    expect(await screen.findByText('Zbyt wiele prób. Odczekaj chwilę i spróbuj ponownie.')).toBeInTheDocument();
  });
});

describe('RESET_PASSWORD_SECOND', () => {
  const byEmail = { email: 'ala@example.com', resetChannel: 'email' as const, resetToken: RIGHT_CODE };
  const NEW_PASSWORD = 'Nowe#Haslo9';

  async function setPassword(password: string, repeat: string) {
    const user = userEvent.setup();
    if (password) await user.type(screen.getByLabelText('Nowe hasło'), password);
    if (repeat) await user.type(screen.getByLabelText('Powtórz nowe hasło'), repeat);
    await user.click(screen.getByRole('button', { name: 'Zmień hasło' }));
  }

  function answerReset(routes: Routes) {
    routeApi(mockBaseQuery, { 'POST /api/auth/reset/request': SENT, ...routes });
  }

  it('asks for the new password twice, with its requirements live', async () => {
    renderDialog('RESET_PASSWORD_SECOND', { flow: byEmail });
    expect(screen.getByLabelText('Nowe hasło')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Powtórz nowe hasło')).toBeInTheDocument();
    expect(screen.getByText('co najmniej 8 znaków')).toHaveTextContent('niespełnione');
    await userEvent.type(screen.getByLabelText('Nowe hasło'), 'abcdefgh');
    expect(screen.getByText('co najmniej 8 znaków')).toHaveTextContent('(spełnione)');
  });

  it('requires both fields', async () => {
    renderDialog('RESET_PASSWORD_SECOND', { flow: byEmail });
    await setPassword('', '');
    expect(await screen.findAllByText('To pole jest wymagane')).toHaveLength(2);
    expect(mockBaseQuery).not.toHaveBeenCalled();
  });

  it('says the passwords differ, and when one is too weak', async () => {
    renderDialog('RESET_PASSWORD_SECOND', { flow: byEmail });
    await setPassword('slabe', 'inne');
    expect(await screen.findByText('Hasła muszą być identyczne')).toBeInTheDocument();
    expect(screen.getByText('Hasło nie spełnia wymagań')).toBeInTheDocument();
    expect(mockBaseQuery).not.toHaveBeenCalled();
  });

  it('changes the password and goes back to LOGIN with the notice', async () => {
    answerReset({ 'POST /api/auth/reset': () => ok({ verified: true }) });
    const view = renderDialog('RESET_PASSWORD_SECOND', { flow: byEmail });
    await setPassword(NEW_PASSWORD, NEW_PASSWORD);
    expect(await screen.findByText('Hasło zostało zmienione. Zaloguj się nowym hasłem.')).toBeInTheDocument();
    expect(callsTo(mockBaseQuery, 'POST /api/auth/reset')[0]?.body).toEqual({ email: 'ala@example.com', token: RIGHT_CODE, password: NEW_PASSWORD });
    expect(view.flow()).toMatchObject({ stage: 'LOGIN', loginChannel: 'email', resetToken: null });
    expect(screen.getByLabelText('Adres e-mail')).toHaveValue('ala@example.com');
  });

  it('changes it by phone and signs in by phone after', async () => {
    answerReset({ 'POST /api/auth/reset/phone': () => ok({ verified: true }) });
    const view = renderDialog('RESET_PASSWORD_SECOND', { flow: { phone: '+48600100200', resetChannel: 'phone', resetToken: RIGHT_CODE } });
    await setPassword(NEW_PASSWORD, NEW_PASSWORD);
    await waitFor(() => expect(view.stage()).toBe('LOGIN'));
    expect(callsTo(mockBaseQuery, 'POST /api/auth/reset/phone')[0]?.body).toEqual({ phone: '+48600100200', token: RIGHT_CODE, password: NEW_PASSWORD });
    expect(screen.getByLabelText('Numer telefonu')).toHaveValue('+48600100200');
  });

  it('shows PASSWORD_TOO_SIMPLE on the password field', async () => {
    answerReset({ 'POST /api/auth/reset': () => fail(400, 'PASSWORD_TOO_SIMPLE', 'password') });
    const view = renderDialog('RESET_PASSWORD_SECOND', { flow: byEmail });
    await setPassword(NEW_PASSWORD, NEW_PASSWORD);
    expect(await screen.findByText('Hasło nie spełnia wymagań')).toBeInTheDocument();
    expect(screen.getByLabelText('Nowe hasło')).toHaveAttribute('aria-invalid', 'true');
    expect(view.stage()).toBe('RESET_PASSWORD_SECOND');
  });

  it('sends an expired code back for a new one', async () => {
    answerReset({ 'POST /api/auth/reset': () => fail(401, 'UNAUTHORIZED', 'token') });
    const view = renderDialog('RESET_PASSWORD_SECOND', { flow: byEmail });
    await setPassword(NEW_PASSWORD, NEW_PASSWORD);
    expect(await screen.findByText('Kod wygasł. Wysłaliśmy nowy – wpisz go poniżej.')).toBeInTheDocument();
    expect(view.flow()).toMatchObject({ stage: 'RESET_PASSWORD', resetToken: null });
    await waitFor(() => expect(callsTo(mockBaseQuery, 'POST /api/auth/reset/request')).toHaveLength(1));
  });
});
