import { SignJWT, decodeJwt, generateKeyPair, type JWTPayload } from 'jose';
import { hmacSha256 } from '../../../lib/secrets.ts';
import { DEVELOPMENT_APPLE_HMAC_SECRET } from '../../../config.ts';
import { TEST_NOW } from '../../../test/build-test-app.ts';
import { createAccount, freshContact, post, wrongCode, testAppForFile } from '../../../test/identity-helpers.ts';
import { DEVELOPMENT_AUDIENCE, DEVELOPMENT_KEY_ID, developmentSigningKey } from '../../../plugins/app/identity/social-tokens.ts';

/*
 * Sign in with Apple (spec part 1, sections 4, 7 "Apple" and 8), each flow as the dialog
 * runs it, with ID tokens of the development identity provider, and the phone calls in
 * their HMAC-SHA-256 wrapper.
 */

const t = testAppForFile({ seed: false });

const ISSUER = 'http://localhost:8080/api/dev/idp/apple';

let subjects = 0;
/** The authorization Apple's script gives the page: code, id_token (development provider), state. */
async function appleAuthorization(email: string | null = freshContact().email, subject = `apple-test-${process.pid}-${(subjects += 1)}`) {
  const idToken = email ? ((await post(t, '/api/dev/idp/apple/token', { subject, email })).json().idToken as string) : await mint({ sub: subject, email: undefined });
  return { code: 'c0de', id_token: idToken, state: 'st', email, subject };
}

async function mint(claims: JWTPayload, key?: CryptoKey) {
  const now = Math.floor(TEST_NOW.toSeconds());
  return new SignJWT({ sub: 'minted', email: 'minted@example.com', email_verified: 'true', iss: ISSUER, aud: DEVELOPMENT_AUDIENCE, iat: now, exp: now + 600, ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: DEVELOPMENT_KEY_ID })
    .sign(key ?? (await developmentSigningKey()));
}

/** The spec's wrapper: the inner payload as JSON text and its HMAC-SHA-256 (hex). */
function wrapped(inner: object, secret = DEVELOPMENT_APPLE_HMAC_SECRET) {
  const body = JSON.stringify(inner);
  return { body, hmacToken: hmacSha256(secret, body) };
}

const authorization = ({ code, id_token, state }: { code: string; id_token: string; state: string }) => ({ code, id_token, state });

async function phoneCode(apple: { code: string; id_token: string; state: string }, phone: string) {
  expect((await post(t, '/api/apple/auth/phone/send-token', wrapped({ phone, ...authorization(apple) }))).json()).toEqual({ resendAfterSeconds: 30 });
  return t.lastCode(phone);
}

const userOf = (phone: string) => t.database.db.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirstOrThrow();
const linksOf = (userId: string) =>
  t.database.db.selectFrom('social_identities').select(['provider', 'subject', 'email']).where('user_id', '=', userId).execute();
const linkApple = (userId: string, subject: string, email: string | null = null) =>
  t.database.db.insertInto('social_identities').values({ provider: 'APPLE', subject, user_id: userId, email }).execute();

const TOKENS = { accessToken: expect.any(String), refreshToken: expect.any(String), email: expect.any(String) };

