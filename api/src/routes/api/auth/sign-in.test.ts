import argon2 from 'argon2';
import { TEST_NOW } from '../../../test/build-test-app.ts';
import { PASSWORD, createAccount, freshContact, post, testAppForFile } from '../../../test/identity-helpers.ts';

/*
 * Identification and password sign-in (spec part 1, sections 4 and 8 "Authentication"),
 * logout. The captcha of identification: captcha.test.ts.
 */

const t = testAppForFile();

const login = (body: object, ip?: string) => post(t, '/api/auth/login', body, {}, ip);

test('identify: a new e-mail goes to REGISTER_CHOOSE; web and loyalty accounts to LOGIN', async () => {
  const web = await createAccount(t);
  const loyal = await createAccount(t, { password: null, registered_with: null });
  const stranger = await createAccount(t, { password: null, registered_with: null, loyalty_status: null });
  expect((await post(t, '/api/auth/identify', { email: freshContact().email })).json()).toEqual({ isNewUser: true, hasLoyaltyAccount: false });
  expect((await post(t, '/api/auth/identify', { email: web.email!.toUpperCase() })).json()).toEqual({ isNewUser: false, hasLoyaltyAccount: true });
  expect((await post(t, '/api/auth/identify', { email: loyal.email })).json()).toEqual({ isNewUser: true, hasLoyaltyAccount: true });
  expect((await post(t, '/api/auth/identify', { email: stranger.email })).json()).toEqual({ isNewUser: true, hasLoyaltyAccount: false });
  expect((await post(t, '/api/auth/identify', { email: 'nope' })).json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'email' });
});

test('login by e-mail or phone answers tokens and the e-mail; the access token works', async () => {
  const account = await createAccount(t);
  const byEmail = await login({ email: ` ${account.email!.toUpperCase()} `.trim(), password: PASSWORD });
  expect(byEmail.statusCode).toBe(200);
  expect(byEmail.json()).toEqual({ accessToken: expect.any(String), refreshToken: expect.any(String), email: account.email });
  const byPhone = await login({ phone: account.phone!.slice(3), password: PASSWORD });
  expect(byPhone.json()).toMatchObject({ email: account.email });
  const me = await post(t, '/api/login/validate', undefined, { authorization: `Bearer ${byPhone.json().accessToken}` });
  expect(me.json()).toEqual({ valid: true, userId: account.id, expiresAt: TEST_NOW.plus({ minutes: 15 }).toUTC().toISO({ suppressMilliseconds: false }) });
});

test('BAD_CREDENTIALS on the password field for a wrong password and for an unknown account alike', async () => {
  const account = await createAccount(t);
  const wrong = await login({ email: account.email, password: 'Wrong!2026' });
  const unknown = await login({ email: freshContact().email, password: PASSWORD });
  const unknownPhone = await login({ phone: freshContact().phone, password: PASSWORD });
  for (const response of [wrong, unknown, unknownPhone]) {
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: 401, code: 'BAD_CREDENTIALS', field: 'password' });
  }
});

test('an unknown account costs the same argon2 verification as a known one', async () => {
  const verify = jest.spyOn(argon2, 'verify');
  try {
    await login({ email: freshContact().email, password: PASSWORD });
    expect(verify).toHaveBeenCalledTimes(1);
    expect(verify.mock.calls[0]?.[0]).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    const loyal = await createAccount(t, { password: null, registered_with: null });
    await login({ email: loyal.email, password: PASSWORD });
    expect(verify).toHaveBeenCalledTimes(2);
  } finally {
    verify.mockRestore();
  }
});

test('exactly one of e-mail and phone; a phone that is not a number is INVALID_VALUE', async () => {
  expect((await login({ password: PASSWORD })).json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'email' });
  expect((await login({ email: 'a@b.pl', phone: '600100200', password: PASSWORD })).json()).toMatchObject({ code: 'INVALID_VALUE' });
  expect((await login({ phone: '12', password: PASSWORD })).json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'phone' });
  expect((await login({ email: 'a@b.pl' })).json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'password' });
});

