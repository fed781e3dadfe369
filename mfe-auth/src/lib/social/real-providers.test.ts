import { setRuntimeConfigForTests } from '@salon/platform';
import { signInWithApple } from './apple-sign-in.ts';
import { signInWithGoogle } from './google-sign-in.ts';
import { loadScript } from './script-loader.ts';
import { SocialPopupClosedError } from './social-popup-closed-error.ts';
import { fakeIdToken } from './test-tokens.ts';

// The providers' scripts cannot load in jsdom: the tests put their globals in place instead.
jest.mock('./script-loader.ts', () => ({ loadScript: jest.fn(async () => undefined) }));

afterEach(() => {
  setRuntimeConfigForTests(null);
  delete window.google;
  delete window.AppleID;
});

describe('signInWithGoogle with a client id (Google Identity Services)', () => {
  type InitConfig = Parameters<NonNullable<typeof window.google>['accounts']['id']['initialize']>[0];

  function installGoogle(onPrompt: (config: InitConfig, listener: (moment: object) => void) => void = () => {}) {
    let config: InitConfig | undefined;
    const id = {
      initialize: jest.fn((c: InitConfig) => {
        config = c;
      }),
      prompt: jest.fn((listener: (moment: object) => void) => onPrompt(config!, listener)),
      cancel: jest.fn(),
    };
    window.google = { accounts: { id } };
    return { id, config: () => config! };
  }

  beforeEach(() => setRuntimeConfigForTests({ socialLogin: { googleClientId: 'client-1.apps.googleusercontent.com' } }));

  it('loads the script, asks for an ID token with a nonce and reads the person from it', async () => {
    const open = jest.spyOn(window, 'open');
    const { id } = installGoogle((config) => {
      config.callback({ credential: fakeIdToken({ sub: '1', email: 'ewa@example.com', given_name: 'Ewa', family_name: 'Nowak', nonce: config.nonce }) });
    });
    const { idToken, user } = await signInWithGoogle();
    expect(loadScript).toHaveBeenCalledWith('https://accounts.google.com/gsi/client');
    expect(id.initialize).toHaveBeenCalledWith(expect.objectContaining({ client_id: 'client-1.apps.googleusercontent.com', nonce: expect.stringMatching(/^[0-9a-f]{32}$/) }));
    expect(idToken.split('.')).toHaveLength(3);
    expect(user).toEqual({ email: 'ewa@example.com', firstName: 'Ewa', lastName: 'Nowak' });
    expect(open).not.toHaveBeenCalled();
  });

  it('treats the customer closing the chooser as SocialPopupClosedError, other skips as failures', async () => {
    installGoogle((_config, listener) => listener({ isSkippedMoment: () => true, getSkippedReason: () => 'user_cancel', isDismissedMoment: () => false }));
    await expect(signInWithGoogle()).rejects.toBeInstanceOf(SocialPopupClosedError);

    installGoogle((_config, listener) => listener({ isSkippedMoment: () => true, getSkippedReason: () => 'issuing_failed', isDismissedMoment: () => false }));
    const failure = signInWithGoogle();
    await expect(failure).rejects.toThrow(/issuing_failed/);
    await expect(failure).rejects.not.toBeInstanceOf(SocialPopupClosedError);
  });

  it('refuses a token with another nonce', async () => {
    installGoogle((config) => config.callback({ credential: fakeIdToken({ sub: '1', nonce: 'stale' }) }));
    await expect(signInWithGoogle()).rejects.toThrow(/nonce/);
  });
});

describe('signInWithApple with a Services ID (Sign in with Apple JS)', () => {
  type AppleInit = Parameters<NonNullable<typeof window.AppleID>['auth']['init']>[0];

  function installApple(signIn: (config: AppleInit) => Promise<unknown>) {
    let config: AppleInit | undefined;
    const auth = {
      init: jest.fn((c: AppleInit) => {
        config = c;
      }),
      signIn: jest.fn(() => signIn(config!)),
    };
    window.AppleID = { auth } as unknown as NonNullable<typeof window.AppleID>;
    return auth;
  }

  beforeEach(() => setRuntimeConfigForTests({ socialLogin: { appleClientId: 'pl.salon.web', appleRedirectUri: 'https://salon.example/apple' } }));

  it('signs in with a popup and answers the authorization and the first-time user', async () => {
    const auth = installApple(async (config) => ({
      authorization: { code: 'c-1', id_token: fakeIdToken({ sub: 'a', email: 'jan@privaterelay.appleid.com', nonce: config.nonce }), state: config.state },
      user: { email: 'jan@privaterelay.appleid.com', name: { firstName: 'Jan', lastName: 'Kowalski' } },
    }));
    const { authorization, user } = await signInWithApple();
    expect(loadScript).toHaveBeenCalledWith('https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/auth/pl_PL/appleid.auth.js');
    expect(auth.init).toHaveBeenCalledWith(expect.objectContaining({ clientId: 'pl.salon.web', redirectURI: 'https://salon.example/apple', scope: 'name email', usePopup: true }));
    expect(authorization).toEqual({ code: 'c-1', id_token: expect.any(String), state: auth.init.mock.calls[0]![0].state });
    expect(user).toEqual({ email: 'jan@privaterelay.appleid.com', firstName: 'Jan', lastName: 'Kowalski' });
  });

  it('answers no user on later sign-ins but the e-mail of the token', async () => {
    installApple(async (config) => ({ authorization: { code: 'c', id_token: fakeIdToken({ sub: 'a', email: 'jan@example.com' }), state: config.state } }));
    await expect(signInWithApple()).resolves.toMatchObject({ user: { email: 'jan@example.com', firstName: null, lastName: null } });
  });

  it('turns a closed popup into SocialPopupClosedError, and refuses another state', async () => {
    installApple(async () => Promise.reject({ error: 'popup_closed_by_user' }));
    await expect(signInWithApple()).rejects.toBeInstanceOf(SocialPopupClosedError);

    installApple(async () => ({ authorization: { code: 'c', id_token: fakeIdToken({ sub: 'a' }), state: 'forged' } }));
    await expect(signInWithApple()).rejects.toThrow(/state/);
  });
});