test('a new customer: identify → phone code (signed wrapper) → register → signed in; then identify and login find the account', async () => {
  const apple = await appleAuthorization();
  expect((await post(t, '/api/apple/auth/identify', { ...authorization(apple), email: apple.email })).json()).toEqual({ isNewUser: true });
  expect((await post(t, '/api/apple/auth/login', { ...authorization(apple), shouldValidateEmailForOverride: true })).json()).toEqual({
    status: 401,
    code: 'UNAUTHORIZED',
    field: 'id_token',
  });
  const { phone } = freshContact();
  const token = await phoneCode(apple, phone);
  expect(await t.messages(phone)).toEqual([expect.objectContaining({ channel: 'SMS', template: 'code.APPLE_PHONE' })]);
  expect((await post(t, '/api/apple/auth/phone/verify-token', wrapped({ phone, token: wrongCode(token), ...authorization(apple) }))).json()).toEqual({
    status: 401,
    code: 'UNAUTHORIZED',
    field: 'token',
  });
  expect((await post(t, '/api/apple/auth/phone/verify-token', wrapped({ phone, token, ...authorization(apple) }))).json()).toEqual({ isNewUser: true });
  const register = {
    ...authorization(apple),
    sex: 'M',
    firstName: 'Jan',
    lastName: 'Jabłoński',
    phone,
    phoneToken: token,
    email: apple.email,
    marketingConsents: [{ channel: 'Email', granted: true }],
    birthday: { day: 29, month: 2 },
  };
  const registered = await post(t, '/api/apple/auth/register', register);
  expect(registered.json()).toEqual({ ...TOKENS, email: apple.email });
  const row = await userOf(phone);
  expect(decodeJwt(registered.json().accessToken).sub).toBe(row.id);
  expect(row).toMatchObject({
    email: apple.email,
    email_confirmed: true,
    first_name: 'Jan',
    last_name: 'Jabłoński',
    sex: 'M',
    birthday_day: 29,
    birthday_month: 2,
    consent_email: true,
    registered_with: 'APPLE',
    loyalty_status: 'ACTIVE',
    password_hash: null,
  });
  expect(await linksOf(row.id)).toEqual([{ provider: 'APPLE', subject: apple.subject, email: apple.email }]);
  // The code was used up.
  expect((await post(t, '/api/apple/auth/register', register)).json()).toEqual({ status: 401, code: 'UNAUTHORIZED', field: 'phoneToken' });
  expect((await post(t, '/api/apple/auth/identify', authorization(apple))).json()).toEqual({ isNewUser: false });
  const login = await post(t, '/api/apple/auth/login', { ...authorization(apple), shouldValidateEmailForOverride: true });
  expect(login.json()).toEqual({ ...TOKENS, email: apple.email, appleEmail: apple.email, emailDiffers: false });
  expect(decodeJwt(login.json().accessToken).sub).toBe(row.id);
});

test('register without an e-mail from Apple: the typed one is kept unconfirmed and cannot take the e-mail consent', async () => {
  const apple = await appleAuthorization(null);
  const { phone, email } = freshContact();
  const token = await phoneCode(apple, phone);
  const register = { ...authorization(apple), sex: 'F', firstName: 'Ada', lastName: 'Nowak', phone, phoneToken: token, email: email.toUpperCase() };
  expect((await post(t, '/api/apple/auth/register', { ...register, marketingConsents: [{ channel: 'Email', granted: true }] })).json()).toEqual({
    status: 400,
    code: 'INVALID_VALUE',
    field: 'marketingConsents',
  });
  expect((await post(t, '/api/apple/auth/register', register)).json()).toEqual({ ...TOKENS, email });
  expect(await userOf(phone)).toMatchObject({ email, email_confirmed: false, consent_email: false, registered_with: 'APPLE' });
});

test('register refuses a taken phone or e-mail (after the right code) and an Apple identity that has an account', async () => {
  const account = await createAccount(t);
  const apple = await appleAuthorization();
  const token = await phoneCode(apple, account.phone!);
  const register = { ...authorization(apple), sex: 'F', firstName: 'Ada', lastName: 'Nowak', phone: account.phone, phoneToken: token };
  expect((await post(t, '/api/apple/auth/register', { ...register, phoneToken: wrongCode(token) })).json()).toEqual({
    status: 401,
    code: 'UNAUTHORIZED',
    field: 'phoneToken',
  });
  expect((await post(t, '/api/apple/auth/register', register)).json()).toEqual({ status: 409, code: 'DUPLICATE_VALUE', field: 'phone' });

  const noAppleEmail = await appleAuthorization(null);
  const { phone } = freshContact();
  const code = await phoneCode(noAppleEmail, phone);
  const typed = { ...authorization(noAppleEmail), sex: 'F', firstName: 'Ada', lastName: 'Nowak', phone, phoneToken: code, email: account.email };
  expect((await post(t, '/api/apple/auth/register', typed)).json()).toEqual({ status: 409, code: 'DUPLICATE_VALUE', field: 'email' });

  const linked = await createAccount(t);
  const theirs = await appleAuthorization();
  await linkApple(linked.id, theirs.subject);
  const other = freshContact();
  const third = await phoneCode(theirs, other.phone);
  expect(
    (await post(t, '/api/apple/auth/register', { ...authorization(theirs), sex: 'F', firstName: 'A', lastName: 'B', phone: other.phone, phoneToken: third })).json(),
  ).toEqual({ status: 409, code: 'DUPLICATE_VALUE', field: 'id_token' });
});

