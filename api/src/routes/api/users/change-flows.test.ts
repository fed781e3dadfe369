import { TEST_JWT_SECRET, TEST_NOW } from '../../../test/build-test-app.ts';
import { createAccount, freshContact, nextIp, wrongCode, testAppForFile } from '../../../test/identity-helpers.ts';
import { signAccessToken } from '../../../lib/access-token.ts';

/*
 * The limits of the profile's e-mail and phone flows (spec part 2 "E-mail change",
 * "Phone change", "Resend-code button", section 8): 60 s between codes, codes valid
 * 10 minutes, five wrong answers lock, codes bound to the customer who asked for them,
 * and the error codes of override, confirm and the phone change.
 */

const t = testAppForFile();

async function customer(fields: Parameters<typeof createAccount>[1] = {}) {
  return createAccount(t, fields);
}
type Customer = Awaited<ReturnType<typeof customer>>;

/** A call as `me`, with a token made at the app's current time (the tests move the clock). */
async function call(me: Customer | null, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) {
  const headers: Record<string, string> = me
    ? { authorization: `Bearer ${await signAccessToken(TEST_JWT_SECRET, { sub: me.id }, { now: t.app.clock.now().toJSDate() })}` }
    : {};
  return t.app.inject({ method, url, headers, remoteAddress: nextIp(), ...(payload ? { payload } : {}) });
}

const linkIdOf = (body: string | null | undefined) => body?.match(/email-confirmation\/([0-9a-f-]{36})/)?.[1];

