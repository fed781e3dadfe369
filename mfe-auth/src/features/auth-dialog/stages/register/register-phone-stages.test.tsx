import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@salon/i18n';
import { renderDialog } from '../../../../test/render-dialog.tsx';
import { callsTo, fail, notFound, routeApi, type Routes } from '../../../../test/api-routes.ts';

const mockBaseQuery = jest.fn();
jest.mock('@salon/platform', () => ({
  ...jest.requireActual('@salon/platform'),
  createBaseQuery: () => (args: unknown) => mockBaseQuery(args),
}));

const SEND = '/api/auth/phone/send-token';
const CHECK = '/api/auth/phone/check-token';
const EMAIL_VERIFIED = { email: 'ala@example.com', emailToken: '1111' };
const PHONE_SENT = { ...EMAIL_VERIFIED, phone: '+48 600 100 200' };

beforeAll(() => initI18n());
beforeEach(() => routeApi(mockBaseQuery, { [`POST ${SEND}`]: { data: { resendAfterSeconds: 30 } } }, notFound));
afterEach(() => jest.restoreAllMocks());

const phoneField = () => screen.getByRole('textbox', { name: 'Numer telefonu' });
const sendCode = () => userEvent.click(screen.getByRole('button', { name: 'Wyślij kod SMS' }));
const typeCode = (code: string) => userEvent.type(screen.getByRole('textbox', { name: 'Cyfra 1 z 4' }), code);

describe('REGISTER_PHONE_CODE_SEND', () => {
  it('asks for the phone and requests its code bound to the verified e-mail', async () => {
    const view = renderDialog('REGISTER_PHONE_CODE_SEND', { flow: EMAIL_VERIFIED });
    expect(screen.getByText('Podaj numer telefonu. Wyślemy na niego SMS z kodem weryfikacyjnym.')).toBeInTheDocument();
    await userEvent.type(phoneField(), '+48 600 100 200');
    await sendCode();
    await waitFor(() => expect(view.stage()).toBe('REGISTER_PHONE_CODE_VERIFICATION'));
    expect(callsTo(mockBaseQuery, `POST ${SEND}`)).toEqual([
      expect.objectContaining({ method: 'POST', body: { phone: '+48 600 100 200', email: 'ala@example.com' }, captcha: undefined }),
    ]);
    expect(view.flow()).toMatchObject({ ...EMAIL_VERIFIED, phone: '+48 600 100 200', phoneToken: null });
  });

  it('shows the phone typed before (coming back from login by phone)', () => {
    renderDialog('REGISTER_PHONE_CODE_SEND', { flow: PHONE_SENT });
    expect(phoneField()).toHaveValue('+48 600 100 200');
  });

  it.each([
    ['', 'To pole jest wymagane'],
    ['600 100', 'To nie jest poprawny numer telefonu'],
    ['+48 600 1OO 200', 'To nie jest poprawny numer telefonu'],
    ['1234567890123456', 'To nie jest poprawny numer telefonu'],
    // Numbers the API refuses, refused before any code is asked for (decision 0029).
    ['999 999 999', 'To nie jest poprawny numer telefonu'],
    ['100 000 000', 'To nie jest poprawny numer telefonu'],
  ])('refuses the phone "%s": %s', async (value, message) => {
    renderDialog('REGISTER_PHONE_CODE_SEND', { flow: EMAIL_VERIFIED });
    if (value) await userEvent.type(phoneField(), value);
    await sendCode();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(phoneField()).toHaveAttribute('aria-invalid', 'true');
    expect(mockBaseQuery).not.toHaveBeenCalled();
  });

  it.each(['600100200', '+48600100200', '+48 600 100 200'])('accepts the phone "%s"', async (value) => {
    const view = renderDialog('REGISTER_PHONE_CODE_SEND', { flow: EMAIL_VERIFIED });
    await userEvent.type(phoneField(), value);
    await sendCode();
    await waitFor(() => expect(view.stage()).toBe('REGISTER_PHONE_CODE_VERIFICATION'));
  });

  it('a phone that already has an account goes to login by phone, keeping the verified e-mail', async () => {
    routeApi(mockBaseQuery, { [`POST ${SEND}`]: fail(409, 'EMAIL_ALREADY_ASSIGNED', 'phone') }, notFound);
    const view = renderDialog('REGISTER_PHONE_CODE_SEND', { flow: EMAIL_VERIFIED });
    await userEvent.type(phoneField(), '600 100 200');
    await sendCode();
    await waitFor(() => expect(view.stage()).toBe('LOGIN_PHONE'));
    expect(view.flow()).toMatchObject({ phone: '600 100 200', loginChannel: 'phone', email: 'ala@example.com', emailToken: '1111' });
  });

  it('a phone the API refuses all the same is marked on the field', async () => {
    // The form runs the API's rule; an API with a newer numbering plan may still refuse.
    routeApi(mockBaseQuery, { [`POST ${SEND}`]: fail(400, 'INVALID_VALUE', 'phone') }, notFound);
    const view = renderDialog('REGISTER_PHONE_CODE_SEND', { flow: EMAIL_VERIFIED });
    await userEvent.type(phoneField(), '600 100 299');
    await sendCode();
    expect(await screen.findByText('To nie jest poprawny numer telefonu')).toBeInTheDocument();
    expect(view.stage()).toBe('REGISTER_PHONE_CODE_SEND');
  });

  it('any other failure shows the unknown-error message', async () => {
    routeApi(mockBaseQuery, { [`POST ${SEND}`]: fail(500, 'UNKNOWN_ERROR') }, notFound);
    renderDialog('REGISTER_PHONE_CODE_SEND', { flow: EMAIL_VERIFIED });
    await userEvent.type(phoneField(), '600 100 200');
    await sendCode();
    expect(await screen.findByRole('alert')).toHaveTextContent('Wystąpił nieoczekiwany błąd. Spróbuj ponownie później lub skontaktuj się z obsługą klienta.');
  });

  it('without a verified e-mail it asks to start over, keeping the e-mail', async () => {
    const view = renderDialog('REGISTER_PHONE_CODE_SEND', { flow: { email: 'ala@example.com' } });
    await userEvent.click(screen.getByRole('button', { name: 'Zacznij od nowa' }));
    expect(view.flow()).toMatchObject({ stage: 'REGISTER_CHOOSE', email: 'ala@example.com' });
  });
});

