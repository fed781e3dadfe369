import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@salon/i18n';
import { setRuntimeConfigForTests } from '@salon/platform';
import { signInWithGoogle } from '../../../../lib/social/google-sign-in.ts';
import { SocialPopupClosedError } from '../../../../lib/social/social-popup-closed-error.ts';
import { renderDialog } from '../../../../test/render-dialog.tsx';
import { callsTo, fail, ok, routeApi, type Routes } from '../../../../test/api-routes.ts';
import { SIGNED_IN_ROUTES } from '../sign-in/test-support.ts';

const mockBaseQuery = jest.fn();
jest.mock('@salon/platform', () => ({
  ...jest.requireActual('@salon/platform'),
  createBaseQuery: () => (args: unknown) => mockBaseQuery(args),
}));
jest.mock('../../../../lib/social/google-sign-in.ts', () => ({ signInWithGoogle: jest.fn() }));

const mockGoogle = jest.mocked(signInWithGoogle);
const GOOGLE_TOKEN = 'google-id-token';
const googleUser = { email: 'ewa.google@example.com', firstName: 'Ewa', lastName: 'Zielińska' };
const tokens = { accessToken: 'access-g', refreshToken: 'refresh-g' };
const social = { provider: 'google' as const, token: GOOGLE_TOKEN, apple: null, user: googleUser };

beforeAll(() => initI18n());
beforeEach(() => {
  mockBaseQuery.mockReset();
  mockGoogle.mockReset();
  localStorage.clear();
});
afterEach(() => setRuntimeConfigForTests(null));

function answerApi(routes: Routes) {
  routeApi(mockBaseQuery, { ...SIGNED_IN_ROUTES, ...routes });
}

async function typeCode(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.click(screen.getByLabelText('Cyfra 1 z 4'));
  await user.keyboard(code);
}

