import { TEST_JWT_SECRET, TEST_NOW } from '../../../test/build-test-app.ts';
import { createAccount, freshContact, nextIp, wrongCode, testAppForFile } from '../../../test/identity-helpers.ts';
import { signAccessToken } from '../../../lib/access-token.ts';

/*
 * E-mail and phone changes of the profile (spec part 2 "E-mail change", "E-mail modal
 * flow", "Phone change", section 8), the confirmation link, and confirming an unconfirmed
 * e-mail (the forced verification modal).
 */

const t = testAppForFile();

async function customer(fields: Parameters<typeof createAccount>[1] = {}) {
  const account = await createAccount(t, fields);
  const headers = async () => ({
    authorization: `Bearer ${await signAccessToken(TEST_JWT_SECRET, { sub: account.id }, { now: t.app.clock.now().toJSDate() })}`,
  });
  return { ...account, headers };
}
type Customer = Awaited<ReturnType<typeof customer>>;

const call = async (me: Customer | null, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: me ? await me.headers() : {}, remoteAddress: nextIp(), ...(payload ? { payload } : {}) });

test('change by code: pending until confirmed, then current and confirmed; the old address is told', async () => {
  const me = await customer();
  const { email } = freshContact();
  const started = await call(me, 'PUT', '/api/users/me/profile/email', { email: email.toUpperCase() });
  expect(started.json()).toMatchObject({ email: me.email, emailConfirmed: true, unconfirmedEmail: email });
  const [message] = await t.messages(email);
  expect(message).toMatchObject({ template: 'code.EMAIL_CHANGE', channel: 'EMAIL' });
  expect(message?.body).toMatch(/http:\/\/localhost:8080\/email-confirmation\/[0-9a-f-]{36}/);

  const token = await t.lastCode(email);
  expect((await call(me, 'PUT', '/api/users/me/profile/email/confirm', { token: wrongCode(token) })).json()).toEqual({
    status: 400,
    code: 'CHANGE_EMAIL_INVALID_REQUEST',
    field: 'token',
  });
  const confirmed = await call(me, 'PUT', '/api/users/me/profile/email/confirm', { token });
  expect(confirmed.json()).toMatchObject({ email, emailConfirmed: true, unconfirmedEmail: null });
  expect((await t.messages(me.email!))[0]).toMatchObject({ template: 'notice.EMAIL_CHANGED' });
  expect((await call(me, 'PUT', '/api/users/me/profile/email/confirm', { token })).json()).toMatchObject({ code: 'CHANGE_EMAIL_INVALID_REQUEST' });
});

test('change by link, without signing in; an expired link answers 410', async () => {
  const me = await customer();
  const { email } = freshContact();
  await call(me, 'PUT', '/api/users/me/profile/email', { email });
  const requestId = (await t.messages(email))[0]!.body!.match(/email-confirmation\/([0-9a-f-]{36})/)![1];
  const confirmed = await call(null, 'POST', `/api/email-change-requests/${requestId}/confirm`);
  expect(confirmed.json()).toEqual({ confirmed: true, email });
  expect((await call(null, 'POST', `/api/email-change-requests/${requestId}/confirm`)).json()).toEqual({ confirmed: true, email });
  expect((await call(me, 'GET', '/api/users/me')).json()).toMatchObject({ email, emailConfirmed: true });

  const other = freshContact().email;
  await call(me, 'PUT', '/api/users/me/profile/email', { email: other });
  const expiredId = (await t.messages(other))[0]!.body!.match(/email-confirmation\/([0-9a-f-]{36})/)![1];
  t.setNow(TEST_NOW.plus({ hours: 24, minutes: 1 }));
  expect((await call(null, 'POST', `/api/email-change-requests/${expiredId}/confirm`)).json()).toEqual({
    status: 410,
    code: 'INVALID_TOKEN',
    field: 'id',
  });
  expect((await call(null, 'POST', '/api/email-change-requests/00000000-0000-4000-8000-000000000000/confirm')).statusCode).toBe(404);
  expect((await call(null, 'POST', '/api/email-change-requests/x/confirm')).json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'id' });
});

