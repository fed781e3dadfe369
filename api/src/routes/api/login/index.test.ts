import { signAccessToken } from '../../../lib/access-token.ts';
import { TEST_JWT_SECRET, TEST_NOW } from '../../../test/build-test-app.ts';
import { PASSWORD, createAccount, freshContact, post, wrongCode, testAppForFile } from '../../../test/identity-helpers.ts';

/*
 * /api/login: sign-in by SMS or e-mail code, token validation, refresh-token rotation
 * (reuse revokes the family; absolute expiry), access-token expiry.
 */

const t = testAppForFile();

test('SMS sign-in: code to the phone, tokens on the right code, used once', async () => {
  const account = await createAccount(t, { password: null, registered_with: null });
  expect((await post(t, '/api/login/sms', { phone: account.phone })).json()).toEqual({ resendAfterSeconds: 30 });
  const token = await t.lastCode(account.phone!);
  expect((await post(t, '/api/login/sms-verify', { phone: account.phone, token: wrongCode(token) })).json()).toEqual({
    status: 401,
    code: 'UNAUTHORIZED',
    field: 'token',
  });
  const signedIn = await post(t, '/api/login/sms-verify', { phone: account.phone, token });
  expect(signedIn.json()).toEqual({ accessToken: expect.any(String), refreshToken: expect.any(String), email: account.email });
  expect((await post(t, '/api/login/sms-verify', { phone: account.phone, token })).statusCode).toBe(401);
});

test('SMS sign-in of an unknown phone sends nothing; of an inactive account answers USER_INACTIVE', async () => {
  const { phone } = freshContact();
  expect((await post(t, '/api/login/sms', { phone })).statusCode).toBe(200);
  expect(await t.messages(phone)).toEqual([]);
  const inactive = await createAccount(t, { loyalty_status: 'INACTIVE' });
  await post(t, '/api/login/sms', { phone: inactive.phone });
  const response = await post(t, '/api/login/sms-verify', { phone: inactive.phone, token: await t.lastCode(inactive.phone!) });
  expect(response.json()).toEqual({ status: 403, code: 'USER_INACTIVE' });
});

test("e-mail code sign-in; a phone's account without an e-mail takes the verified one", async () => {
  const account = await createAccount(t);
  await post(t, '/api/login/email-code-send', { email: account.email });
  const signedIn = await post(t, '/api/login/email-code-verification', { email: account.email, token: await t.lastCode(account.email!) });
  expect(signedIn.json()).toMatchObject({ email: account.email });

  const phoneOnly = await createAccount(t, { email: null, password: null, registered_with: null });
  const { email } = freshContact();
  await post(t, '/api/login/email-code-send', { email, phoneNumber: phoneOnly.phone });
  const taken = await post(t, '/api/login/email-code-verification', { email, token: await t.lastCode(email) });
  expect(taken.json()).toMatchObject({ email });
  const row = await t.database.db.selectFrom('users').select(['email', 'email_confirmed']).where('id', '=', phoneOnly.id).executeTakeFirstOrThrow();
  expect(row).toEqual({ email, email_confirmed: true });

  const nobody = freshContact().email;
  expect((await post(t, '/api/login/email-code-send', { email: nobody })).statusCode).toBe(200);
  expect(await t.messages(nobody)).toEqual([]);
  expect((await post(t, '/api/login/email-code-verification', { email: nobody, token: '1234' })).statusCode).toBe(401);
});

test('refresh rotates; presenting a used refresh token revokes the whole family', async () => {
  const account = await createAccount(t);
  const first = (await post(t, '/api/auth/login', { email: account.email, password: PASSWORD })).json();
  const second = await post(t, '/api/login/refresh', { refreshToken: first.refreshToken });
  expect(second.statusCode).toBe(200);
  const rotated = second.json();
  expect(rotated).toEqual({ accessToken: expect.any(String), refreshToken: expect.any(String), email: account.email });
  expect(rotated.refreshToken).not.toBe(first.refreshToken);
  expect((await post(t, '/api/login/validate', undefined, { authorization: `Bearer ${rotated.accessToken}` })).statusCode).toBe(200);

  // Someone replays the first token: refused, and every token of the family is revoked,
  // including the new one the first rotation gave (never used yet).
  expect((await post(t, '/api/login/refresh', { refreshToken: first.refreshToken })).json()).toEqual({
    status: 401,
    code: 'UNAUTHORIZED',
    field: 'refreshToken',
  });
  expect((await post(t, '/api/login/refresh', { refreshToken: rotated.refreshToken })).json()).toEqual({
    status: 401,
    code: 'UNAUTHORIZED',
    field: 'refreshToken',
  });
  // Another sign-in of the same customer is its own family and keeps working.
  const other = (await post(t, '/api/auth/login', { email: account.email, password: PASSWORD })).json();
  expect((await post(t, '/api/login/refresh', { refreshToken: other.refreshToken })).statusCode).toBe(200);
  const stored = await t.database.db.selectFrom('refresh_tokens').select('token_hash').where('user_id', '=', account.id).execute();
  expect(stored.map((row) => row.token_hash)).not.toContain(first.refreshToken);
  expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
});

