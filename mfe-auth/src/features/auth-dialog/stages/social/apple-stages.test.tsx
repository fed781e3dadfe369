import { createHmac, webcrypto } from 'node:crypto';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@salon/i18n';
import { signInWithApple } from '../../../../lib/social/apple-sign-in.ts';
import { SocialPopupClosedError } from '../../../../lib/social/social-popup-closed-error.ts';
import { renderDialog } from '../../../../test/render-dialog.tsx';
import { callsTo, fail, ok, routeApi, type Routes } from '../../../../test/api-routes.ts';
import { profile, SIGNED_IN_ROUTES } from '../sign-in/test-support.ts';

const mockBaseQuery = jest.fn();
jest.mock('@salon/platform', () => ({
  ...jest.requireActual('@salon/platform'),
  createBaseQuery: () => (args: unknown) => mockBaseQuery(args),
}));
jest.mock('../../../../lib/social/apple-sign-in.ts', () => ({ signInWithApple: jest.fn() }));

const mockApple = jest.mocked(signInWithApple);
const authorization = { code: 'dev-code', id_token: 'apple-id-token', state: 'nonce-1' };
const appleUser = { email: 'jan.apple@example.com', firstName: 'Jan', lastName: 'Wiśniewski' };
const social = { provider: 'apple' as const, token: authorization.id_token, apple: authorization, user: appleUser };
const tokens = { accessToken: 'access-a', refreshToken: 'refresh-a' };
const PHONE = '+48600100200';

/** The wrapper the API checks: the JSON text and its HMAC with the development secret. */
const signed = (payload: object) => {
  const body = JSON.stringify(payload);
  return { body, hmacToken: createHmac('sha256', 'development-apple-hmac-secret').update(body).digest('hex') };
};

beforeAll(() => {
  initI18n();
  // jsdom lacks WebCrypto's subtle, which the wrapper signs with in browsers.
  if (!globalThis.crypto.subtle) Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle, configurable: true });
});
beforeEach(() => {
  mockBaseQuery.mockReset();
  mockApple.mockReset();
  localStorage.clear();
});

function answerApi(routes: Routes) {
  routeApi(mockBaseQuery, { ...SIGNED_IN_ROUTES, ...routes });
}

async function typeCode(code: string) {
  const user = userEvent.setup();
  await user.click(screen.getByLabelText('Cyfra 1 z 4'));
  await user.keyboard(code);
}

async function clickApple() {
  await userEvent.click(screen.getByRole('button', { name: 'Kontynuuj z Apple' }));
}