test('EMAIL_IS_SAME_AS_CURRENT, DUPLICATE_VALUE, 60 s between codes, cancel restores', async () => {
  const me = await customer();
  const other = await customer();
  expect((await call(me, 'PUT', '/api/users/me/profile/email', { email: me.email })).json()).toEqual({
    status: 400,
    code: 'EMAIL_IS_SAME_AS_CURRENT',
    field: 'email',
  });
  expect((await call(me, 'PUT', '/api/users/me/profile/email', { email: other.email })).json()).toEqual({
    status: 409,
    code: 'DUPLICATE_VALUE',
    field: 'email',
  });
  const { email } = freshContact();
  await call(me, 'PUT', '/api/users/me/profile/email', { email });
  t.setNow(TEST_NOW.plus({ seconds: 45 }));
  expect((await call(me, 'POST', '/api/users/me/email/resend')).json()).toEqual({ status: 429, code: 'RATE_LIMITED', retryAfterSeconds: 15 });
  t.setNow(TEST_NOW.plus({ seconds: 60 }));
  expect((await call(me, 'POST', '/api/users/me/email/resend')).json()).toEqual({ resendAfterSeconds: 60 });
  const cancelled = await call(me, 'DELETE', '/api/users/me/profile/email/cancelUpdate');
  expect(cancelled.json()).toMatchObject({ email: me.email, unconfirmedEmail: null });
  expect((await call(me, 'PUT', '/api/users/me/profile/email/confirm', { token: await t.lastCode(email) })).json()).toMatchObject({
    code: 'CHANGE_EMAIL_INVALID_REQUEST',
  });
  // Cancel is offered only with a confirmed e-mail.
  const unconfirmed = await customer({ email_confirmed: false });
  expect((await call(unconfirmed, 'DELETE', '/api/users/me/profile/email/cancelUpdate')).json()).toEqual({
    status: 400,
    code: 'INVALID_VALUE',
    field: 'email',
  });
});

test('five wrong codes lock the change: INVALID_TOKEN_TOO_MANY_TIMES, even for the right code', async () => {
  const me = await customer();
  const { email } = freshContact();
  await call(me, 'PUT', '/api/users/me/profile/email', { email });
  const token = await t.lastCode(email);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    expect((await call(me, 'PUT', '/api/users/me/profile/email/confirm', { token: wrongCode(token) })).statusCode).toBe(400);
  }
  expect((await call(me, 'PUT', '/api/users/me/profile/email/confirm', { token })).json()).toEqual({
    status: 429,
    code: 'INVALID_TOKEN_TOO_MANY_TIMES',
    field: 'token',
  });
});

test('override replaces the e-mail at once with a code sent to it', async () => {
  const me = await customer();
  const { email } = freshContact();
  await call(me, 'PUT', '/api/users/me/profile/email', { email });
  const overridden = await call(me, 'PUT', '/api/users/me/profile/email/override', { email, token: await t.lastCode(email) });
  expect(overridden.json()).toMatchObject({ email, emailConfirmed: true, unconfirmedEmail: null });
  // With the registration dialog's code for an e-mail (signed-in customer, OVERRIDE_EMAIL).
  const next = freshContact().email;
  await t.app.inject({ method: 'POST', url: '/api/auth/email/send-token', payload: { email: next }, remoteAddress: nextIp() });
  expect((await call(me, 'PUT', '/api/users/me/profile/email/override', { email: next, token: wrongCode(await t.lastCode(next)) })).json()).toMatchObject({
    code: 'CHANGE_EMAIL_INVALID_REQUEST',
  });
  expect((await call(me, 'PUT', '/api/users/me/profile/email/override', { email: next, token: await t.lastCode(next) })).json()).toMatchObject({ email: next });
});