test('a reuse deep in a chain of rotations revokes the newest token too', async () => {
  const account = await createAccount(t);
  const chain = [(await post(t, '/api/auth/login', { email: account.email, password: PASSWORD })).json().refreshToken as string];
  for (let rotation = 0; rotation < 3; rotation += 1) {
    chain.push((await post(t, '/api/login/refresh', { refreshToken: chain.at(-1) })).json().refreshToken);
  }
  expect((await post(t, '/api/login/refresh', { refreshToken: chain[1] })).statusCode).toBe(401);
  expect((await post(t, '/api/login/refresh', { refreshToken: chain[3] })).statusCode).toBe(401);
});

test('refresh tokens end 30 days after sign-in whatever the rotations; access tokens after 15 minutes', async () => {
  const account = await createAccount(t);
  let tokens = (await post(t, '/api/auth/login', { email: account.email, password: PASSWORD })).json();
  const auth = () => ({ authorization: `Bearer ${tokens.accessToken}` });
  t.setNow(TEST_NOW.plus({ minutes: 14 }));
  expect((await post(t, '/api/login/validate', undefined, auth())).statusCode).toBe(200);
  t.setNow(TEST_NOW.plus({ minutes: 15, seconds: 1 }));
  expect((await post(t, '/api/login/validate', undefined, auth())).json()).toEqual({ status: 401, code: 'UNAUTHORIZED' });
  const second = (await post(t, '/api/auth/login', { email: account.email, password: PASSWORD })).json();
  for (const day of [10, 20, 29]) {
    t.setNow(TEST_NOW.plus({ days: day }));
    tokens = (await post(t, '/api/login/refresh', { refreshToken: tokens.refreshToken })).json();
    expect(tokens.accessToken).toEqual(expect.any(String));
  }
  // Each rotation's access token lives 15 minutes from its own issue.
  expect((await post(t, '/api/login/validate', undefined, auth())).json()).toMatchObject({
    expiresAt: TEST_NOW.plus({ days: 29, minutes: 15 }).toUTC().toISO(),
  });
  t.setNow(TEST_NOW.plus({ days: 31 }));
  expect((await post(t, '/api/login/refresh', { refreshToken: tokens.refreshToken })).json()).toEqual({
    status: 401,
    code: 'UNAUTHORIZED',
    field: 'refreshToken',
  });
  expect((await post(t, '/api/login/refresh', { refreshToken: second.refreshToken })).statusCode).toBe(401);
});

test('the refresh of an inactive account answers 403 USER_INACTIVE and ends the family', async () => {
  const account = await createAccount(t);
  const { refreshToken } = (await post(t, '/api/auth/login', { email: account.email, password: PASSWORD })).json();
  await t.database.db.updateTable('users').set({ loyalty_status: 'INACTIVE' }).where('id', '=', account.id).execute();
  expect((await post(t, '/api/login/refresh', { refreshToken })).json()).toEqual({ status: 403, code: 'USER_INACTIVE' });
  await t.database.db.updateTable('users').set({ loyalty_status: 'ACTIVE' }).where('id', '=', account.id).execute();
  expect((await post(t, '/api/login/refresh', { refreshToken })).statusCode).toBe(401);
});

test('logout revokes: the refresh token stops working; the access token lapses within its 15 minutes', async () => {
  const account = await createAccount(t);
  const tokens = (await post(t, '/api/auth/login', { email: account.email, password: PASSWORD })).json();
  expect((await post(t, '/api/auth/logout', { refreshToken: tokens.refreshToken })).statusCode).toBe(204);
  expect((await post(t, '/api/login/refresh', { refreshToken: tokens.refreshToken })).statusCode).toBe(401);
  t.setNow(TEST_NOW.plus({ minutes: 15, seconds: 1 }));
  expect((await post(t, '/api/login/validate', undefined, { authorization: `Bearer ${tokens.accessToken}` })).statusCode).toBe(401);
});