describe('REGISTER_PHONE_CODE_VERIFICATION', () => {
  const checkAnswers = (answer: Routes[string]) => routeApi(mockBaseQuery, { [`POST ${CHECK}`]: answer }, notFound);

  it('says where the SMS went and checks the code with the phone and the e-mail', async () => {
    checkAnswers({ data: { isEmailFound: false, hasPassword: false, email: null } });
    const view = renderDialog('REGISTER_PHONE_CODE_VERIFICATION', { flow: PHONE_SENT });
    expect(screen.getByText('Wysłaliśmy SMS z 4-cyfrowym kodem na numer +48 600 100 200. Wpisz go poniżej.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Kod z SMS-a' })).toBeInTheDocument();
    await typeCode('2222');
    await waitFor(() => expect(view.stage()).toBe('REGISTER'));
    expect(callsTo(mockBaseQuery, `POST ${CHECK}`)).toEqual([
      expect.objectContaining({ method: 'POST', body: { phone: '+48 600 100 200', token: '2222', email: 'ala@example.com' } }),
    ]);
    expect(view.flow().phoneToken).toBe('2222');
  });

  it('an account of the phone with an e-mail and a password goes to OVERRIDE_EMAIL', async () => {
    checkAnswers({ data: { isEmailFound: true, hasPassword: true, email: 'a***@example.org' } });
    const view = renderDialog('REGISTER_PHONE_CODE_VERIFICATION', { flow: PHONE_SENT });
    await typeCode('2222');
    await waitFor(() => expect(view.stage()).toBe('OVERRIDE_EMAIL'));
    expect(view.flow()).toMatchObject({ phoneToken: '2222', accountEmail: 'a***@example.org', email: 'ala@example.com', emailToken: '1111' });
  });

  it('an account of the phone without a password is completed by the registration form', async () => {
    checkAnswers({ data: { isEmailFound: true, hasPassword: false, email: 'a***@example.org' } });
    const view = renderDialog('REGISTER_PHONE_CODE_VERIFICATION', { flow: PHONE_SENT });
    await typeCode('2222');
    await waitFor(() => expect(view.stage()).toBe('REGISTER'));
  });

  it('a phone without any account (UNKNOWN_USER) goes to the registration form', async () => {
    checkAnswers(fail(404, 'UNKNOWN_USER', 'phone'));
    const view = renderDialog('REGISTER_PHONE_CODE_VERIFICATION', { flow: PHONE_SENT });
    await typeCode('2222');
    await waitFor(() => expect(view.stage()).toBe('REGISTER'));
    expect(view.flow().phoneToken).toBe('2222');
  });

  it('a wrong or expired code turns the input to its error with the phone message', async () => {
    checkAnswers(fail(401, 'UNAUTHORIZED', 'token'));
    const view = renderDialog('REGISTER_PHONE_CODE_VERIFICATION', { flow: PHONE_SENT });
    await typeCode('2222');
    expect(await screen.findByText('Kod jest nieprawidłowy lub wygasł. Sprawdź SMS albo wyślij kod ponownie.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Cyfra 1 z 4' })).toHaveAttribute('aria-invalid', 'true');
    expect(view.stage()).toBe('REGISTER_PHONE_CODE_VERIFICATION');
  });

  it('too many wrong codes shows the common message', async () => {
    checkAnswers(fail(429, 'INVALID_TOKEN_TOO_MANY_TIMES', 'token'));
    renderDialog('REGISTER_PHONE_CODE_VERIFICATION', { flow: PHONE_SENT });
    await typeCode('2222');
    expect(await screen.findByText('Zbyt wiele błędnych prób. Poproś o nowy kod później.')).toBeInTheDocument();
  });

  it('resends the SMS code with the phone and the e-mail after 30 s', async () => {
    renderDialog('REGISTER_PHONE_CODE_VERIFICATION', { flow: PHONE_SENT });
    const button = screen.getByRole('button', { name: /Wyślij kod ponownie/ });
    expect(button).toBeDisabled();
    const start = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(start + 30_000);
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await waitFor(() => expect(callsTo(mockBaseQuery, `POST ${SEND}`)).toHaveLength(1));
    expect(callsTo(mockBaseQuery, `POST ${SEND}`)[0]).toMatchObject({ body: { phone: '+48 600 100 200', email: 'ala@example.com' }, captcha: undefined });
  });

  it('without the phone it asks to start over', () => {
    renderDialog('REGISTER_PHONE_CODE_VERIFICATION', { flow: EMAIL_VERIFIED });
    expect(screen.getByRole('button', { name: 'Zacznij od nowa' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Kod z SMS-a' })).toBeNull();
  });
});