test('USER_INACTIVE for an inactive loyalty account, PASSWORD_CHANGE_REQUIRED, ACCOUNT_REGISTER_BY_SOCIAL_LOGIN', async () => {
  const inactive = await createAccount(t, { loyalty_status: 'INACTIVE' });
  expect((await login({ email: inactive.email, password: PASSWORD })).json()).toEqual({ status: 403, code: 'USER_INACTIVE' });
  // Without the right password the account's state is not revealed.
  expect((await login({ email: inactive.email, password: 'Wrong!2026' })).json()).toMatchObject({ code: 'BAD_CREDENTIALS' });

  const change = await createAccount(t, { password_change_required: true });
  expect((await login({ email: change.email, password: PASSWORD })).json()).toEqual({ status: 403, code: 'PASSWORD_CHANGE_REQUIRED' });

  const social = await createAccount(t, { password: null, registered_with: 'GOOGLE' });
  await t.database.db.insertInto('social_identities').values({ provider: 'GOOGLE', subject: `g-${social.id}`, user_id: social.id, email: social.email }).execute();
  expect((await login({ email: social.email, password: PASSWORD })).json()).toEqual({
    status: 403,
    code: 'ACCOUNT_REGISTER_BY_SOCIAL_LOGIN',
    provider: 'GOOGLE',
  });
  expect((await post(t, '/api/auth/identify', { email: social.email })).json()).toEqual({ isNewUser: false, hasLoyaltyAccount: true });
});

test('an inactive account is signed out: its access token answers 403 USER_INACTIVE', async () => {
  const account = await createAccount(t);
  const { accessToken } = (await login({ email: account.email, password: PASSWORD })).json();
  await t.database.db.updateTable('users').set({ loyalty_status: 'INACTIVE' }).where('id', '=', account.id).execute();
  const response = await post(t, '/api/login/validate', undefined, { authorization: `Bearer ${accessToken}` });
  expect(response.statusCode).toBe(403);
  expect(response.json()).toEqual({ status: 403, code: 'USER_INACTIVE' });
});

test('logout revokes the refresh token', async () => {
  const account = await createAccount(t);
  const { refreshToken } = (await login({ email: account.email, password: PASSWORD })).json();
  expect((await post(t, '/api/auth/logout', { refreshToken })).statusCode).toBe(204);
  expect((await post(t, '/api/login/refresh', { refreshToken })).json()).toEqual({ status: 401, code: 'UNAUTHORIZED', field: 'refreshToken' });
  expect((await post(t, '/api/auth/logout', { refreshToken: 'unknown' })).statusCode).toBe(204);
});

test('login is throttled per IP: 20 a minute, then 429 RATE_LIMITED; another IP is not affected', async () => {
  const ip = '192.0.2.10';
  for (let attempt = 0; attempt < 20; attempt += 1) {
    expect((await login({ email: 'x@example.com', password: 'Wrong!2026' }, ip)).statusCode).toBe(401);
  }
  const limited = (await login({ email: 'x@example.com', password: 'Wrong!2026' }, ip)).json();
  expect(limited).toEqual({ status: 429, code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) });
  // The window is a real minute (the throttle does not follow the app's clock).
  expect(limited.retryAfterSeconds).toBeGreaterThan(0);
  expect(limited.retryAfterSeconds).toBeLessThanOrEqual(60);
  expect((await login({ email: 'x@example.com', password: 'Wrong!2026' }, '192.0.2.11')).statusCode).toBe(401);
});

test('flow: identify → LOGIN → password → signed in (web account and loyalty account alike go to LOGIN)', async () => {
  const account = await createAccount(t);
  const identified = (await post(t, '/api/auth/identify', { email: account.email })).json();
  // Spec: not new, or with a loyalty account → LOGIN.
  expect(identified.isNewUser === false || identified.hasLoyaltyAccount).toBe(true);
  const tokens = (await login({ email: account.email, password: PASSWORD })).json();
  const validate = await post(t, '/api/login/validate', undefined, { authorization: `Bearer ${tokens.accessToken}` });
  expect(validate.json()).toMatchObject({ valid: true, userId: account.id });
  // The refresh token of this sign-in works too.
  expect((await post(t, '/api/login/refresh', { refreshToken: tokens.refreshToken })).statusCode).toBe(200);
});

test('every path of login runs exactly one argon2 verification: unknown e-mail or phone, no password, social, wrong, right', async () => {
  const known = await createAccount(t);
  const noPassword = await createAccount(t, { password: null, registered_with: null });
  const social = await createAccount(t, { password: null, registered_with: 'APPLE' });
  await t.database.db.insertInto('social_identities').values({ provider: 'APPLE', subject: `a-${social.id}`, user_id: social.id, email: social.email }).execute();
  const attempts: [object, number][] = [
    [{ email: freshContact().email, password: PASSWORD }, 401],
    [{ phone: freshContact().phone, password: PASSWORD }, 401],
    [{ email: noPassword.email, password: PASSWORD }, 401],
    [{ email: social.email, password: PASSWORD }, 403],
    [{ email: known.email, password: 'Wrong!2026' }, 401],
    [{ phone: known.phone, password: PASSWORD }, 200],
  ];
  const verify = jest.spyOn(argon2, 'verify');
  try {
    for (const [body, status] of attempts) {
      verify.mockClear();
      const response = await login(body);
      expect({ body, status: response.statusCode, verifications: verify.mock.calls.length }).toEqual({ body, status, verifications: 1 });
    }
  } finally {
    verify.mockRestore();
  }
});

