import type { CaptchaVerifier } from '../../../plugins/app/identity/captcha.ts';
import { freshContact, post, testAppForFile } from '../../../test/identity-helpers.ts';

/*
 * reCAPTCHA v3 on the Google phone-code request (spec part 1, section 5: codes are
 * requested with the captcha confirmation), with a secret configured; the code check
 * and the token sign-in do not ask for it.
 */

/** Stands in for Google's siteverify: "good:<action>" verifies for that action. */
const verifier: CaptchaVerifier = async ({ secret, token }) => {
  const [verdict, action] = token.split(':');
  return secret === 'secret' && verdict === 'good' ? { success: true, ...(action ? { action } : {}), score: 0.9 } : { success: false };
};

const t = testAppForFile({ seed: false, identity: { captchaSecret: 'secret', captchaMinScore: 0.5 }, captchaVerifier: verifier });

test('sms-code-send needs a captcha for sendPhoneToken; a refused one sends no code', async () => {
  const googleToken = (await post(t, '/api/dev/idp/google/token', { subject: 'captcha-google', email: freshContact().email })).json().idToken;
  const { phone } = freshContact();
  for (const headers of [{}, { 'x-captcha-token': 'bad' }, { 'x-captcha-token': 'good:identify' }] as Record<string, string>[]) {
    expect((await post(t, '/api/google/auth/sms-code-send', { phone, googleToken }, headers)).json()).toEqual({
      status: 400,
      code: 'GOOGLE_RECAPTCHA_ERROR',
      field: 'captcha',
    });
  }
  expect(await t.messages(phone)).toEqual([]);
  expect((await post(t, '/api/google/auth/sms-code-send', { phone, googleToken }, { 'x-captcha-token': 'good:sendPhoneToken' })).json()).toEqual({
    resendAfterSeconds: 30,
  });
  expect(await t.messages(phone)).toHaveLength(1);
  // Checking the code and signing in need none.
  expect((await post(t, '/api/google/auth/sms-code-verification', { phone, phoneToken: await t.lastCode(phone), googleToken })).json()).toMatchObject({
    googleUser: expect.any(Object),
  });
  expect((await post(t, '/api/google/auth', { googleToken })).json()).toMatchObject({ code: 'UNAUTHORIZED' });
});