test('an unconfirmed e-mail is confirmed with the code of the verification modal', async () => {
  const me = await customer({ email_confirmed: false });
  expect((await call(me, 'GET', '/api/users/me')).json()).toMatchObject({ email: me.email, emailConfirmed: false, unconfirmedEmail: me.email });
  expect((await call(me, 'POST', '/api/users/me/email/resend')).json()).toEqual({ resendAfterSeconds: 60 });
  const token = await t.lastCode(me.email!);
  expect((await call(me, 'POST', '/api/users/me/confirm', { token: wrongCode(token) })).json()).toMatchObject({ code: 'CHANGE_EMAIL_INVALID_REQUEST' });
  expect((await call(me, 'POST', '/api/users/me/confirm', { token })).json()).toMatchObject({ emailConfirmed: true, unconfirmedEmail: null });
  expect((await call(me, 'POST', '/api/users/me/email/resend')).json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'email' });
  // Without an e-mail the modal starts a change instead (without-email stage).
  const none = await customer({ email: null, email_confirmed: false });
  const { email } = freshContact();
  await call(none, 'PUT', '/api/users/me/profile/email', { email });
  expect((await call(none, 'PUT', '/api/users/me/profile/email/confirm', { token: await t.lastCode(email) })).json()).toMatchObject({
    email,
    emailConfirmed: true,
  });
});

test('phone change: SMS code to the new number, INVALID_TOKEN when wrong, DUPLICATE_VALUE, lock after five', async () => {
  const me = await customer();
  const taken = await customer();
  const { phone } = freshContact();
  expect((await call(me, 'PUT', '/api/users/me/profile/phone', { phone: taken.phone })).json()).toEqual({ status: 409, code: 'DUPLICATE_VALUE', field: 'phone' });
  expect((await call(me, 'PUT', '/api/users/me/profile/phone', { phone: me.phone })).json()).toMatchObject({ status: 400, code: 'INVALID_VALUE', field: 'phone' });
  const started = await call(me, 'PUT', '/api/users/me/profile/phone', { phone: phone.slice(3) });
  expect(started.json()).toMatchObject({ phone: me.phone, unconfirmedPhone: phone });
  const code = Number(await t.lastCode(phone));
  expect((await call(me, 'PUT', '/api/users/me/profile/phone/confirm', { phone, token: (code + 1) % 10000 })).json()).toEqual({
    status: 400,
    code: 'INVALID_TOKEN',
    field: 'token',
  });
  expect((await call(me, 'PUT', '/api/users/me/profile/phone/confirm', { phone, token: 'abcd' })).json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'token' });
  const confirmed = await call(me, 'PUT', '/api/users/me/profile/phone/confirm', { phone, token: code });
  expect(confirmed.json()).toMatchObject({ phone, unconfirmedPhone: null });

  // The same through PUT /api/users/me with the full profile plus the new phone.
  const next = freshContact().phone;
  const profile = (await call(me, 'GET', '/api/users/me')).json();
  const viaProfile = await call(me, 'PUT', '/api/users/me', {
    firstName: profile.firstName,
    lastName: profile.lastName,
    phone: next,
    email: profile.email,
    sex: profile.sex,
    marketingConsents: profile.marketingConsents,
    preferredSalon: null,
  });
  expect(viaProfile.json()).toMatchObject({ phone, unconfirmedPhone: next });
  const right = Number(await t.lastCode(next));
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await call(me, 'PUT', '/api/users/me/profile/phone/confirm', { phone: next, token: (right + 1) % 10000 });
  }
  expect((await call(me, 'PUT', '/api/users/me/profile/phone/confirm', { phone: next, token: right })).json()).toMatchObject({
    status: 429,
    code: 'INVALID_TOKEN_TOO_MANY_TIMES',
  });
});