describe('e-mail change', () => {
  test('asking again for the same address within 60 s is refused and leaves the first request and its link alive', async () => {
    const me = await customer();
    const { email } = freshContact();
    await call(me, 'PUT', '/api/users/me/profile/email', { email });
    t.setNow(TEST_NOW.plus({ seconds: 20 }));
    expect((await call(me, 'PUT', '/api/users/me/profile/email', { email })).json()).toEqual({ status: 429, code: 'RATE_LIMITED', retryAfterSeconds: 40 });
    const messages = await t.messages(email);
    expect(messages).toHaveLength(1);
    const confirmed = await call(null, 'POST', `/api/email-change-requests/${linkIdOf(messages[0]!.body)}/confirm`);
    expect(confirmed.json()).toEqual({ confirmed: true, email });
  });

  test('a code lives 10 minutes; the resend after the cooldown gives one that works', async () => {
    const me = await customer();
    const { email } = freshContact();
    await call(me, 'PUT', '/api/users/me/profile/email', { email });
    const first = await t.lastCode(email);
    t.setNow(TEST_NOW.plus({ minutes: 10, seconds: 1 }));
    expect((await call(me, 'PUT', '/api/users/me/profile/email/confirm', { token: first })).json()).toEqual({
      status: 400,
      code: 'CHANGE_EMAIL_INVALID_REQUEST',
      field: 'token',
    });
    expect((await call(me, 'GET', '/api/users/me')).json()).toMatchObject({ unconfirmedEmail: email });
    expect((await call(me, 'POST', '/api/users/me/email/resend')).json()).toEqual({ resendAfterSeconds: 60 });
    const [resent] = await t.messages(email);
    expect(resent).toMatchObject({ template: 'code.EMAIL_CHANGE' });
    expect(resent!.body).toContain('/email-confirmation/');
    const confirmed = await call(me, 'PUT', '/api/users/me/profile/email/confirm', { token: await t.lastCode(email) });
    expect(confirmed.json()).toMatchObject({ email, emailConfirmed: true, unconfirmedEmail: null });
  });

  test('the previous address is told in the customer language; an unconfirmed one is not', async () => {
    const me = await customer({ language: 'en' });
    const { email } = freshContact();
    await call(me, 'PUT', '/api/users/me/profile/email', { email });
    await call(me, 'PUT', '/api/users/me/profile/email/confirm', { token: await t.lastCode(email) });
    expect(await t.messages(me.email!)).toEqual([
      { channel: 'EMAIL', template: 'notice.EMAIL_CHANGED', subject: 'Your e-mail address was changed', body: expect.stringContaining('was changed') },
    ]);
    const unconfirmed = await customer({ email_confirmed: false });
    const next = freshContact().email;
    await call(unconfirmed, 'PUT', '/api/users/me/profile/email', { email: next });
    await call(unconfirmed, 'PUT', '/api/users/me/profile/email/confirm', { token: await t.lastCode(next) });
    expect(await t.messages(unconfirmed.email!)).toEqual([]);
  });

  test('confirm without a pending change, and a code asked for by another customer, are CHANGE_EMAIL_INVALID_REQUEST', async () => {
    const me = await customer();
    const other = await customer();
    expect((await call(me, 'PUT', '/api/users/me/profile/email/confirm', { token: '1234' })).json()).toEqual({
      status: 400,
      code: 'CHANGE_EMAIL_INVALID_REQUEST',
      field: 'token',
    });
    const { email } = freshContact();
    await call(other, 'PUT', '/api/users/me/profile/email', { email });
    const othersCode = await t.lastCode(email);
    expect((await call(me, 'PUT', '/api/users/me/profile/email/override', { email, token: othersCode })).json()).toEqual({
      status: 400,
      code: 'CHANGE_EMAIL_INVALID_REQUEST',
      field: 'token',
    });
    expect((await call(me, 'GET', '/api/users/me')).json()).toMatchObject({ email: me.email });
    // The owner can still use it.
    expect((await call(other, 'PUT', '/api/users/me/profile/email/confirm', { token: othersCode })).json()).toMatchObject({ email });
  });

  test('override: EMAIL_IS_SAME_AS_CURRENT, DUPLICATE_VALUE, no code sent, and locked after five wrong codes', async () => {
    const me = await customer();
    const other = await customer();
    expect((await call(me, 'PUT', '/api/users/me/profile/email/override', { email: me.email!.toUpperCase(), token: '1234' })).json()).toEqual({
      status: 400,
      code: 'EMAIL_IS_SAME_AS_CURRENT',
      field: 'email',
    });
    expect((await call(me, 'PUT', '/api/users/me/profile/email/override', { email: other.email, token: '1234' })).json()).toEqual({
      status: 409,
      code: 'DUPLICATE_VALUE',
      field: 'email',
    });
    const { email } = freshContact();
    expect((await call(me, 'PUT', '/api/users/me/profile/email/override', { email, token: '1234' })).json()).toEqual({
      status: 400,
      code: 'CHANGE_EMAIL_INVALID_REQUEST',
      field: 'token',
    });
    await call(me, 'PUT', '/api/users/me/profile/email', { email });
    const token = await t.lastCode(email);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await call(me, 'PUT', '/api/users/me/profile/email/override', { email, token: wrongCode(token) })).json()).toMatchObject({
        code: 'CHANGE_EMAIL_INVALID_REQUEST',
      });
    }
    expect((await call(me, 'PUT', '/api/users/me/profile/email/override', { email, token })).json()).toEqual({
      status: 429,
      code: 'INVALID_TOKEN_TOO_MANY_TIMES',
      field: 'token',
    });
    // The lock holds for the change's confirm and its resend too.
    expect((await call(me, 'PUT', '/api/users/me/profile/email/confirm', { token })).json()).toMatchObject({ status: 429, code: 'INVALID_TOKEN_TOO_MANY_TIMES' });
    t.setNow(TEST_NOW.plus({ minutes: 2 }));
    expect((await call(me, 'POST', '/api/users/me/email/resend')).json()).toMatchObject({ status: 429, code: 'INVALID_TOKEN_TOO_MANY_TIMES' });
  });
});

describe('confirming an unconfirmed e-mail', () => {
  test('60 s between codes, five wrong answers lock, and a confirmed e-mail has nothing to confirm', async () => {
    const me = await customer({ email_confirmed: false });
    expect((await call(me, 'POST', '/api/users/me/email/resend')).json()).toEqual({ resendAfterSeconds: 60 });
    t.setNow(TEST_NOW.plus({ seconds: 59 }));
    expect((await call(me, 'POST', '/api/users/me/email/resend')).json()).toEqual({ status: 429, code: 'RATE_LIMITED', retryAfterSeconds: 1 });
    t.setNow(TEST_NOW.plus({ seconds: 60 }));
    expect((await call(me, 'POST', '/api/users/me/email/resend')).json()).toEqual({ resendAfterSeconds: 60 });
    expect(await t.messages(me.email!)).toEqual([
      expect.objectContaining({ template: 'code.EMAIL_CONFIRM' }),
      expect.objectContaining({ template: 'code.EMAIL_CONFIRM' }),
    ]);
    const token = await t.lastCode(me.email!);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await call(me, 'POST', '/api/users/me/confirm', { token: wrongCode(token) })).json()).toEqual({
        status: 400,
        code: 'CHANGE_EMAIL_INVALID_REQUEST',
        field: 'token',
      });
    }
    expect((await call(me, 'POST', '/api/users/me/confirm', { token })).json()).toEqual({ status: 429, code: 'INVALID_TOKEN_TOO_MANY_TIMES', field: 'token' });
    expect((await call(me, 'GET', '/api/users/me')).json()).toMatchObject({ emailConfirmed: false });

    const confirmed = await customer();
    expect((await call(confirmed, 'POST', '/api/users/me/confirm', { token: '1234' })).json()).toEqual({
      status: 400,
      code: 'CHANGE_EMAIL_INVALID_REQUEST',
      field: 'token',
    });
    const none = await customer({ email: null, email_confirmed: false });
    expect((await call(none, 'POST', '/api/users/me/email/resend')).json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'email' });
  });
});