test("verify-token links an existing phone account; login then tells that Apple's e-mail differs; email-change takes it", async () => {
  const account = await createAccount(t);
  const apple = await appleAuthorization();
  expect((await post(t, '/api/apple/auth/identify', authorization(apple))).json()).toEqual({ isNewUser: true });
  const token = await phoneCode(apple, account.phone!);
  expect((await post(t, '/api/apple/auth/phone/verify-token', wrapped({ phone: account.phone, token, ...authorization(apple) }))).json()).toEqual({
    isNewUser: false,
  });
  expect(await linksOf(account.id)).toEqual([{ provider: 'APPLE', subject: apple.subject, email: apple.email }]);
  // The code was used up by linking.
  expect((await post(t, '/api/apple/auth/phone/verify-token', wrapped({ phone: account.phone, token, ...authorization(apple) }))).statusCode).toBe(401);
  expect((await post(t, '/api/apple/auth/identify', authorization(apple))).json()).toEqual({ isNewUser: false });

  const login = await post(t, '/api/apple/auth/login', { ...authorization(apple), shouldValidateEmailForOverride: true });
  expect(login.json()).toEqual({ ...TOKENS, email: account.email, appleEmail: apple.email, emailDiffers: true });
  expect(decodeJwt(login.json().accessToken).sub).toBe(account.id);
  // Not asked to compare: emailDiffers stays false.
  expect((await post(t, '/api/apple/auth/login', { ...authorization(apple), shouldValidateEmailForOverride: false })).json()).toMatchObject({ emailDiffers: false });

  const headers = { authorization: `Bearer ${login.json().accessToken}` };
  const other = await t.app.inject({ method: 'PUT', url: '/api/apple/auth/email-change', headers, payload: { email: 'someone@example.com' } });
  expect(other.json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'email' });
  const changed = await t.app.inject({ method: 'PUT', url: '/api/apple/auth/email-change', headers, payload: { email: apple.email!.toUpperCase() } });
  expect(changed.statusCode).toBe(200);
  expect(changed.json()).toMatchObject({ email: apple.email, emailConfirmed: true });
  expect(await userOf(account.phone!)).toMatchObject({ email: apple.email, email_confirmed: true });
  expect((await post(t, '/api/apple/auth/login', { ...authorization(apple), shouldValidateEmailForOverride: true })).json()).toMatchObject({
    email: apple.email,
    emailDiffers: false,
  });
});

test("Apple's e-mail changed since the link: login tells it, and email-change takes the new one; one of another account is a duplicate", async () => {
  const account = await createAccount(t);
  const subject = `apple-moved-${account.id}`;
  await linkApple(account.id, subject, 'old.apple@example.com');
  const owner = await createAccount(t);
  const newer = await appleAuthorization(freshContact().email, subject);
  const login = await post(t, '/api/apple/auth/login', { ...authorization(newer), shouldValidateEmailForOverride: true });
  expect(login.json()).toMatchObject({ email: account.email, appleEmail: newer.email, emailDiffers: true });
  expect(await linksOf(account.id)).toEqual([{ provider: 'APPLE', subject, email: newer.email }]);
  const headers = { authorization: `Bearer ${login.json().accessToken}` };
  expect((await t.app.inject({ method: 'PUT', url: '/api/apple/auth/email-change', headers, payload: { email: 'old.apple@example.com' } })).json()).toMatchObject({
    code: 'INVALID_VALUE',
  });

  // Apple now gives the e-mail of another customer's account.
  const taken = await appleAuthorization(owner.email, subject);
  const again = await post(t, '/api/apple/auth/login', { ...authorization(taken), shouldValidateEmailForOverride: true });
  expect(again.json()).toMatchObject({ email: account.email, appleEmail: owner.email, emailDiffers: true });
  const duplicate = await t.app.inject({
    method: 'PUT',
    url: '/api/apple/auth/email-change',
    headers: { authorization: `Bearer ${again.json().accessToken}` },
    payload: { email: owner.email },
  });
  expect(duplicate.json()).toEqual({ status: 409, code: 'DUPLICATE_VALUE', field: 'email' });
});

