import fp from 'fastify-plugin';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { API_HEADERS } from '@salon/contracts/api';
import { ApiFailure } from '../../../lib/errors.ts';

/*
 * reCAPTCHA v3 (spec part 1, section 5: the captcha confirmation is required at
 * identification and on code requests). With RECAPTCHA_SECRET set, a route guarded by
 * `app.captcha(action)` needs X-Captcha-Token (and X-Captcha-Action) verified by Google's
 * siteverify: success, the same action, a score of at least RECAPTCHA_MIN_SCORE. Anything
 * else is 400 GOOGLE_RECAPTCHA_ERROR. Without a secret the check is off (local runs).
 */

export const CAPTCHA_ACTIONS = ['identify', 'resetPassword', 'emailTokenRequest', 'sendPhoneToken', 'phoneTokenRequest'] as const;
export type CaptchaAction = (typeof CAPTCHA_ACTIONS)[number];

/** POSTs the token to siteverify; swapped in tests. */
export type CaptchaVerifier = (input: { secret: string; token: string; ip: string }) => Promise<{
  success: boolean;
  action?: string;
  score?: number;
}>;

export const googleSiteVerify: CaptchaVerifier = async ({ secret, token, ip }) => {
  const response = await fetch('https://www.google.com/recaptcha/api/siteverify', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ secret, response: token, remoteip: ip }),
    signal: AbortSignal.timeout(5_000),
  });
  if (!response.ok) return { success: false };
  return (await response.json()) as { success: boolean; action?: string; score?: number };
};

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler requiring a valid captcha for `action` when captcha is configured. */
    captcha(action: CaptchaAction): preHandlerAsyncHookHandler;
  }
}

const captchaError = () => new ApiFailure(400, 'GOOGLE_RECAPTCHA_ERROR', 'captcha');

export default fp<{ secret: string | null; minScore: number; verifier?: CaptchaVerifier }>(
  async (app, { secret, minScore, verifier = googleSiteVerify }) => {
    app.decorate('captcha', (action: CaptchaAction): preHandlerAsyncHookHandler => async (request) => {
      if (!secret) return;
      const header = request.headers[API_HEADERS.captchaToken.toLowerCase()];
      const token = Array.isArray(header) ? header[0] : header;
      if (!token || token.length > 4096) throw captchaError();
      const sentAction = request.headers[API_HEADERS.captchaAction.toLowerCase()];
      if (sentAction !== undefined && sentAction !== action) throw captchaError();
      let answer: Awaited<ReturnType<CaptchaVerifier>>;
      try {
        answer = await verifier({ secret, token, ip: request.ip });
      } catch (error) {
        request.log.warn({ err: error }, 'captcha verification failed');
        throw captchaError();
      }
      if (!answer.success || (answer.action !== undefined && answer.action !== action) || (answer.score ?? 0) < minScore) {
        throw captchaError();
      }
    });
  },
  { name: 'captcha' },
);
