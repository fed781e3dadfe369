import { setRuntimeConfigForTests } from '@salon/platform';
import { apiErrorOf, commonErrorKey } from './api-error.ts';
import { CAPTCHA_LOAD_TIMEOUT_MS, captchaFor, resetCaptchaForTests } from './captcha.ts';

type Global = Window & { grecaptcha?: unknown };

const scripts = () => Array.from(document.head.querySelectorAll<HTMLScriptElement>('script[src^="https://www.google.com/recaptcha/"]'));

/** Google's script as the browser would run it: it defines the global, then fires load. */
function fakeReCaptcha(execute: (siteKey: string, options: { action: string }) => Promise<string>) {
  const api = { ready: jest.fn((callback: () => void) => callback()), execute: jest.fn(execute) };
  return {
    api,
    load(script = scripts()[0]!) {
      (window as Global).grecaptcha = api;
      script.dispatchEvent(new Event('load'));
    },
  };
}

/** Lets pending promise callbacks run. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  resetCaptchaForTests();
  setRuntimeConfigForTests(null);
  delete (window as Global).grecaptcha;
  scripts().forEach((script) => script.remove());
});

describe('captchaFor', () => {
  it('gives nothing and loads nothing when captcha is off (the default)', async () => {
    await expect(captchaFor('identify')).resolves.toBeUndefined();
    expect(scripts()).toHaveLength(0);
  });

  it('gives nothing when captcha is on without a site key', async () => {
    setRuntimeConfigForTests({ captcha: { enabled: true, siteKey: null } });
    await expect(captchaFor('identify')).resolves.toBeUndefined();
    expect(scripts()).toHaveLength(0);
  });

  it('loads Google’s script with the site key, waits until it is ready and returns the token with its action', async () => {
    setRuntimeConfigForTests({ captcha: { enabled: true, siteKey: 'site key/1' } });
    const google = fakeReCaptcha(async (_key, { action }) => `token-for-${action}`);
    const proof = captchaFor('sendPhoneToken');
    await flush();
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]).toHaveAttribute('src', 'https://www.google.com/recaptcha/api.js?render=site%20key%2F1');
    google.load();
    await expect(proof).resolves.toEqual({ token: 'token-for-sendPhoneToken', action: 'sendPhoneToken' });
    expect(google.api.ready).toHaveBeenCalled();
    expect(google.api.execute).toHaveBeenCalledWith('site key/1', { action: 'sendPhoneToken' });
  });

  it('loads the script once for every later and concurrent call, with a fresh token each time', async () => {
    setRuntimeConfigForTests({ captcha: { enabled: true, siteKey: 'key' } });
    let count = 0;
    const google = fakeReCaptcha(async () => `token-${++count}`);
    const first = captchaFor('identify');
    const second = captchaFor('resetPassword');
    await flush();
    google.load();
    await expect(first).resolves.toEqual({ token: expect.stringMatching(/^token-\d$/), action: 'identify' });
    await expect(second).resolves.toEqual({ token: expect.stringMatching(/^token-\d$/), action: 'resetPassword' });
    await expect(captchaFor('emailTokenRequest')).resolves.toEqual({ token: 'token-3', action: 'emailTokenRequest' });
    expect(scripts()).toHaveLength(1);
    expect(google.api.execute).toHaveBeenCalledTimes(3);
  });

  it('fails as GOOGLE_RECAPTCHA_ERROR when the script does not load, and tries again next time', async () => {
    setRuntimeConfigForTests({ captcha: { enabled: true, siteKey: 'key' } });
    const failed = captchaFor('identify');
    await flush();
    scripts()[0]!.dispatchEvent(new Event('error'));
    const error = await failed.catch((reason: unknown) => reason);
    expect(error).toEqual({ status: 400, code: 'GOOGLE_RECAPTCHA_ERROR' });
    expect(commonErrorKey(apiErrorOf(error))).toBe('errors.GOOGLE_RECAPTCHA_ERROR');
    expect(scripts()).toHaveLength(0);

    const google = fakeReCaptcha(async () => 'token');
    const retried = captchaFor('identify');
    await flush();
    expect(scripts()).toHaveLength(1);
    google.load();
    await expect(retried).resolves.toEqual({ token: 'token', action: 'identify' });
  });

  it('fails as GOOGLE_RECAPTCHA_ERROR when reCAPTCHA refuses to give a token', async () => {
    setRuntimeConfigForTests({ captcha: { enabled: true, siteKey: 'key' } });
    const google = fakeReCaptcha(async () => {
      throw new Error('Invalid site key or not loaded in api.js');
    });
    const proof = captchaFor('phoneTokenRequest');
    await flush();
    google.load();
    await expect(proof).rejects.toEqual({ status: 400, code: 'GOOGLE_RECAPTCHA_ERROR' });
  });

  it('fails as GOOGLE_RECAPTCHA_ERROR when the script never answers', async () => {
    jest.useFakeTimers();
    try {
      setRuntimeConfigForTests({ captcha: { enabled: true, siteKey: 'key' } });
      const proof = captchaFor('identify');
      const outcome = expect(proof).rejects.toEqual({ status: 400, code: 'GOOGLE_RECAPTCHA_ERROR' });
      await jest.advanceTimersByTimeAsync(CAPTCHA_LOAD_TIMEOUT_MS);
      await outcome;
      expect(scripts()).toHaveLength(0);
    } finally {
      jest.useRealTimers();
    }
  });
});