test('logout ends the whole family: the rotated token and the one it came from', async () => {
  const account = await createAccount(t);
  const first = (await login({ email: account.email, password: PASSWORD })).json();
  const rotated = (await post(t, '/api/login/refresh', { refreshToken: first.refreshToken })).json();
  const elsewhere = (await login({ email: account.email, password: PASSWORD })).json();
  // Logging out with the first (already rotated) token still finds the family.
  expect((await post(t, '/api/auth/logout', { refreshToken: first.refreshToken })).statusCode).toBe(204);
  expect((await post(t, '/api/login/refresh', { refreshToken: rotated.refreshToken })).json()).toEqual({
    status: 401,
    code: 'UNAUTHORIZED',
    field: 'refreshToken',
  });
  const families = await t.database.db
    .selectFrom('refresh_tokens')
    .select(({ fn }) => ['family_id', fn.count<string>('id').as('tokens'), fn.count<string>('revoked_at').as('revoked')])
    .where('user_id', '=', account.id)
    .groupBy('family_id')
    .execute();
  expect(families.map((family) => [Number(family.tokens), Number(family.revoked)]).sort()).toEqual([
    [1, 0],
    [2, 2],
  ]);
  // A sign-in on another device is its own family and is not signed out.
  expect((await post(t, '/api/login/refresh', { refreshToken: elsewhere.refreshToken })).statusCode).toBe(200);
});

test('identify, logout and validate are throttled per IP too', async () => {
  const limits: [string, object | undefined, number][] = [
    ['/api/auth/identify', { email: 'someone@example.com' }, 30],
    ['/api/auth/logout', { refreshToken: 'unknown' }, 60],
    ['/api/login/validate', undefined, 60],
  ];
  for (const [url, body, max] of limits) {
    const ip = `192.0.2.${20 + limits.findIndex(([other]) => other === url)}`;
    for (let call = 0; call < max; call += 1) expect((await post(t, url, body, {}, ip)).statusCode).toBeLessThan(429);
    expect((await post(t, url, body, {}, ip)).json()).toEqual({ status: 429, code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) });
  }
});

test('junk bodies get 400 INVALID_VALUE with the field, never 500', async () => {
  const json = { 'content-type': 'application/json' };
  const cases: [string, string | object | null, string][] = [
    ['/api/auth/identify', {}, 'email'],
    ['/api/auth/identify', { email: null }, 'email'],
    ['/api/auth/identify', { email: ['a@b.pl', 'c@d.pl'] }, 'email'],
    ['/api/auth/identify', { email: { toString: 'a@b.pl' } }, 'email'],
    ['/api/auth/identify', { email: `${'a'.repeat(300)}@example.com` }, 'email'],
    ['/api/auth/identify', [], 'body'],
    ['/api/auth/identify', '"a@b.pl"', 'body'],
    ['/api/auth/identify', '{"email": ', 'body'],
    ['/api/auth/login', { email: 'a@b.pl', password: { hash: 'x' } }, 'password'],
    ['/api/auth/login', { email: 'a@b.pl', password: '' }, 'password'],
    ['/api/auth/login', { email: 'a@b.pl', password: 'x'.repeat(257) }, 'password'],
    ['/api/auth/login', { phone: { $ne: null }, password: PASSWORD }, 'phone'],
    ['/api/auth/login', { phone: '+48 600 100 200 300 400 500 600 700', password: PASSWORD }, 'phone'],
    ['/api/auth/login', { email: 'a@b.pl', phone: '+48600100200', password: PASSWORD }, 'phone'],
    ['/api/auth/login', null, 'body'],
    ['/api/auth/logout', {}, 'refreshToken'],
    ['/api/auth/logout', { refreshToken: '' }, 'refreshToken'],
    ['/api/auth/logout', { refreshToken: 'x'.repeat(600) }, 'refreshToken'],
  ];
  for (const [url, payload, field] of cases) {
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: json,
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      remoteAddress: '10.200.0.1',
    });
    expect({ url, payload, status: response.statusCode, body: response.json() }).toEqual({
      url,
      payload,
      status: 400,
      body: { status: 400, code: 'INVALID_VALUE', field },
    });
  }
  // Not JSON at all: plain text is not an object; a type without a parser is refused as such.
  const text = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'text/plain' }, payload: 'a@b.pl' });
  expect(text.json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'body' });
  const xml = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
  expect(xml.json()).toEqual({ status: 415, code: 'INVALID_VALUE', field: 'Content-Type' });
});