test('an account with the e-mail Apple verified is found by identify and signed in (and linked) by login', async () => {
  const account = await createAccount(t, { password: null, registered_with: null });
  const apple = await appleAuthorization(account.email!);
  expect((await post(t, '/api/apple/auth/identify', authorization(apple))).json()).toEqual({ isNewUser: false });
  const login = await post(t, '/api/apple/auth/login', { ...authorization(apple), shouldValidateEmailForOverride: true });
  expect(login.json()).toEqual({ ...TOKENS, email: account.email, appleEmail: account.email, emailDiffers: false });
  expect(await linksOf(account.id)).toEqual([{ provider: 'APPLE', subject: apple.subject, email: account.email }]);

  // An e-mail Apple did not verify finds nothing.
  const unverified = await createAccount(t);
  const token = await mint({ sub: `unverified-${unverified.id}`, email: unverified.email, email_verified: 'false' });
  expect((await post(t, '/api/apple/auth/identify', { code: 'c', id_token: token })).json()).toEqual({ isNewUser: true });
});

test('login: an inactive account is 403; an account linked to another Apple identity is not signed in by e-mail', async () => {
  const inactive = await createAccount(t, { loyalty_status: 'INACTIVE' });
  const apple = await appleAuthorization(inactive.email!);
  expect((await post(t, '/api/apple/auth/login', { ...authorization(apple), shouldValidateEmailForOverride: false })).json()).toEqual({
    status: 403,
    code: 'USER_INACTIVE',
  });

  const linked = await createAccount(t);
  await linkApple(linked.id, `another-apple-${linked.id}`);
  const sameEmail = await appleAuthorization(linked.email!);
  expect((await post(t, '/api/apple/auth/login', { ...authorization(sameEmail), shouldValidateEmailForOverride: false })).json()).toEqual({
    status: 401,
    code: 'UNAUTHORIZED',
    field: 'id_token',
  });
  expect(await linksOf(linked.id)).toEqual([expect.objectContaining({ subject: `another-apple-${linked.id}` })]);
});

test("verify-token: an account linked to another Apple identity is told only after the right code; the code is bound to the Apple identity", async () => {
  const linked = await createAccount(t);
  await linkApple(linked.id, `another-apple-${linked.id}`);
  const apple = await appleAuthorization();
  const token = await phoneCode(apple, linked.phone!);
  expect((await post(t, '/api/apple/auth/phone/verify-token', wrapped({ phone: linked.phone, token: wrongCode(token), ...authorization(apple) }))).json()).toEqual({
    status: 401,
    code: 'UNAUTHORIZED',
    field: 'token',
  });
  expect((await post(t, '/api/apple/auth/phone/verify-token', wrapped({ phone: linked.phone, token, ...authorization(apple) }))).json()).toEqual({
    status: 409,
    code: 'DUPLICATE_VALUE',
    field: 'phone',
  });

  const { phone } = freshContact();
  const mine = await appleAuthorization();
  const code = await phoneCode(mine, phone);
  const someoneElse = await appleAuthorization();
  expect((await post(t, '/api/apple/auth/phone/verify-token', wrapped({ phone, token: code, ...authorization(someoneElse) }))).json()).toEqual({
    status: 401,
    code: 'UNAUTHORIZED',
    field: 'token',
  });
});

