import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@salon/i18n';
import { renderDialog } from '../../../../test/render-dialog.tsx';
import { callsTo, fail, notFound, routeApi } from '../../../../test/api-routes.ts';

const mockBaseQuery = jest.fn();
jest.mock('@salon/platform', () => ({
  ...jest.requireActual('@salon/platform'),
  createBaseQuery: () => (args: unknown) => mockBaseQuery(args),
}));

const SEND = '/api/auth/email/send-token';
const CHECK = '/api/auth/email/check-token';
const sent = { data: { resendAfterSeconds: 30 } };

beforeAll(() => initI18n());
beforeEach(() => routeApi(mockBaseQuery, { [`POST ${SEND}`]: sent, [`POST ${CHECK}`]: { data: { verified: true } } }, notFound));

const emailField = () => screen.getByRole('textbox', { name: 'Adres e-mail' });
const sendCode = () => userEvent.click(screen.getByRole('button', { name: 'Wyślij kod na e-mail' }));
const typeCode = (code: string) => userEvent.type(screen.getByRole('textbox', { name: 'Cyfra 1 z 4' }), code);

describe('REGISTER_CHOOSE', () => {
  it('shows the identified e-mail, the code request and the Google and Apple options', () => {
    renderDialog('REGISTER_CHOOSE', { flow: { email: 'ala@example.com' } });
    expect(screen.getByRole('dialog', { name: 'Załóż konto' })).toBeInTheDocument();
    expect(emailField()).toHaveValue('ala@example.com');
    expect(screen.getByRole('button', { name: 'Wyślij kod na e-mail' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kontynuuj z Google' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kontynuuj z Apple' })).toBeInTheDocument();
  });

  it('requests the e-mail code and goes to its verification', async () => {
    const view = renderDialog('REGISTER_CHOOSE', { flow: { email: 'ala@example.com' } });
    await sendCode();
    await waitFor(() => expect(view.stage()).toBe('REGISTER_EMAIL_CODE_VERIFICATION'));
    expect(callsTo(mockBaseQuery, `POST ${SEND}`)).toEqual([expect.objectContaining({ method: 'POST', body: { email: 'ala@example.com' }, captcha: undefined })]);
    expect(view.flow().email).toBe('ala@example.com');
  });

  it('registers a corrected e-mail, forgetting the codes of the previous one', async () => {
    const view = renderDialog('REGISTER_CHOOSE', { flow: { email: 'ala@exmaple.com', emailToken: '9999' } });
    await userEvent.clear(emailField());
    await userEvent.type(emailField(), ' ala@example.com ');
    await sendCode();
    await waitFor(() => expect(view.stage()).toBe('REGISTER_EMAIL_CODE_VERIFICATION'));
    expect(callsTo(mockBaseQuery, `POST ${SEND}`)[0]?.body).toEqual({ email: 'ala@example.com' });
    expect(view.flow()).toMatchObject({ email: 'ala@example.com', emailToken: null });
  });

  it.each([
    ['', 'To pole jest wymagane'],
    ['ala@example', 'To nie jest poprawny adres email'],
  ])('refuses the e-mail "%s": %s', async (value, message) => {
    const view = renderDialog('REGISTER_CHOOSE');
    if (value) await userEvent.type(emailField(), value);
    await sendCode();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(mockBaseQuery).not.toHaveBeenCalled();
    expect(view.stage()).toBe('REGISTER_CHOOSE');
  });

  it('an e-mail that already has an account is offered the login', async () => {
    routeApi(mockBaseQuery, { [`POST ${SEND}`]: fail(409, 'DUPLICATE_VALUE', 'email') }, notFound);
    const view = renderDialog('REGISTER_CHOOSE', { flow: { email: 'ala@example.com' } });
    await sendCode();
    expect(await screen.findByText('Konto z tym adresem e-mail już istnieje.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    expect(view.flow()).toMatchObject({ stage: 'LOGIN', email: 'ala@example.com', loginChannel: 'email' });
  });

  it('an e-mail the API refuses is marked on the field', async () => {
    routeApi(mockBaseQuery, { [`POST ${SEND}`]: fail(400, 'INVALID_VALUE', 'email') }, notFound);
    renderDialog('REGISTER_CHOOSE', { flow: { email: 'ala@example.com' } });
    await sendCode();
    expect(await screen.findByText('To nie jest poprawny adres email')).toBeInTheDocument();
  });

  it.each([
    ['RATE_LIMITED', 429, 'Zbyt wiele prób. Odczekaj chwilę i spróbuj ponownie.'],
    ['GOOGLE_RECAPTCHA_ERROR', 400, 'Nie udało się potwierdzić, że nie jesteś robotem. Odśwież stronę i spróbuj ponownie.'],
    ['UNKNOWN_ERROR', 500, 'Wystąpił nieoczekiwany błąd. Spróbuj ponownie później lub skontaktuj się z obsługą klienta.'],
  ])('shows %s as the common message and stays', async (code, status, message) => {
    routeApi(mockBaseQuery, { [`POST ${SEND}`]: fail(status, code) }, notFound);
    const view = renderDialog('REGISTER_CHOOSE', { flow: { email: 'ala@example.com' } });
    await sendCode();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(view.stage()).toBe('REGISTER_CHOOSE');
  });
});

describe('REGISTER_EMAIL_CODE_VERIFICATION', () => {
  it('says where the code went and checks it when the 4th digit is typed', async () => {
    const view = renderDialog('REGISTER_EMAIL_CODE_VERIFICATION', { flow: { email: 'ala@example.com' } });
    expect(screen.getByText('Wysłaliśmy 4-cyfrowy kod na adres ala@example.com. Wpisz go poniżej.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Kod z wiadomości e-mail' })).toBeInTheDocument();
    await typeCode('1234');
    await waitFor(() => expect(view.stage()).toBe('REGISTER_PHONE_CODE_SEND'));
    expect(callsTo(mockBaseQuery, `POST ${CHECK}`)).toEqual([expect.objectContaining({ method: 'POST', body: { email: 'ala@example.com', token: '1234' } })]);
    expect(view.flow()).toMatchObject({ email: 'ala@example.com', emailToken: '1234' });
  });

  it('a wrong or expired code turns the input to its error with the e-mail message', async () => {
    routeApi(mockBaseQuery, { [`POST ${CHECK}`]: fail(401, 'UNAUTHORIZED', 'token') }, notFound);
    const view = renderDialog('REGISTER_EMAIL_CODE_VERIFICATION', { flow: { email: 'ala@example.com' } });
    await typeCode('1234');
    expect(await screen.findByText('Kod jest nieprawidłowy lub wygasł. Sprawdź wiadomość e-mail albo wyślij kod ponownie.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Cyfra 4 z 4' })).toHaveAttribute('aria-invalid', 'true');
    expect(view.stage()).toBe('REGISTER_EMAIL_CODE_VERIFICATION');
    expect(view.flow().emailToken).toBeNull();
  });

  it.each([
    ['INVALID_TOKEN_TOO_MANY_TIMES', 'Zbyt wiele błędnych prób. Poproś o nowy kod później.'],
    ['RATE_LIMITED', 'Zbyt wiele prób. Odczekaj chwilę i spróbuj ponownie.'],
  ])('%s shows the common message', async (code, message) => {
    routeApi(mockBaseQuery, { [`POST ${CHECK}`]: fail(429, code) }, notFound);
    renderDialog('REGISTER_EMAIL_CODE_VERIFICATION', { flow: { email: 'ala@example.com' } });
    await typeCode('1234');
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('the same code can be tried again by the button after a network failure', async () => {
    routeApi(mockBaseQuery, { [`POST ${CHECK}`]: fail(0, 'UNKNOWN_ERROR') }, notFound);
    const view = renderDialog('REGISTER_EMAIL_CODE_VERIFICATION', { flow: { email: 'ala@example.com' } });
    await typeCode('1234');
    expect(await screen.findByText('Brak połączenia. Sprawdź internet i spróbuj ponownie.')).toBeInTheDocument();
    routeApi(mockBaseQuery, { [`POST ${CHECK}`]: { data: { verified: true } } }, notFound);
    await userEvent.click(screen.getByRole('button', { name: 'Potwierdź kod' }));
    await waitFor(() => expect(view.stage()).toBe('REGISTER_PHONE_CODE_SEND'));
  });

  describe('resend', () => {
    afterEach(() => jest.restoreAllMocks());

    // The button counts down to a deadline read from the clock: move the clock past it.
    const resendAfterCooldown = async () => {
      const button = screen.getByRole('button', { name: /Wyślij kod ponownie/ });
      expect(button).toBeDisabled();
      const start = Date.now();
      jest.spyOn(Date, 'now').mockReturnValue(start + 30_000);
      await waitFor(() => expect(button).toBeEnabled());
      await userEvent.click(button);
    };

    it('sends the e-mail code again after 30 s', async () => {
      renderDialog('REGISTER_EMAIL_CODE_VERIFICATION', { flow: { email: 'ala@example.com' } });
      await resendAfterCooldown();
      await waitFor(() => expect(callsTo(mockBaseQuery, `POST ${SEND}`)).toHaveLength(1));
      expect(callsTo(mockBaseQuery, `POST ${SEND}`)[0]).toMatchObject({ body: { email: 'ala@example.com' }, captcha: undefined });
    });

    it('tells why a resend failed', async () => {
      routeApi(mockBaseQuery, { [`POST ${SEND}`]: fail(429, 'RATE_LIMITED') }, notFound);
      renderDialog('REGISTER_EMAIL_CODE_VERIFICATION', { flow: { email: 'ala@example.com' } });
      await resendAfterCooldown();
      expect(await screen.findByText('Zbyt wiele prób. Odczekaj chwilę i spróbuj ponownie.')).toBeInTheDocument();
      // Nothing was sent, so no new countdown: the customer may try again.
      expect(screen.getByRole('button', { name: /Wyślij kod ponownie/ })).toBeEnabled();
    });
  });

  it('without an e-mail it asks to start the registration over', async () => {
    const view = renderDialog('REGISTER_EMAIL_CODE_VERIFICATION');
    expect(screen.getByText('Brakuje wcześniejszych kroków rejestracji. Zacznij ją od nowa.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Zacznij od nowa' }));
    expect(view.stage()).toBe('IDENTIFICATION');
  });
});