describe('an existing Apple customer', () => {
  it('logs in at once', async () => {
    mockApple.mockResolvedValue({ authorization, user: appleUser });
    answerApi({
      'POST /api/apple/auth/identify': () => ok({ isNewUser: false }),
      'POST /api/apple/auth/login': () => ok({ ...tokens, appleEmail: appleUser.email, emailDiffers: false }),
    });
    const view = renderDialog('IDENTIFICATION');
    await clickApple();
    await waitFor(() => expect(view.onClose).toHaveBeenCalled());
    expect(callsTo(mockBaseQuery, 'POST /api/apple/auth/identify')[0]?.body).toEqual({ ...authorization, email: appleUser.email });
    expect(callsTo(mockBaseQuery, 'POST /api/apple/auth/login')[0]?.body).toEqual({ ...authorization, shouldValidateEmailForOverride: true });
    expect(localStorage.getItem('accessToken')).toBe('access-a');
    // The navigation settles after the dialog closes (a router transition).
    await waitFor(() => expect(view.location()).toBe('/home?logged-in=true'));
  });

  function answerEmailDiffers(more: Routes = {}) {
    mockApple.mockResolvedValue({ authorization, user: null });
    answerApi({
      'POST /api/apple/auth/identify': () => ok({ isNewUser: false }),
      'POST /api/apple/auth/login': () => ok({ ...tokens, appleEmail: 'jan@icloud.com', emailDiffers: true }),
      ...more,
    });
  }

  it("is signed in, then offered Apple's e-mail (APPLE_EMAIL_CHANGE) and takes it", async () => {
    answerEmailDiffers({ 'PUT /api/apple/auth/email-change': () => ok({ ...profile, email: 'jan@icloud.com' }) });
    const view = renderDialog('IDENTIFICATION');
    await clickApple();
    await waitFor(() => expect(view.stage()).toBe('APPLE_EMAIL_CHANGE'));
    expect(localStorage.getItem('accessToken')).toBe('access-a');
    expect(view.onClose).not.toHaveBeenCalled();
    expect(screen.getByText(/jan@icloud\.com/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Tak, użyj adresu z Apple' }));
    await waitFor(() => expect(view.onClose).toHaveBeenCalled());
    expect(callsTo(mockBaseQuery, 'PUT /api/apple/auth/email-change')[0]?.body).toEqual({ email: 'jan@icloud.com' });
    // The navigation settles after the dialog closes (a router transition).
    await waitFor(() => expect(view.location()).toBe('/home?logged-in=true'));
  });

  it('keeps the account e-mail', async () => {
    answerEmailDiffers();
    const view = renderDialog('IDENTIFICATION');
    await clickApple();
    await userEvent.click(await screen.findByRole('button', { name: 'Nie, zostaw obecny adres' }));
    expect(view.onClose).toHaveBeenCalled();
    expect(callsTo(mockBaseQuery, 'PUT /api/apple/auth/email-change')).toHaveLength(0);
  });

  it('says so when the change fails, and still lets the customer leave', async () => {
    answerEmailDiffers({ 'PUT /api/apple/auth/email-change': () => fail(409, 'DUPLICATE_VALUE', 'email') });
    const view = renderDialog('IDENTIFICATION');
    await clickApple();
    await userEvent.click(await screen.findByRole('button', { name: 'Tak, użyj adresu z Apple' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nie udało się zmienić adresu e-mail.');
    await userEvent.click(screen.getByRole('button', { name: 'Nie, zostaw obecny adres' }));
    expect(view.onClose).toHaveBeenCalled();
  });
});

describe('a new Apple customer', () => {
  it('proves a phone through the signed wrapper, then registers', async () => {
    const user = userEvent.setup();
    mockApple.mockResolvedValue({ authorization, user: appleUser });
    answerApi({
      'POST /api/apple/auth/identify': () => ok({ isNewUser: true }),
      'POST /api/apple/auth/phone/send-token': () => ok({ sent: true }),
      'POST /api/apple/auth/phone/verify-token': () => ok({ isNewUser: true }),
      'POST /api/apple/auth/register': () => ok(tokens),
    });
    const view = renderDialog('IDENTIFICATION');
    await clickApple();
    await waitFor(() => expect(view.stage()).toBe('APPLE_PHONE'));
    expect(view.flow().social).toEqual(social);

    await user.click(screen.getByRole('button', { name: 'Wyślij kod' }));
    expect(await screen.findByText('To pole jest wymagane')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Numer telefonu'), '+48 600 100 200');
    await user.click(screen.getByRole('button', { name: 'Wyślij kod' }));
    await waitFor(() => expect(view.stage()).toBe('APPLE_PHONE_CODE_VERIFICATION'));
    expect(callsTo(mockBaseQuery, 'POST /api/apple/auth/phone/send-token')[0]?.body).toEqual(signed({ phone: PHONE, code: 'dev-code', id_token: 'apple-id-token' }));

    await typeCode('1234');
    await waitFor(() => expect(view.stage()).toBe('APPLE_REGISTER'));
    expect(callsTo(mockBaseQuery, 'POST /api/apple/auth/phone/verify-token')[0]?.body).toEqual(
      signed({ phone: PHONE, token: '1234', code: 'dev-code', id_token: 'apple-id-token' }),
    );

    // APPLE_REGISTER: Apple's last name is locked, the first name stays editable; sex required.
    expect(screen.getByLabelText('Nazwisko')).toHaveValue('Wiśniewski');
    expect(screen.getByLabelText('Nazwisko')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Imię')).toHaveValue('Jan');
    expect(screen.getByLabelText('Imię')).not.toHaveAttribute('readonly');
    expect(screen.queryByLabelText('E-mail')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Załóż konto' }));
    expect(await screen.findByText('To pole jest wymagane')).toBeInTheDocument();
    expect(callsTo(mockBaseQuery, 'POST /api/apple/auth/register')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Imię'));
    await user.type(screen.getByLabelText('Imię'), 'Janek');
    await user.click(screen.getByRole('radio', { name: 'Mężczyzna' }));
    await user.click(screen.getByRole('button', { name: 'Załóż konto' }));
    await waitFor(() => expect(view.onClose).toHaveBeenCalled());
    expect(callsTo(mockBaseQuery, 'POST /api/apple/auth/register')[0]?.body).toEqual({
      ...authorization,
      sex: 'M',
      firstName: 'Janek',
      lastName: 'Wiśniewski',
      phone: PHONE,
      phoneToken: '1234',
      email: 'jan.apple@example.com',
      birthday: null,
      marketingConsents: [
        { channel: 'Email', granted: false },
        { channel: 'Telemarketing', granted: false },
      ],
    });
    expect(localStorage.getItem('accessToken')).toBe('access-a');
  });

  it('logs in when the phone belongs to an account the API just linked', async () => {
    answerApi({
      'POST /api/apple/auth/phone/verify-token': () => ok({ isNewUser: false }),
      'POST /api/apple/auth/login': () => ok({ ...tokens, appleEmail: null, emailDiffers: false }),
    });
    const view = renderDialog('APPLE_PHONE_CODE_VERIFICATION', { flow: { phone: PHONE, social } });
    await typeCode('1234');
    await waitFor(() => expect(view.onClose).toHaveBeenCalled());
    expect(callsTo(mockBaseQuery, 'POST /api/apple/auth/login')[0]?.body).toEqual({ ...authorization, shouldValidateEmailForOverride: true });
  });

  it('shows a wrong code on the code input', async () => {
    answerApi({ 'POST /api/apple/auth/phone/verify-token': () => fail(401, 'UNAUTHORIZED', 'token') });
    const view = renderDialog('APPLE_PHONE_CODE_VERIFICATION', { flow: { phone: PHONE, social } });
    await typeCode('9999');
    expect(await screen.findByText('Kod jest nieprawidłowy lub wygasł. Wyślij kod ponownie.')).toBeInTheDocument();
    expect(view.stage()).toBe('APPLE_PHONE_CODE_VERIFICATION');
  });

  it('shows an invalid phone on the phone field', async () => {
    answerApi({ 'POST /api/apple/auth/phone/send-token': () => fail(400, 'INVALID_VALUE', 'phone') });
    const view = renderDialog('APPLE_PHONE', { flow: { social } });
    // A number the form's rule (the API's) takes; an API with a newer numbering plan may still refuse.
    await userEvent.type(screen.getByLabelText('Numer telefonu'), '+48 600 100 299');
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij kod' }));
    expect(await screen.findByText('To nie jest poprawny numer telefonu')).toBeInTheDocument();
    expect(view.stage()).toBe('APPLE_PHONE');
  });
});

describe('Apple failures', () => {
  it('ignores a popup closed by the customer', async () => {
    mockApple.mockRejectedValue(new SocialPopupClosedError('apple'));
    const view = renderDialog('REGISTER_CHOOSE', { flow: { email: 'jan@example.com' } });
    await clickApple();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Kontynuuj z Apple' })).toBeEnabled());
    expect(view.stage()).toBe('REGISTER_CHOOSE');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(mockBaseQuery).not.toHaveBeenCalled();
  });

  it.each<[string, () => void, Routes]>([
    ['Apple fails', () => mockApple.mockRejectedValue(new Error('blocked')), {}],
    ['identify refuses the token', () => mockApple.mockResolvedValue({ authorization, user: null }), { 'POST /api/apple/auth/identify': () => fail(400, 'INVALID_VALUE', 'id_token') }],
    [
      'login fails',
      () => mockApple.mockResolvedValue({ authorization, user: null }),
      { 'POST /api/apple/auth/identify': () => ok({ isNewUser: false }), 'POST /api/apple/auth/login': () => fail(401, 'UNAUTHORIZED', 'id_token') },
    ],
  ])('goes to ERROR when %s', async (_case, arrange, routes) => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    arrange();
    answerApi(routes);
    const view = renderDialog('IDENTIFICATION');
    await clickApple();
    await waitFor(() => expect(view.stage()).toBe('ERROR'));
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it.each<[string, Routes]>([
    ['sending the code fails other than on the phone', { 'POST /api/apple/auth/phone/send-token': () => fail(409, 'DUPLICATE_VALUE', 'phone') }],
  ])('goes to ERROR at APPLE_PHONE when %s', async (_case, routes) => {
    answerApi(routes);
    const view = renderDialog('APPLE_PHONE', { flow: { social } });
    await userEvent.type(screen.getByLabelText('Numer telefonu'), '+48 600 100 200');
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij kod' }));
    await waitFor(() => expect(view.stage()).toBe('ERROR'));
  });

  it('goes to ERROR when registration fails', async () => {
    answerApi({ 'POST /api/apple/auth/register': () => fail(409, 'DUPLICATE_VALUE', 'email') });
    const view = renderDialog('APPLE_REGISTER', { flow: { phone: PHONE, phoneToken: '1234', social } });
    await userEvent.click(screen.getByRole('radio', { name: 'Kobieta' }));
    await userEvent.click(screen.getByRole('button', { name: 'Załóż konto' }));
    await waitFor(() => expect(view.stage()).toBe('ERROR'));
  });
});
