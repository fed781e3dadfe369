import { TEST_NOW } from '../../../test/build-test-app.ts';
import { PASSWORD, createAccount, freshContact, post, wrongCode, testAppForFile } from '../../../test/identity-helpers.ts';

/*
 * Password reset by e-mail and by phone (spec part 1, section 4: code on entry, check,
 * new password, back to LOGIN); PASSWORD_CHANGE_REQUIRED leads here.
 */

const t = testAppForFile();

const NEW_PASSWORD = 'Nowe#Haslo9';

test('PASSWORD_CHANGE_REQUIRED → reset by e-mail → login with the new password; sessions end; a notice is sent', async () => {
  const account = await createAccount(t, { password_change_required: true });
  const old = await t.app.sessions.start(account.id);
  expect((await post(t, '/api/auth/login', { email: account.email, password: PASSWORD })).json()).toMatchObject({ code: 'PASSWORD_CHANGE_REQUIRED' });

  expect((await post(t, '/api/auth/reset/request', { email: account.email })).json()).toEqual({ resendAfterSeconds: 30 });
  const token = await t.lastCode(account.email!);
  expect((await post(t, '/api/auth/reset/check', { email: account.email, token })).json()).toEqual({ verified: true });
  expect((await post(t, '/api/auth/reset', { email: account.email, token, password: 'simple' })).json()).toEqual({
    status: 400,
    code: 'PASSWORD_TOO_SIMPLE',
    field: 'password',
  });
  expect((await post(t, '/api/auth/reset', { email: account.email, token, password: NEW_PASSWORD })).json()).toEqual({ verified: true });

  expect((await post(t, '/api/auth/login', { email: account.email, password: PASSWORD })).json()).toMatchObject({ code: 'BAD_CREDENTIALS' });
  expect((await post(t, '/api/auth/login', { email: account.email, password: NEW_PASSWORD })).statusCode).toBe(200);
  expect((await post(t, '/api/login/refresh', { refreshToken: old.refreshToken })).statusCode).toBe(401);
  expect((await t.messages(account.email!))[0]).toMatchObject({ template: 'notice.PASSWORD_CHANGED' });
  // The code was used.
  expect((await post(t, '/api/auth/reset', { email: account.email, token, password: NEW_PASSWORD })).statusCode).toBe(401);
});

test('reset by phone; a loyalty account without a password gets its first one', async () => {
  const loyal = await createAccount(t, { password: null, registered_with: null });
  expect((await post(t, '/api/auth/reset/phone/request', { phone: loyal.phone })).statusCode).toBe(200);
  const token = await t.lastCode(loyal.phone!);
  expect((await t.messages(loyal.phone!))[0]).toMatchObject({ channel: 'SMS', template: 'code.RESET_PHONE' });
  expect((await post(t, '/api/auth/reset/phone/check', { phone: loyal.phone, token: wrongCode(token) })).json()).toEqual({
    status: 401,
    code: 'UNAUTHORIZED',
    field: 'token',
  });
  expect((await post(t, '/api/auth/reset/phone', { phone: loyal.phone, token, password: NEW_PASSWORD })).json()).toEqual({ verified: true });
  expect((await post(t, '/api/auth/login', { phone: loyal.phone, password: NEW_PASSWORD })).statusCode).toBe(200);
});

test('a request for an address without an account answers the same and sends nothing', async () => {
  const { email, phone } = freshContact();
  expect((await post(t, '/api/auth/reset/request', { email })).json()).toEqual({ resendAfterSeconds: 30 });
  expect((await post(t, '/api/auth/reset/phone/request', { phone })).json()).toEqual({ resendAfterSeconds: 30 });
  expect(await t.messages(email)).toEqual([]);
  expect(await t.messages(phone)).toEqual([]);
  // Its cooldown behaves as for an account.
  expect((await post(t, '/api/auth/reset/request', { email })).json()).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
  for (const token of ['0000', '1234', '9999']) {
    expect((await post(t, '/api/auth/reset', { email, token, password: NEW_PASSWORD })).json()).toMatchObject({ code: 'UNAUTHORIZED' });
  }
});

test('junk gets 400 with the field', async () => {
  expect((await post(t, '/api/auth/reset/request', { email: 3 })).json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'email' });
  expect((await post(t, '/api/auth/reset/phone/request', { phone: 'call me' })).json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'phone' });
  expect((await post(t, '/api/auth/reset/check', { email: 'a@b.pl', token: 'abcd' })).json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'token' });
  const cases: [string, unknown, string][] = [
    ['/api/auth/reset/request', {}, 'email'],
    ['/api/auth/reset/request', [], 'body'],
    ['/api/auth/reset/check', { email: 'a@b.pl' }, 'token'],
    ['/api/auth/reset', { email: 'a@b.pl', token: '1234' }, 'password'],
    ['/api/auth/reset', { email: 'a@b.pl', token: '1234', password: { length: 9 } }, 'password'],
    ['/api/auth/reset', { email: 'a@b.pl', token: '12345', password: NEW_PASSWORD }, 'token'],
    ['/api/auth/reset/phone/check', { phone: '600100200', token: '' }, 'token'],
    ['/api/auth/reset/phone', { phone: '+999 1234', token: '1234', password: NEW_PASSWORD }, 'phone'],
    ['/api/auth/reset/phone', { phone: '600100200', token: '1234', password: 'x'.repeat(257) }, 'password'],
  ];
  for (const [url, body, field] of cases) {
    const response = await post(t, url, body);
    expect({ url, body, status: response.statusCode, answer: response.json() }).toEqual({
      url,
      body,
      status: 400,
      answer: { status: 400, code: 'INVALID_VALUE', field },
    });
  }
});

