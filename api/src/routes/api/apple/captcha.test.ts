import { DEVELOPMENT_APPLE_HMAC_SECRET } from '../../../config.ts';
import { hmacSha256 } from '../../../lib/secrets.ts';
import type { CaptchaVerifier } from '../../../plugins/app/identity/captcha.ts';
import { freshContact, post, testAppForFile } from '../../../test/identity-helpers.ts';

/*
 * reCAPTCHA v3 on the Apple phone-code request (spec part 1, section 5), with a secret
 * configured; identify, login and the code check do not ask for it.
 */

/** Stands in for Google's siteverify: "good:<action>" verifies for that action. */
const verifier: CaptchaVerifier = async ({ secret, token }) => {
  const [verdict, action] = token.split(':');
  return secret === 'secret' && verdict === 'good' ? { success: true, ...(action ? { action } : {}), score: 0.9 } : { success: false };
};

const t = testAppForFile({ seed: false, identity: { captchaSecret: 'secret', captchaMinScore: 0.5 }, captchaVerifier: verifier });

function wrapped(inner: object) {
  const body = JSON.stringify(inner);
  return { body, hmacToken: hmacSha256(DEVELOPMENT_APPLE_HMAC_SECRET, body) };
}

test('phone/send-token needs a captcha for sendPhoneToken; a refused one sends no code', async () => {
  const id_token = (await post(t, '/api/dev/idp/apple/token', { subject: 'captcha-apple', email: freshContact().email })).json().idToken;
  const { phone } = freshContact();
  const request = wrapped({ phone, code: 'c', id_token });
  for (const headers of [{}, { 'x-captcha-token': 'bad' }, { 'x-captcha-token': 'good:identify' }] as Record<string, string>[]) {
    expect((await post(t, '/api/apple/auth/phone/send-token', request, headers)).json()).toEqual({ status: 400, code: 'GOOGLE_RECAPTCHA_ERROR', field: 'captcha' });
  }
  expect(await t.messages(phone)).toEqual([]);
  expect((await post(t, '/api/apple/auth/phone/send-token', request, { 'x-captcha-token': 'good:sendPhoneToken' })).json()).toEqual({ resendAfterSeconds: 30 });
  const token = await t.lastCode(phone);
  expect((await post(t, '/api/apple/auth/phone/verify-token', wrapped({ phone, token, code: 'c', id_token }))).json()).toEqual({ isNewUser: true });
  expect((await post(t, '/api/apple/auth/identify', { code: 'c', id_token })).json()).toEqual({ isNewUser: true });
});