describe('phone change', () => {
  test('the SMS goes to the new number; 60 s between codes', async () => {
    const me = await customer({ language: 'fr' });
    const { phone } = freshContact();
    await call(me, 'PUT', '/api/users/me/profile/phone', { phone });
    expect(await t.messages(phone)).toEqual([expect.objectContaining({ channel: 'SMS', template: 'code.PHONE_CHANGE', subject: null })]);
    t.setNow(TEST_NOW.plus({ seconds: 30 }));
    expect((await call(me, 'PUT', '/api/users/me/profile/phone', { phone })).json()).toEqual({ status: 429, code: 'RATE_LIMITED', retryAfterSeconds: 30 });
    t.setNow(TEST_NOW.plus({ seconds: 60 }));
    expect((await call(me, 'PUT', '/api/users/me/profile/phone', { phone })).json()).toMatchObject({ unconfirmedPhone: phone });
    expect(await t.messages(phone)).toHaveLength(2);
    const confirmed = await call(me, 'PUT', '/api/users/me/profile/phone/confirm', { phone, token: Number(await t.lastCode(phone)) });
    expect(confirmed.json()).toMatchObject({ phone, unconfirmedPhone: null });
  });

  test('INVALID_TOKEN: another number than the pending one, nothing pending, an expired code', async () => {
    const me = await customer();
    const { phone } = freshContact();
    expect((await call(me, 'PUT', '/api/users/me/profile/phone/confirm', { phone, token: 1234 })).json()).toEqual({
      status: 400,
      code: 'INVALID_TOKEN',
      field: 'token',
    });
    await call(me, 'PUT', '/api/users/me/profile/phone', { phone });
    const code = Number(await t.lastCode(phone));
    expect((await call(me, 'PUT', '/api/users/me/profile/phone/confirm', { phone: freshContact().phone, token: code })).json()).toEqual({
      status: 400,
      code: 'INVALID_TOKEN',
      field: 'token',
    });
    t.setNow(TEST_NOW.plus({ minutes: 10, seconds: 1 }));
    expect((await call(me, 'PUT', '/api/users/me/profile/phone/confirm', { phone, token: code })).json()).toEqual({
      status: 400,
      code: 'INVALID_TOKEN',
      field: 'token',
    });
    expect((await call(me, 'GET', '/api/users/me')).json()).toMatchObject({ phone: me.phone, unconfirmedPhone: phone });
  });

  test('a number taken by another account before the code comes back: 409 DUPLICATE_VALUE, the phone stays', async () => {
    const me = await customer();
    const { phone } = freshContact();
    await call(me, 'PUT', '/api/users/me/profile/phone', { phone });
    await customer({ phone });
    expect((await call(me, 'PUT', '/api/users/me/profile/phone/confirm', { phone, token: Number(await t.lastCode(phone)) })).json()).toEqual({
      status: 409,
      code: 'DUPLICATE_VALUE',
      field: 'phone',
    });
    expect((await call(me, 'GET', '/api/users/me')).json()).toMatchObject({ phone: me.phone });
  });

  test('a code asked for by one customer does not confirm the number for another', async () => {
    const me = await customer();
    const other = await customer();
    const { phone } = freshContact();
    await call(other, 'PUT', '/api/users/me/profile/phone', { phone });
    const code = Number(await t.lastCode(phone));
    await t.database.db.updateTable('users').set({ pending_phone: phone }).where('id', '=', me.id).execute();
    expect((await call(me, 'PUT', '/api/users/me/profile/phone/confirm', { phone, token: code })).json()).toEqual({
      status: 400,
      code: 'INVALID_TOKEN',
      field: 'token',
    });
    expect((await call(me, 'GET', '/api/users/me')).json()).toMatchObject({ phone: me.phone });
  });
});
