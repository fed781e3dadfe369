import { PASSWORD, createAccount, freshContact, post, testAppForFile } from '../../../test/identity-helpers.ts';
import type { CaptchaVerifier } from '../../../plugins/app/identity/captcha.ts';

/*
 * reCAPTCHA v3 on identification and on every code request of /api/auth and /api/login
 * (spec part 1, sections 5 and 7), with a secret configured: each route needs a token
 * that verifies for its own action with a good score; checks of codes and passwords do
 * not ask for one.
 */

/** Stands in for Google's siteverify: "good:<action>[:low]" verifies for that action. */
const verifier: CaptchaVerifier = async ({ secret, token }) => {
  if (token === 'unreachable') throw new Error('network down');
  const [verdict, action, low] = token.split(':');
  if (secret !== 'secret' || verdict !== 'good') return { success: false };
  return { success: true, ...(action ? { action } : {}), score: low === 'low' ? 0.1 : 0.9 };
};

const t = testAppForFile({ seed: false, identity: { captchaSecret: 'secret', captchaMinScore: 0.5 }, captchaVerifier: verifier });

const CAPTCHA_ERROR = { status: 400, code: 'GOOGLE_RECAPTCHA_ERROR', field: 'captcha' };

/** Every guarded route with its action and a body it answers 200 to once the captcha passes. */
const guarded: { url: string; action: string; body: () => object }[] = [
  { url: '/api/auth/identify', action: 'identify', body: () => ({ email: freshContact().email }) },
  { url: '/api/auth/email/send-token', action: 'emailTokenRequest', body: () => ({ email: freshContact().email }) },
  { url: '/api/auth/phone/send-token', action: 'sendPhoneToken', body: () => freshContact() },
  { url: '/api/auth/reset/request', action: 'resetPassword', body: () => ({ email: freshContact().email }) },
  { url: '/api/auth/reset/phone/request', action: 'resetPassword', body: () => ({ phone: freshContact().phone }) },
  { url: '/api/login/sms', action: 'phoneTokenRequest', body: () => ({ phone: freshContact().phone }) },
  { url: '/api/login/email-code-send', action: 'emailTokenRequest', body: () => ({ email: freshContact().email }) },
];

test.each(guarded)('$url refuses a missing, bad, low-score or other-action token and takes its own ($action)', async ({ url, action, body }) => {
  const refused: Record<string, string>[] = [
    {},
    { 'x-captcha-token': '' },
    { 'x-captcha-token': 'bad' },
    { 'x-captcha-token': 'x'.repeat(5000) },
    { 'x-captcha-token': `good:${action}:low` },
    { 'x-captcha-token': `good:${action === 'identify' ? 'resetPassword' : 'identify'}` },
    { 'x-captcha-token': `good:${action}`, 'x-captcha-action': action === 'identify' ? 'sendPhoneToken' : 'identify' },
  ];
  for (const headers of refused) {
    const response = await post(t, url, body(), headers);
    expect({ headers, status: response.statusCode, body: response.json() }).toEqual({ headers, status: 400, body: CAPTCHA_ERROR });
  }
  const passed = await post(t, url, body(), { 'x-captcha-token': `good:${action}`, 'x-captcha-action': action });
  expect(passed.statusCode).toBe(200);
});

test('a refused captcha sends no code', async () => {
  const { email } = freshContact();
  await post(t, '/api/auth/email/send-token', { email }, { 'x-captcha-token': 'bad' });
  expect(await t.messages(email)).toEqual([]);
  await post(t, '/api/auth/email/send-token', { email }, { 'x-captcha-token': 'good:emailTokenRequest' });
  expect(await t.messages(email)).toHaveLength(1);
});

test('a verification that fails (Google unreachable) is a captcha error, not a 500', async () => {
  const response = await post(t, '/api/auth/identify', { email: freshContact().email }, { 'x-captcha-token': 'unreachable' });
  expect(response.json()).toEqual(CAPTCHA_ERROR);
});

test('checks of codes and passwords need no captcha', async () => {
  const account = await createAccount(t);
  expect((await post(t, '/api/auth/login', { email: account.email, password: PASSWORD })).statusCode).toBe(200);
  const { email, phone } = freshContact();
  const noCode = { status: 401, code: 'UNAUTHORIZED', field: 'token' };
  expect((await post(t, '/api/auth/email/check-token', { email, token: '1234' })).json()).toEqual(noCode);
  expect((await post(t, '/api/auth/phone/check-token', { phone, email, token: '1234' })).json()).toEqual(noCode);
  expect((await post(t, '/api/auth/reset/check', { email, token: '1234' })).json()).toEqual(noCode);
  expect((await post(t, '/api/login/sms-verify', { phone, token: '1234' })).json()).toEqual(noCode);
  expect((await post(t, '/api/login/email-code-verification', { email, token: '1234' })).json()).toEqual(noCode);
});