describe('the Google button', () => {
  it('shows each provider only when the runtime config turns it on', () => {
    setRuntimeConfigForTests({ socialLogin: { google: false, apple: true } });
    renderDialog('IDENTIFICATION');
    expect(screen.queryByRole('button', { name: 'Kontynuuj z Google' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kontynuuj z Apple' })).toBeInTheDocument();
  });

  it('signs a linked Google account in at once', async () => {
    mockGoogle.mockResolvedValue({ idToken: GOOGLE_TOKEN, user: googleUser });
    answerApi({ 'POST /api/google/auth': () => ok(tokens) });
    const view = renderDialog('IDENTIFICATION');
    await userEvent.click(screen.getByRole('button', { name: 'Kontynuuj z Google' }));
    await waitFor(() => expect(view.onClose).toHaveBeenCalled());
    expect(callsTo(mockBaseQuery, 'POST /api/google/auth')[0]?.body).toEqual({ googleToken: GOOGLE_TOKEN });
    expect(localStorage.getItem('accessToken')).toBe('access-g');
    // The navigation settles after the dialog closes (a router transition).
    await waitFor(() => expect(view.location()).toBe('/home?logged-in=true'));
  });

  it('says nothing and stays when the customer closes the Google window', async () => {
    mockGoogle.mockRejectedValue(new SocialPopupClosedError('google'));
    const view = renderDialog('IDENTIFICATION');
    await userEvent.click(screen.getByRole('button', { name: 'Kontynuuj z Google' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Kontynuuj z Google' })).toBeEnabled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(mockBaseQuery).not.toHaveBeenCalled();
    expect(view.stage()).toBe('IDENTIFICATION');
  });

  it.each([
    ['the Google window fails', () => mockGoogle.mockRejectedValue(new Error('blocked')), {}],
    ['the API refuses the token', () => mockGoogle.mockResolvedValue({ idToken: 'bad', user: null }), { 'POST /api/google/auth': () => fail(400, 'GOOGLE_FETCH_USER_ERROR', 'googleToken') }],
  ])('says that Google sign-in failed when %s', async (_case, arrange, routes) => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    arrange();
    answerApi(routes);
    renderDialog('IDENTIFICATION');
    await userEvent.click(screen.getByRole('button', { name: 'Kontynuuj z Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Logowanie przez Google nie powiodło się');
  });
});

describe('a new Google customer', () => {
  it('proves a phone, then registers with the Google data locked', async () => {
    const user = userEvent.setup();
    mockGoogle.mockResolvedValue({ idToken: GOOGLE_TOKEN, user: googleUser });
    answerApi({
      'POST /api/google/auth': () => fail(401, 'UNAUTHORIZED', 'googleToken'),
      'POST /api/google/auth/sms-code-send': () => ok({ sent: true }),
      'POST /api/google/auth/sms-code-verification': ({ body }) => (body?.phoneToken === '1234' ? ok({ googleUser }) : fail(401, 'UNAUTHORIZED', 'phoneToken')),
      'POST /api/google/auth/create-account-and-authorize': () => ok(tokens),
    });
    const view = renderDialog('IDENTIFICATION');

    await user.click(screen.getByRole('button', { name: 'Kontynuuj z Google' }));
    await waitFor(() => expect(view.stage()).toBe('GOOGLE_PHONE'));
    expect(view.flow().social).toEqual(social);

    // GOOGLE_PHONE: the strong phone rule, then the code goes out.
    await user.type(screen.getByLabelText('Numer telefonu'), '12ab');
    await user.click(screen.getByRole('button', { name: 'Wyślij kod' }));
    expect(await screen.findByText('To nie jest poprawny numer telefonu')).toBeInTheDocument();
    expect(callsTo(mockBaseQuery, 'POST /api/google/auth/sms-code-send')).toHaveLength(0);
    await user.clear(screen.getByLabelText('Numer telefonu'));
    await user.type(screen.getByLabelText('Numer telefonu'), '+48 600 100 200');
    await user.click(screen.getByRole('button', { name: 'Wyślij kod' }));
    await waitFor(() => expect(view.stage()).toBe('GOOGLE_PHONE_VERIFICATION'));
    expect(callsTo(mockBaseQuery, 'POST /api/google/auth/sms-code-send')[0]?.body).toEqual({ phone: '+48600100200', googleToken: GOOGLE_TOKEN });

    // GOOGLE_PHONE_VERIFICATION: a wrong code is the code input's error; the right one moves on.
    expect(screen.getByText(/\+48600100200/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Wyślij kod ponownie/ })).toBeInTheDocument();
    await typeCode(user, '1111');
    expect(await screen.findByText('Kod jest nieprawidłowy lub wygasł. Wyślij kod ponownie.')).toBeInTheDocument();
    expect(view.stage()).toBe('GOOGLE_PHONE_VERIFICATION');
    await user.clear(screen.getByLabelText('Cyfra 4 z 4'));
    await user.clear(screen.getByLabelText('Cyfra 3 z 4'));
    await user.clear(screen.getByLabelText('Cyfra 2 z 4'));
    await user.clear(screen.getByLabelText('Cyfra 1 z 4'));
    await typeCode(user, '1234');
    await waitFor(() => expect(view.stage()).toBe('GOOGLE_REGISTER'));
    expect(callsTo(mockBaseQuery, 'POST /api/google/auth/sms-code-verification').at(-1)?.body).toEqual({ phone: '+48600100200', phoneToken: '1234', googleToken: GOOGLE_TOKEN });

    // GOOGLE_REGISTER: Google's names and e-mail prefilled and locked; sex required.
    expect(screen.getByLabelText('Imię')).toHaveValue('Ewa');
    expect(screen.getByLabelText('Imię')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Nazwisko')).toHaveValue('Zielińska');
    expect(screen.getByLabelText('Nazwisko')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('E-mail')).toHaveValue('ewa.google@example.com');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('readonly');
    await user.click(screen.getByRole('button', { name: 'Załóż konto' }));
    const sex = screen.getByRole('group', { name: 'Płeć' });
    expect(await within(sex).findByText('To pole jest wymagane')).toBeInTheDocument();
    expect(callsTo(mockBaseQuery, 'POST /api/google/auth/create-account-and-authorize')).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: 'Kobieta' }));
    await user.selectOptions(screen.getByLabelText('Dzień'), '3');
    await user.selectOptions(screen.getByLabelText('Miesiąc'), '5');
    await user.click(screen.getByLabelText('Chcę otrzymywać oferty i nowości e-mailem.'));
    await user.click(screen.getByRole('button', { name: 'Załóż konto' }));
    await waitFor(() => expect(view.onClose).toHaveBeenCalled());
    expect(callsTo(mockBaseQuery, 'POST /api/google/auth/create-account-and-authorize')[0]?.body).toEqual({
      sex: 'F',
      lastName: 'Zielińska',
      phone: '+48600100200',
      phoneToken: '1234',
      googleToken: GOOGLE_TOKEN,
      birthday: { day: 3, month: 5 },
      marketingConsents: [
        { channel: 'Email', granted: true },
        { channel: 'Telemarketing', granted: false },
      ],
    });
    expect(localStorage.getItem('accessToken')).toBe('access-g');
  });

  it('lets the customer type a last name Google did not give', async () => {
    const user = userEvent.setup();
    answerApi({ 'POST /api/google/auth/create-account-and-authorize': () => ok(tokens) });
    const view = renderDialog('GOOGLE_REGISTER', { flow: { phone: '+48600100200', phoneToken: '1234', social: { ...social, user: { ...googleUser, lastName: null } } } });
    expect(screen.getByLabelText('Nazwisko')).not.toHaveAttribute('readonly');
    await user.click(screen.getByRole('radio', { name: 'Mężczyzna' }));
    await user.click(screen.getByRole('button', { name: 'Załóż konto' }));
    expect(await screen.findByText('To pole jest wymagane')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Nazwisko'), 'Nowak');
    await user.click(screen.getByRole('button', { name: 'Załóż konto' }));
    await waitFor(() => expect(view.onClose).toHaveBeenCalled());
    expect(callsTo(mockBaseQuery, 'POST /api/google/auth/create-account-and-authorize')[0]?.body).toMatchObject({ sex: 'M', lastName: 'Nowak', birthday: null });
  });

  it('shows GOOGLE_USER_ALREADY_EXIST at registration', async () => {
    answerApi({ 'POST /api/google/auth/create-account-and-authorize': () => fail(409, 'GOOGLE_USER_ALREADY_EXIST', 'email') });
    renderDialog('GOOGLE_REGISTER', { flow: { phone: '+48600100200', phoneToken: '1234', social } });
    await userEvent.click(screen.getByRole('radio', { name: 'Kobieta' }));
    await userEvent.click(screen.getByRole('button', { name: 'Załóż konto' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ma inny numer telefonu');
  });
});

describe('GOOGLE_PHONE and GOOGLE_PHONE_VERIFICATION answers', () => {
  it('shows an invalid phone from the API on the phone field', async () => {
    answerApi({ 'POST /api/google/auth/sms-code-send': () => fail(400, 'INVALID_VALUE', 'phone') });
    const view = renderDialog('GOOGLE_PHONE', { flow: { social } });
    // A number the form's rule (the API's) takes; an API with a newer numbering plan may still refuse.
    await userEvent.type(screen.getByLabelText('Numer telefonu'), '+48 600 100 299');
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij kod' }));
    expect(await screen.findByText('To nie jest poprawny numer telefonu')).toBeInTheDocument();
    expect(view.stage()).toBe('GOOGLE_PHONE');
  });

  it('signs in the phone\'s account when the API links it', async () => {
    answerApi({ 'POST /api/google/auth/sms-code-verification': () => ok(tokens) });
    const view = renderDialog('GOOGLE_PHONE_VERIFICATION', { flow: { phone: '+48600100200', social } });
    await typeCode(userEvent.setup(), '1234');
    await waitFor(() => expect(view.onClose).toHaveBeenCalled());
    expect(localStorage.getItem('accessToken')).toBe('access-g');
  });

  it.each([
    ['GOOGLE_USER_ALREADY_EXIST', 'ma inny numer telefonu'],
    ['CANNOT_CONNECT_ACCOUNT_WITH_GOOGLE', 'Nie można połączyć tego konta z tym kontem Google.'],
    ['RATE_LIMITED', 'Zbyt wiele prób.'],
  ])('shows %s under the code', async (code, text) => {
    answerApi({ 'POST /api/google/auth/sms-code-verification': () => fail(code === 'RATE_LIMITED' ? 429 : 409, code) });
    renderDialog('GOOGLE_PHONE_VERIFICATION', { flow: { phone: '+48600100200', social } });
    await typeCode(userEvent.setup(), '1234');
    expect(await screen.findByText(new RegExp(text.replace(/[.+]/g, '\\$&')))).toBeInTheDocument();
  });

  it('resends the code to the same phone', async () => {
    jest.useFakeTimers();
    try {
      answerApi({ 'POST /api/google/auth/sms-code-send': () => ok({ sent: true }) });
      renderDialog('GOOGLE_PHONE_VERIFICATION', { flow: { phone: '+48600100200', social } });
      await act(() => jest.advanceTimersByTimeAsync(31_000));
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.click(screen.getByRole('button', { name: /Wyślij kod ponownie/ }));
      await waitFor(() => expect(callsTo(mockBaseQuery, 'POST /api/google/auth/sms-code-send')).toHaveLength(1));
      expect(callsTo(mockBaseQuery, 'POST /api/google/auth/sms-code-send')[0]?.body).toEqual({ phone: '+48600100200', googleToken: GOOGLE_TOKEN });
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('GOOGLE_EMAIL_CHANGE', () => {
  function answerEmailDiffers(change: Routes[string]) {
    answerApi({
      'POST /api/google/auth/sms-code-verification': () => ({ error: { status: 409, code: 'GOOGLE_EMAIL_IS_NOT_THE_SAME', email: 'ewa.google@example.com' } }),
      'POST /api/google/auth/change-email-and-authorize': change,
    });
  }

  it.each([
    ['Tak, użyj adresu z Google', true],
    ['Nie, zostaw obecny adres', false],
  ])('follows a different account e-mail: "%s" signs in', async (button, shouldChangeEmail) => {
    answerEmailDiffers(() => ok(tokens));
    const view = renderDialog('GOOGLE_PHONE_VERIFICATION', { flow: { phone: '+48600100200', social: { ...social, user: null } } });
    await typeCode(userEvent.setup(), '4321');
    await waitFor(() => expect(view.stage()).toBe('GOOGLE_EMAIL_CHANGE'));
    expect(screen.getByText(/ewa\.google@example\.com/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: button }));
    await waitFor(() => expect(view.onClose).toHaveBeenCalled());
    expect(callsTo(mockBaseQuery, 'POST /api/google/auth/change-email-and-authorize')[0]?.body).toEqual({
      phone: '+48600100200',
      phoneToken: '4321',
      googleToken: GOOGLE_TOKEN,
      shouldChangeEmail,
    });
    expect(localStorage.getItem('accessToken')).toBe('access-g');
  });

  it('shows a failure and stays', async () => {
    answerEmailDiffers(() => fail(409, 'GOOGLE_USER_ALREADY_EXIST', 'email'));
    const view = renderDialog('GOOGLE_EMAIL_CHANGE', { flow: { phone: '+48600100200', phoneToken: '4321', social } });
    await userEvent.click(screen.getByRole('button', { name: 'Tak, użyj adresu z Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ma inny numer telefonu');
    expect(view.onClose).not.toHaveBeenCalled();
  });
});

it('sends a social stage reached without a provider sign-in to ERROR', async () => {
  const view = renderDialog('GOOGLE_REGISTER');
  await waitFor(() => expect(view.stage()).toBe('ERROR'));
});
