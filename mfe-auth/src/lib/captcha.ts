import type { ApiError } from '@salon/contracts/api';
import { getRuntimeConfig } from '@salon/platform';

/** The actions the API checks a reCAPTCHA token against (spec part 1, section 7). */
export type CaptchaAction = 'identify' | 'resetPassword' | 'emailTokenRequest' | 'sendPhoneToken' | 'phoneTokenRequest';

/** What a code request sends as `captcha` (headers X-Captcha-Token and X-Captcha-Action). */
export interface CaptchaProof {
  token: string;
  action: string;
}

/** The part of reCAPTCHA v3's global this module uses. */
interface ReCaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): PromiseLike<string>;
}
type WindowWithReCaptcha = Window & { grecaptcha?: ReCaptcha };

/** How long the script may take to load and get ready before the customer is told. */
export const CAPTCHA_LOAD_TIMEOUT_MS = 15_000;

export const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';

/**
 * The error every captcha failure becomes: the API's own code for a refused token, so
 * `apiErrorOf` and `commonErrorKey` show the common "captcha failed" message.
 */
const CAPTCHA_ERROR: ApiError = { status: 400, code: 'GOOGLE_RECAPTCHA_ERROR' };

let loading: { siteKey: string; ready: Promise<ReCaptcha> } | null = null;

function loadReCaptcha(siteKey: string): Promise<ReCaptcha> {
  return new Promise<ReCaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    // A script that never answers is dropped, so that the next attempt loads a fresh one.
    const timer = window.setTimeout(() => {
      script.remove();
      reject(new Error('reCAPTCHA did not load in time'));
    }, CAPTCHA_LOAD_TIMEOUT_MS);
    const whenReady = () => {
      const grecaptcha = (window as WindowWithReCaptcha).grecaptcha;
      if (!grecaptcha) {
        window.clearTimeout(timer);
        reject(new Error('reCAPTCHA loaded without its global'));
        return;
      }
      grecaptcha.ready(() => {
        window.clearTimeout(timer);
        resolve(grecaptcha);
      });
    };
    script.src = `${RECAPTCHA_SCRIPT_URL}?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.addEventListener('load', whenReady, { once: true });
    script.addEventListener(
      'error',
      () => {
        window.clearTimeout(timer);
        script.remove();
        reject(new Error('reCAPTCHA script failed to load'));
      },
      { once: true },
    );
    document.head.appendChild(script);
  });
}

/** The loaded reCAPTCHA, loading its script on first use only; a failed load is retried next time. */
function reCaptcha(siteKey: string): Promise<ReCaptcha> {
  if (loading?.siteKey !== siteKey) {
    const ready = loadReCaptcha(siteKey);
    loading = { siteKey, ready };
    ready.catch(() => {
      if (loading?.ready === ready) loading = null;
    });
  }
  return loading.ready;
}

/**
 * A reCAPTCHA v3 token for `action`, to send with identification and code requests
 * (spec part 1, section 5: "the captcha confirmation is required at identification and
 * on code requests"). Undefined when captcha is off in the runtime config (the default
 * in development and tests) or has no site key: the API then does not ask for one.
 * Loads Google's script once, on the first call. Rejects with
 * `{ status: 400, code: 'GOOGLE_RECAPTCHA_ERROR' }` when the script cannot load or
 * give a token, so a stage's usual error handling shows the captcha message.
 */
export async function captchaFor(action: CaptchaAction): Promise<CaptchaProof | undefined> {
  const { enabled, siteKey } = getRuntimeConfig().captcha;
  if (!enabled || !siteKey) return undefined;
  try {
    const grecaptcha = await reCaptcha(siteKey);
    const token = await grecaptcha.execute(siteKey, { action });
    if (!token) throw new Error('reCAPTCHA gave an empty token');
    return { token, action };
  } catch (error) {
    console.warn('[auth] reCAPTCHA failed', error);
    throw { ...CAPTCHA_ERROR };
  }
}

/** Forgets the loaded script, for tests. */
export function resetCaptchaForTests(): void {
  loading = null;
}