test('validate refuses tokens signed with another secret, with alg none, or for a user that no longer exists', async () => {
  const account = await createAccount(t);
  const forged = await signAccessToken('another-secret-of-at-least-32-characters', { sub: account.id }, { now: TEST_NOW.toJSDate() });
  const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${forged.split('.')[1]}.`;
  const gone = await t.signUp({ phone: null, email: null });
  await t.database.db.deleteFrom('users').where('id', '=', gone.id).execute();
  for (const token of [forged, unsigned, gone.token]) {
    expect((await post(t, '/api/login/validate', undefined, { authorization: `Bearer ${token}` })).json()).toEqual({
      status: 401,
      code: 'UNAUTHORIZED',
    });
  }
  const right = await signAccessToken(TEST_JWT_SECRET, { sub: account.id }, { now: TEST_NOW.toJSDate() });
  expect((await post(t, '/api/login/validate', undefined, { authorization: `Bearer ${right}` })).statusCode).toBe(200);
});

test('brute force on SMS sign-in: the 6th try fails even when right, a resend in between keeps the count, resends are refused once locked', async () => {
  const account = await createAccount(t);
  await post(t, '/api/login/sms', { phone: account.phone });
  const first = await t.lastCode(account.phone!);
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    expect((await post(t, '/api/login/sms-verify', { phone: account.phone, token: wrongCode(first) })).statusCode).toBe(401);
  }
  t.setNow(TEST_NOW.plus({ seconds: 30 }));
  expect((await post(t, '/api/login/sms', { phone: account.phone })).json()).toEqual({ resendAfterSeconds: 30 });
  const second = await t.lastCode(account.phone!);
  for (let attempt = 4; attempt <= 5; attempt += 1) {
    expect((await post(t, '/api/login/sms-verify', { phone: account.phone, token: wrongCode(second) })).json()).toEqual({
      status: 401,
      code: 'UNAUTHORIZED',
      field: 'token',
    });
  }
  expect((await post(t, '/api/login/sms-verify', { phone: account.phone, token: second })).json()).toEqual({
    status: 429,
    code: 'INVALID_TOKEN_TOO_MANY_TIMES',
    field: 'token',
  });
  t.setNow(TEST_NOW.plus({ minutes: 5 }));
  const resend = await post(t, '/api/login/sms', { phone: account.phone });
  expect(resend.statusCode).toBe(429);
  // Locked until the hour of the first code ends: 55 minutes from now.
  expect(resend.json()).toEqual({ status: 429, code: 'INVALID_TOKEN_TOO_MANY_TIMES', retryAfterSeconds: 55 * 60 });
  expect(await t.messages(account.phone!)).toHaveLength(2);
});

test('a sign-in code lives 10 minutes; the resend cooldown is 30 seconds', async () => {
  const account = await createAccount(t);
  expect((await post(t, '/api/login/email-code-send', { email: account.email })).json()).toEqual({ resendAfterSeconds: 30 });
  const code = await t.lastCode(account.email!);
  t.setNow(TEST_NOW.plus({ seconds: 29 }));
  expect((await post(t, '/api/login/email-code-send', { email: account.email })).json()).toEqual({
    status: 429,
    code: 'RATE_LIMITED',
    retryAfterSeconds: 1,
  });
  t.setNow(TEST_NOW.plus({ minutes: 10 }));
  expect((await post(t, '/api/login/email-code-verification', { email: account.email, token: code })).json()).toEqual({
    status: 401,
    code: 'UNAUTHORIZED',
    field: 'token',
  });
  expect((await post(t, '/api/login/email-code-send', { email: account.email })).statusCode).toBe(200);
  const fresh = await t.lastCode(account.email!);
  t.setNow(TEST_NOW.plus({ minutes: 19, seconds: 59 }));
  expect((await post(t, '/api/login/email-code-verification', { email: account.email, token: fresh })).statusCode).toBe(200);
});

test('a sign-in code is bound to the account it was sent for', async () => {
  const account = await createAccount(t);
  await post(t, '/api/login/sms', { phone: account.phone });
  const token = await t.lastCode(account.phone!);
  // The number passes to another account before the code is used: it does not sign that one in.
  await t.database.db.updateTable('users').set({ phone: null }).where('id', '=', account.id).execute();
  const other = await createAccount(t, { phone: account.phone });
  expect((await post(t, '/api/login/sms-verify', { phone: account.phone, token })).json()).toEqual({
    status: 401,
    code: 'UNAUTHORIZED',
    field: 'token',
  });
  expect(other.phone).toBe(account.phone);
});

test('e-mail code sign-in: inactive account 403; an address without an account gets nothing even with a right code', async () => {
  const inactive = await createAccount(t, { loyalty_status: 'INACTIVE' });
  await post(t, '/api/login/email-code-send', { email: inactive.email });
  const verified = await post(t, '/api/login/email-code-verification', { email: inactive.email, token: await t.lastCode(inactive.email!) });
  expect(verified.json()).toEqual({ status: 403, code: 'USER_INACTIVE' });

  // The code of an unknown address was never sent; even if it were guessed, nobody is signed in.
  const { email } = freshContact();
  await post(t, '/api/login/email-code-send', { email });
  const check = jest.spyOn(t.app.codes, 'check').mockResolvedValueOnce('OK');
  try {
    expect((await post(t, '/api/login/email-code-verification', { email, token: '1234' })).json()).toEqual({
      status: 401,
      code: 'UNAUTHORIZED',
      field: 'token',
    });
    expect(check).toHaveBeenCalledTimes(1);
  } finally {
    check.mockRestore();
  }
  const unknownPhone = freshContact().phone;
  const smsCheck = jest.spyOn(t.app.codes, 'check').mockResolvedValueOnce('OK');
  try {
    expect((await post(t, '/api/login/sms-verify', { phone: unknownPhone, token: '1234' })).statusCode).toBe(401);
    expect(smsCheck).toHaveBeenCalledTimes(1);
  } finally {
    smsCheck.mockRestore();
  }
});

test("e-mail code sign-in with a phone: an account that has an e-mail keeps it, the code goes nowhere", async () => {
  const withEmail = await createAccount(t);
  const { email } = freshContact();
  expect((await post(t, '/api/login/email-code-send', { email, phoneNumber: withEmail.phone })).statusCode).toBe(200);
  expect(await t.messages(email)).toEqual([]);
  expect((await post(t, '/api/login/email-code-send', { email: freshContact().email, phoneNumber: '12' })).json()).toEqual({
    status: 400,
    code: 'INVALID_VALUE',
    field: 'phoneNumber',
  });
});

test('code requests are throttled per IP: 10 a minute', async () => {
  const ip = '192.0.2.40';
  for (let call = 0; call < 10; call += 1) {
    expect((await post(t, '/api/login/sms', { phone: freshContact().phone }, {}, ip)).statusCode).toBe(200);
  }
  expect((await post(t, '/api/login/sms', { phone: freshContact().phone }, {}, ip)).json()).toEqual({
    status: 429,
    code: 'RATE_LIMITED',
    retryAfterSeconds: expect.any(Number),
  });
  // Code checks have their own budget (30 a minute).
  for (let call = 0; call < 30; call += 1) {
    expect((await post(t, '/api/login/sms-verify', { phone: freshContact().phone, token: '1234' }, {}, ip)).statusCode).toBe(401);
  }
  expect((await post(t, '/api/login/sms-verify', { phone: freshContact().phone, token: '1234' }, {}, ip)).statusCode).toBe(429);
});

test('junk bodies of every /api/login route get 400 INVALID_VALUE with the field, never 500', async () => {
  const cases: [string, unknown, string][] = [
    ['/api/login/sms', {}, 'phone'],
    ['/api/login/sms', { phone: { number: 600100200 } }, 'phone'],
    ['/api/login/sms', { phone: 'not a phone' }, 'phone'],
    ['/api/login/sms-verify', { phone: '+48600100200' }, 'token'],
    ['/api/login/sms-verify', { phone: '+48600100200', token: [1, 2, 3, 4] }, 'token'],
    ['/api/login/sms-verify', { phone: '+48600100200', token: '12345' }, 'token'],
    ['/api/login/sms-verify', { phone: '+48600100200', token: '١٢٣٤' }, 'token'],
    ['/api/login/email-code-send', { email: 'not-an-email' }, 'email'],
    ['/api/login/email-code-send', { email: 'a@b.pl', phoneNumber: ['600100200', '600100201'] }, 'phoneNumber'],
    ['/api/login/email-code-verification', { email: 'a@b.pl', token: 'abcd' }, 'token'],
    ['/api/login/email-code-verification', { token: '1234' }, 'email'],
    ['/api/login/refresh', { refreshToken: null }, 'refreshToken'],
    ['/api/login/refresh', { refreshToken: 'x'.repeat(600) }, 'refreshToken'],
    ['/api/login/refresh', [], 'body'],
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
  const broken = await t.app.inject({ method: 'POST', url: '/api/login/refresh', headers: { 'content-type': 'application/json' }, payload: '{' });
  expect(broken.json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'body' });
  // An unknown refresh token of any shape is a 401, not a crash.
  expect((await post(t, '/api/login/refresh', { refreshToken: "'; DROP TABLE users; --" })).statusCode).toBe(401);
});

test('validate needs a bearer token; forged and junk tokens are 401', async () => {
  expect((await post(t, '/api/login/validate', undefined)).json()).toEqual({ status: 401, code: 'UNAUTHORIZED' });
  expect((await post(t, '/api/login/validate', undefined, { authorization: 'Bearer abc.def.ghi' })).statusCode).toBe(401);
  expect((await post(t, '/api/login/refresh', {})).json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'refreshToken' });
  expect((await post(t, '/api/login/sms', { phone: '+1' })).json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'phone' });
});