test('the new password is stored as argon2id (19 MiB, 2 iterations); the old hash is gone', async () => {
  const account = await createAccount(t);
  const before = await t.database.db.selectFrom('users').select('password_hash').where('id', '=', account.id).executeTakeFirstOrThrow();
  await post(t, '/api/auth/reset/request', { email: account.email });
  await post(t, '/api/auth/reset', { email: account.email, token: await t.lastCode(account.email!), password: NEW_PASSWORD });
  const after = await t.database.db.selectFrom('users').select('password_hash').where('id', '=', account.id).executeTakeFirstOrThrow();
  expect(after.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
  expect(after.password_hash).not.toBe(before.password_hash);
  expect(after.password_hash).not.toContain(NEW_PASSWORD);
});

test('brute force on a reset code: five wrong answers lock it, then the right code fails and no new code is sent', async () => {
  const account = await createAccount(t);
  await post(t, '/api/auth/reset/phone/request', { phone: account.phone });
  const token = await t.lastCode(account.phone!);
  for (let attempt = 1; attempt <= 4; attempt += 1) {
    expect((await post(t, '/api/auth/reset/phone/check', { phone: account.phone, token: wrongCode(token) })).statusCode).toBe(401);
  }
  // The fifth wrong answer comes with a new password: still only a wrong answer.
  expect((await post(t, '/api/auth/reset/phone', { phone: account.phone, token: wrongCode(token), password: NEW_PASSWORD })).statusCode).toBe(401);
  const locked = { status: 429, code: 'INVALID_TOKEN_TOO_MANY_TIMES', field: 'token' };
  expect((await post(t, '/api/auth/reset/phone/check', { phone: account.phone, token })).json()).toEqual(locked);
  expect((await post(t, '/api/auth/reset/phone', { phone: account.phone, token, password: NEW_PASSWORD })).json()).toEqual(locked);
  t.setNow(TEST_NOW.plus({ minutes: 1 }));
  expect((await post(t, '/api/auth/reset/phone/request', { phone: account.phone })).json()).toMatchObject({
    status: 429,
    code: 'INVALID_TOKEN_TOO_MANY_TIMES',
  });
  expect((await post(t, '/api/auth/login', { phone: account.phone, password: PASSWORD })).statusCode).toBe(200);
});

test('a reset code expires after 10 minutes; a new one after the cooldown works', async () => {
  const account = await createAccount(t);
  await post(t, '/api/auth/reset/request', { email: account.email });
  const token = await t.lastCode(account.email!);
  t.setNow(TEST_NOW.plus({ minutes: 10, seconds: 1 }));
  expect((await post(t, '/api/auth/reset', { email: account.email, token, password: NEW_PASSWORD })).json()).toEqual({
    status: 401,
    code: 'UNAUTHORIZED',
    field: 'token',
  });
  expect((await post(t, '/api/auth/reset/request', { email: account.email })).statusCode).toBe(200);
  const fresh = await t.lastCode(account.email!);
  expect((await post(t, '/api/auth/reset', { email: account.email, token: fresh, password: NEW_PASSWORD })).json()).toEqual({ verified: true });
});

test('an account that cannot sign in with a password (no password, no loyalty account) gets no code, and a guessed one resets nothing', async () => {
  const stranger = await createAccount(t, { password: null, registered_with: null, loyalty_status: null });
  expect((await post(t, '/api/auth/reset/request', { email: stranger.email })).json()).toEqual({ resendAfterSeconds: 30 });
  expect(await t.messages(stranger.email!)).toEqual([]);
  const check = jest.spyOn(t.app.codes, 'check').mockResolvedValue('OK');
  try {
    expect((await post(t, '/api/auth/reset', { email: stranger.email, token: '1234', password: NEW_PASSWORD })).json()).toEqual({
      status: 401,
      code: 'UNAUTHORIZED',
      field: 'token',
    });
  } finally {
    check.mockRestore();
  }
  const row = await t.database.db.selectFrom('users').select('password_hash').where('id', '=', stranger.id).executeTakeFirstOrThrow();
  expect(row.password_hash).toBeNull();
});

test('a phone reset of an account without an e-mail tells it by SMS', async () => {
  const account = await createAccount(t, { email: null });
  await post(t, '/api/auth/reset/phone/request', { phone: account.phone });
  const token = await t.lastCode(account.phone!);
  expect((await post(t, '/api/auth/reset/phone/check', { phone: account.phone, token })).json()).toEqual({ verified: true });
  expect((await post(t, '/api/auth/reset/phone', { phone: account.phone, token, password: 'weak' })).json()).toEqual({
    status: 400,
    code: 'PASSWORD_TOO_SIMPLE',
    field: 'password',
  });
  expect((await post(t, '/api/auth/reset/phone', { phone: account.phone, token, password: NEW_PASSWORD })).statusCode).toBe(200);
  expect((await t.messages(account.phone!))[0]).toMatchObject({ channel: 'SMS', template: 'notice.PASSWORD_CHANGED' });
});

test('reset requests are throttled per IP: 10 a minute', async () => {
  const ip = '192.0.2.50';
  for (let call = 0; call < 10; call += 1) {
    expect((await post(t, '/api/auth/reset/request', { email: freshContact().email }, {}, ip)).statusCode).toBe(200);
  }
  expect((await post(t, '/api/auth/reset/phone/request', { phone: freshContact().phone }, {}, ip)).statusCode).toBe(200);
  expect((await post(t, '/api/auth/reset/request', { email: freshContact().email }, {}, ip)).json()).toEqual({
    status: 429,
    code: 'RATE_LIMITED',
    retryAfterSeconds: expect.any(Number),
  });
});
