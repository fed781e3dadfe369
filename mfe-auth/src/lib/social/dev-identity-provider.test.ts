import { setRuntimeConfigForTests } from '@salon/platform';
import { signInWithApple } from './apple-sign-in.ts';
import { signInWithGoogle } from './google-sign-in.ts';
import { SocialPopupClosedError } from './social-popup-closed-error.ts';
import { fakeIdToken } from './test-tokens.ts';

interface FakePopup {
  closed: boolean;
}

/** Opens no window: records the URL and hands back a popup whose `closed` the test flips. */
function stubPopup() {
  const popup: FakePopup = { closed: false };
  const open = jest.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
  const url = () => new URL(String(open.mock.calls[0]?.[0]), window.location.href);
  return { popup, open, url };
}

function post(data: unknown, origin = window.location.origin) {
  window.dispatchEvent(new MessageEvent('message', { data, origin }));
}

const ewa = { subject: 'google-dev-ewa', email: 'ewa.google@example.com', firstName: 'Ewa', lastName: 'Zielińska' };

afterEach(() => {
  setRuntimeConfigForTests(null);
  jest.useRealTimers();
});

describe('signInWithGoogle through the development identity provider', () => {
  it('opens the provider page with the origin, a nonce and the language, and resolves with the posted token', async () => {
    const { open, url } = stubPopup();
    const result = signInWithGoogle();
    expect(open).toHaveBeenCalledTimes(1);
    expect(url().pathname).toBe('/api/dev/idp/google/authorize');
    expect(url().searchParams.get('redirect_origin')).toBe(window.location.origin);
    expect(url().searchParams.get('lang')).toBe('pl');
    const nonce = url().searchParams.get('nonce')!;
    expect(nonce).toMatch(/^[0-9a-f]{32}$/);

    const idToken = fakeIdToken({ sub: ewa.subject, email: ewa.email, nonce });
    post({ type: 'salon-dev-idp', provider: 'google', idToken, user: ewa });

    await expect(result).resolves.toEqual({ idToken, user: { email: ewa.email, firstName: 'Ewa', lastName: 'Zielińska' } });
  });

  it('takes the message only from the API origin and for its provider', async () => {
    setRuntimeConfigForTests({ apiBaseUrl: 'https://api.salon.example' });
    const { url } = stubPopup();
    const result = signInWithGoogle();
    expect(url().origin).toBe('https://api.salon.example');
    const nonce = url().searchParams.get('nonce')!;
    const idToken = fakeIdToken({ sub: ewa.subject, nonce });

    const settled = jest.fn();
    void result.then(settled, settled);
    post({ type: 'salon-dev-idp', provider: 'google', idToken: 'from-this-page', user: ewa });
    post({ type: 'salon-dev-idp', provider: 'apple', idToken: 'for-apple', user: ewa }, 'https://api.salon.example');
    post({ type: 'something-else', idToken: 'x' }, 'https://api.salon.example');
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();

    post({ type: 'salon-dev-idp', provider: 'google', idToken, user: ewa }, 'https://api.salon.example');
    await expect(result).resolves.toMatchObject({ idToken });
  });

  it('refuses a token that answers another attempt (other nonce)', async () => {
    stubPopup();
    const result = signInWithGoogle();
    post({ type: 'salon-dev-idp', provider: 'google', idToken: fakeIdToken({ sub: 'x', nonce: 'someone-elses' }), user: ewa });
    await expect(result).rejects.toThrow(/nonce/);
  });

  it('rejects with SocialPopupClosedError when the window closes without an answer', async () => {
    jest.useFakeTimers();
    const { popup } = stubPopup();
    const result = signInWithGoogle();
    const rejected = expect(result).rejects.toBeInstanceOf(SocialPopupClosedError);
    popup.closed = true;
    await jest.advanceTimersByTimeAsync(2000);
    await rejected;
  });

  it('still takes an answer that arrives as the window closes itself', async () => {
    jest.useFakeTimers();
    const { popup, url } = stubPopup();
    const result = signInWithGoogle();
    popup.closed = true;
    await jest.advanceTimersByTimeAsync(450);
    const idToken = fakeIdToken({ sub: 'x', nonce: url().searchParams.get('nonce') });
    post({ type: 'salon-dev-idp', provider: 'google', idToken, user: ewa });
    await jest.advanceTimersByTimeAsync(2000);
    await expect(result).resolves.toMatchObject({ idToken });
  });

  it('fails when the window cannot open (a popup blocker)', async () => {
    jest.spyOn(window, 'open').mockReturnValue(null);
    await expect(signInWithGoogle()).rejects.toThrow(/could not open/);
  });
});

describe('signInWithApple through the development identity provider', () => {
  it('answers an authorization: a dev code, the token as id_token, the nonce as state', async () => {
    const { url } = stubPopup();
    const result = signInWithApple();
    expect(url().pathname).toBe('/api/dev/idp/apple/authorize');
    const nonce = url().searchParams.get('nonce')!;
    const idToken = fakeIdToken({ sub: 'apple-dev-jan', nonce });
    post({ type: 'salon-dev-idp', provider: 'apple', idToken, user: { subject: 'apple-dev-jan', email: 'jan.apple@example.com', lastName: 'Wiśniewski' } });

    const { authorization, user } = await result;
    expect(authorization).toEqual({ code: expect.stringMatching(/^dev-[0-9a-f]{32}$/), id_token: idToken, state: nonce });
    expect(user).toEqual({ email: 'jan.apple@example.com', firstName: null, lastName: 'Wiśniewski' });
  });

  it('rejects with SocialPopupClosedError when the window closes', async () => {
    jest.useFakeTimers();
    const { popup } = stubPopup();
    const result = signInWithApple();
    const rejected = expect(result).rejects.toBeInstanceOf(SocialPopupClosedError);
    popup.closed = true;
    await jest.advanceTimersByTimeAsync(2000);
    await rejected;
  });
});