test('the wrapper must be signed with the configured secret; its inner payload is validated', async () => {
  const apple = await appleAuthorization();
  const { phone } = freshContact();
  for (const url of ['/api/apple/auth/phone/send-token', '/api/apple/auth/phone/verify-token']) {
    const inner = { phone, token: '1234', ...authorization(apple) };
    expect((await post(t, url, wrapped(inner, 'another-secret'))).json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'hmacToken' });
    const tampered = wrapped(inner);
    expect((await post(t, url, { ...tampered, body: tampered.body.replace(phone, freshContact().phone) })).json()).toEqual({
      status: 400,
      code: 'INVALID_VALUE',
      field: 'hmacToken',
    });
    expect((await post(t, url, { ...tampered, hmacToken: tampered.hmacToken.toUpperCase() })).json()).toMatchObject({ field: 'hmacToken' });
    expect((await post(t, url, { body: tampered.body, hmacToken: 'zz' })).json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'hmacToken' });
    expect((await post(t, url, { body: tampered.body })).json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'hmacToken' });
    expect((await post(t, url, wrapped({ ...authorization(apple), token: '1234' }))).json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'phone' });
    expect((await post(t, url, wrapped({ phone: 'x', token: '1234', ...authorization(apple) }))).json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'phone' });
    expect((await post(t, url, wrapped({ phone, token: '1234', code: 'c' }))).json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'id_token' });
    expect((await post(t, url, wrapped({ phone, token: '1234', code: 'c', id_token: 'junk' }))).json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'id_token' });
    for (const body of ['not json', '[1, 2]', '"text"', 'null', '{"phone": ']) {
      const answer = (await post(t, url, { body, hmacToken: hmacSha256(DEVELOPMENT_APPLE_HMAC_SECRET, body) })).json();
      expect({ body, answer }).toEqual({ body, answer: { status: 400, code: 'INVALID_VALUE', field: expect.any(String) } });
    }
  }
  expect((await post(t, '/api/apple/auth/phone/verify-token', wrapped({ phone, token: '12x4', ...authorization(apple) }))).json()).toEqual({
    status: 400,
    code: 'INVALID_VALUE',
    field: 'token',
  });
  // A refused wrapper sent no code.
  expect(await t.messages(phone)).toEqual([]);
});

test('ID tokens that do not verify are 400 INVALID_VALUE on id_token on every route', async () => {
  const { privateKey: otherKey } = await generateKeyPair('RS256');
  const now = Math.floor(TEST_NOW.toSeconds());
  const google = (await post(t, '/api/dev/idp/google/token', { subject: 'g', email: 'g@example.com' })).json().idToken as string;
  const refused: Record<string, string> = {
    forged: await mint({}, otherKey),
    'wrong audience': await mint({ aud: 'pl.salon.other' }),
    "Google's issuer": google,
    expired: await mint({ iat: now - 7200, exp: now - 3600 }),
    'alg none': `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${(await mint({})).split('.')[1]}.`,
    junk: 'junk',
  };
  const { phone } = freshContact();
  for (const [why, idToken] of Object.entries(refused)) {
    const calls: [string, object][] = [
      ['/api/apple/auth/identify', { code: 'c', id_token: idToken }],
      ['/api/apple/auth/login', { code: 'c', id_token: idToken, shouldValidateEmailForOverride: true }],
      ['/api/apple/auth/register', { code: 'c', id_token: idToken, sex: 'F', firstName: 'A', lastName: 'B', phone, phoneToken: '1234' }],
      ['/api/apple/auth/phone/send-token', wrapped({ phone, code: 'c', id_token: idToken })],
      ['/api/apple/auth/phone/verify-token', wrapped({ phone, token: '1234', code: 'c', id_token: idToken })],
    ];
    for (const [url, body] of calls) {
      const answer = (await post(t, url, body)).json();
      expect({ why, url, answer }).toEqual({ why, url, answer: { status: 400, code: 'INVALID_VALUE', field: 'id_token' } });
    }
  }
  expect(await t.messages(phone)).toEqual([]);
});

test('email-change needs a session and a linked Apple identity with that e-mail', async () => {
  expect((await t.app.inject({ method: 'PUT', url: '/api/apple/auth/email-change', payload: { email: 'a@example.com' } })).statusCode).toBe(401);
  const me = await t.signUp({ phone: null, email: freshContact().email });
  expect((await t.app.inject({ method: 'PUT', url: '/api/apple/auth/email-change', headers: me.headers, payload: { email: 'a@example.com' } })).json()).toEqual({
    status: 400,
    code: 'INVALID_VALUE',
    field: 'email',
  });
  for (const payload of [{}, { email: 'not-an-email' }, { email: 7 }, { email: 'x'.repeat(300) + '@example.com' }]) {
    const response = await t.app.inject({ method: 'PUT', url: '/api/apple/auth/email-change', headers: me.headers, payload });
    expect({ payload, answer: response.json() }).toEqual({ payload, answer: { status: 400, code: 'INVALID_VALUE', field: 'email' } });
  }
});

test('junk bodies of every /api/apple route get 400 with the field, never 500', async () => {
  const apple = authorization(await appleAuthorization());
  const { phone } = freshContact();
  const register = { ...apple, sex: 'F', firstName: 'A', lastName: 'B', phone, phoneToken: '1234' };
  const cases: [string, unknown, string][] = [
    ['/api/apple/auth/identify', {}, 'code'],
    ['/api/apple/auth/identify', { code: 'c' }, 'id_token'],
    ['/api/apple/auth/identify', { code: 'c', id_token: '' }, 'id_token'],
    ['/api/apple/auth/identify', { ...apple, email: 'nope' }, 'email'],
    ['/api/apple/auth/login', apple, 'shouldValidateEmailForOverride'],
    ['/api/apple/auth/login', { ...apple, shouldValidateEmailForOverride: 'perhaps' }, 'shouldValidateEmailForOverride'],
    ['/api/apple/auth/login', { ...apple, shouldValidateEmailForOverride: true, state: 'x'.repeat(600) }, 'state'],
    ['/api/apple/auth/phone/send-token', {}, 'body'],
    ['/api/apple/auth/phone/send-token', { body: 5, hmacToken: 'a'.repeat(64) }, 'body'],
    ['/api/apple/auth/phone/verify-token', { body: 'x'.repeat(20000), hmacToken: 'a'.repeat(64) }, 'body'],
    ['/api/apple/auth/register', { ...register, sex: undefined }, 'sex'],
    ['/api/apple/auth/register', { ...register, firstName: ' ' }, 'firstName'],
    ['/api/apple/auth/register', { ...register, lastName: '' }, 'lastName'],
    ['/api/apple/auth/register', { ...register, phone: '12' }, 'phone'],
    ['/api/apple/auth/register', { ...register, phone: '+48 123' }, 'phone'],
    ['/api/apple/auth/register', { ...register, phoneToken: '1' }, 'phoneToken'],
    ['/api/apple/auth/register', { ...register, email: 'x@' }, 'email'],
    ['/api/apple/auth/register', { ...register, birthday: { day: 32, month: 1 } }, 'birthday.day'],
    ['/api/apple/auth/register', { ...register, marketingConsents: 'yes' }, 'marketingConsents.0'],
  ];
  for (const [url, body, field] of cases) {
    const answer = (await post(t, url, body)).json();
    expect({ url, body, answer }).toEqual({ url, body, answer: { status: 400, code: 'INVALID_VALUE', field } });
  }
  for (const url of ['/api/apple/auth/identify', '/api/apple/auth/login', '/api/apple/auth/phone/send-token', '/api/apple/auth/register']) {
    for (const payload of ['{', '[]', '"x"', 'null']) {
      const response = await t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });
      expect({ url, payload, status: response.statusCode, code: response.json().code }).toEqual({ url, payload, status: 400, code: 'INVALID_VALUE' });
    }
  }
});

test('phone code requests are throttled per IP: 10 a minute', async () => {
  const apple = authorization(await appleAuthorization());
  const ip = '192.0.2.62';
  for (let call = 0; call < 10; call += 1) {
    expect((await post(t, '/api/apple/auth/phone/send-token', wrapped({ phone: freshContact().phone, ...apple }), {}, ip)).statusCode).toBe(200);
  }
  expect((await post(t, '/api/apple/auth/phone/send-token', wrapped({ phone: freshContact().phone, ...apple }), {}, ip)).json()).toEqual({
    status: 429,
    code: 'RATE_LIMITED',
    retryAfterSeconds: expect.any(Number),
  });
});
