import { SignJWT, decodeJwt, generateKeyPair, type CryptoKey, type JWTPayload } from 'jose';
import { TEST_NOW } from '../../../test/build-test-app.ts';
import { createAccount, freshContact, post, wrongCode, testAppForFile } from '../../../test/identity-helpers.ts';
import { DEVELOPMENT_AUDIENCE, DEVELOPMENT_KEY_ID, developmentSigningKey } from '../../../plugins/app/identity/social-tokens.ts';

/*
 * Sign-in with Google (spec part 1, sections 4, 7 "Google" and 8), each flow as the
 * dialog runs it, with ID tokens of the development identity provider, which the API
 * verifies as it would Google's (issuer, audience, expiry, signature, algorithm).
 */

const t = testAppForFile({ seed: false });

const ISSUER = 'http://localhost:8080/api/dev/idp/google';

let subjects = 0;
/** A token of the development provider for a fresh (or the given) Google identity. */
async function googleToken(identity: { email?: string; firstName?: string; lastName?: string; subject?: string } = {}) {
  subjects += 1;
  const subject = identity.subject ?? `google-test-${process.pid}-${subjects}`;
  const email = identity.email ?? freshContact().email;
  const response = await post(t, '/api/dev/idp/google/token', { subject, email, firstName: identity.firstName ?? 'Ola', lastName: identity.lastName ?? 'Google' });
  expect(response.statusCode).toBe(200);
  return { token: response.json().idToken as string, subject, email };
}

/** A token with any claims or header, signed with the development key unless told otherwise. */
async function mint(claims: JWTPayload, options: { key?: CryptoKey; kid?: string; alg?: string } = {}) {
  const now = Math.floor(TEST_NOW.toSeconds());
  return new SignJWT({ sub: 'minted', email: 'minted@example.com', email_verified: true, iss: ISSUER, aud: DEVELOPMENT_AUDIENCE, iat: now, exp: now + 600, ...claims })
    .setProtectedHeader({ alg: options.alg ?? 'RS256', kid: options.kid ?? DEVELOPMENT_KEY_ID })
    .sign(options.key ?? (await developmentSigningKey()));
}

async function phoneCode(googleTokenValue: string, phone: string) {
  expect((await post(t, '/api/google/auth/sms-code-send', { phone, googleToken: googleTokenValue })).json()).toEqual({ resendAfterSeconds: 30 });
  return t.lastCode(phone);
}

const userOf = (phone: string) => t.database.db.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirstOrThrow();
const linksOf = (userId: string) =>
  t.database.db.selectFrom('social_identities').select(['provider', 'subject', 'email']).where('user_id', '=', userId).execute();
const linkGoogle = (userId: string, subject: string, email: string | null = null) =>
  t.database.db.insertInto('social_identities').values({ provider: 'GOOGLE', subject, user_id: userId, email }).execute();

const TOKENS = { accessToken: expect.any(String), refreshToken: expect.any(String), email: expect.any(String) };

test('a new customer: not linked → phone code → Google user for GOOGLE_REGISTER → account → signed in → next time directly', async () => {
  const google = await googleToken({ firstName: 'Ola', lastName: 'Nowicka' });
  expect((await post(t, '/api/google/auth', { googleToken: google.token })).json()).toEqual({ status: 401, code: 'UNAUTHORIZED', field: 'googleToken' });
  const { phone } = freshContact();
  const phoneToken = await phoneCode(google.token, phone);
  expect(await t.messages(phone)).toEqual([expect.objectContaining({ channel: 'SMS', template: 'code.GOOGLE_PHONE' })]);
  const verified = await post(t, '/api/google/auth/sms-code-verification', { phone, phoneToken, googleToken: google.token });
  expect(verified.json()).toEqual({ googleUser: { email: google.email, firstName: 'Ola', lastName: 'Nowicka' } });
  const body = {
    sex: 'F',
    lastName: 'Nowicka',
    phone,
    phoneToken,
    googleToken: google.token,
    marketingConsents: [
      { channel: 'Email', granted: true },
      { channel: 'Telemarketing', granted: true },
    ],
    birthday: { day: 1, month: 12 },
  };
  const created = await post(t, '/api/google/auth/create-account-and-authorize', body);
  expect(created.json()).toEqual({ ...TOKENS, email: google.email });
  const row = await userOf(phone);
  expect(decodeJwt(created.json().accessToken).sub).toBe(row.id);
  expect(row).toMatchObject({
    first_name: 'Ola',
    last_name: 'Nowicka',
    email: google.email,
    email_confirmed: true,
    registered_with: 'GOOGLE',
    loyalty_status: 'ACTIVE',
    password_hash: null,
    sex: 'F',
    birthday_day: 1,
    birthday_month: 12,
    consent_email: true,
    consent_telemarketing: true,
  });
  expect(await linksOf(row.id)).toEqual([{ provider: 'GOOGLE', subject: google.subject, email: google.email }]);
  // The code was used up by the registration.
  expect((await post(t, '/api/google/auth/create-account-and-authorize', body)).json()).toEqual({ status: 401, code: 'UNAUTHORIZED', field: 'phoneToken' });
  const again = await post(t, '/api/google/auth', { googleToken: google.token });
  expect(again.json()).toEqual({ ...TOKENS, email: google.email });
  expect(decodeJwt(again.json().accessToken).sub).toBe(row.id);
  // A password login of this account is told to use Google.
  expect((await post(t, '/api/auth/login', { email: google.email, password: 'Whatever!1' })).json()).toMatchObject({ code: 'ACCOUNT_REGISTER_BY_SOCIAL_LOGIN' });
});

test('a customer already linked to Google signs in with the token alone', async () => {
  const account = await createAccount(t);
  const google = await googleToken({ email: 'other.address@example.com' });
  await linkGoogle(account.id, google.subject);
  const signedIn = await post(t, '/api/google/auth', { googleToken: google.token });
  // The account's own e-mail: the link, not Google's e-mail, finds the account.
  expect(signedIn.json()).toEqual({ ...TOKENS, email: account.email });
  expect(decodeJwt(signedIn.json().accessToken).sub).toBe(account.id);
  const refreshed = await post(t, '/api/login/refresh', { refreshToken: signedIn.json().refreshToken });
  expect(refreshed.statusCode).toBe(200);
});

test("an existing phone account with Google's e-mail is linked and signed in; the code is then used up", async () => {
  const account = await createAccount(t);
  const google = await googleToken({ email: account.email!.toUpperCase() });
  const phoneToken = await phoneCode(google.token, account.phone!);
  const signedIn = await post(t, '/api/google/auth/sms-code-verification', { phone: account.phone, phoneToken, googleToken: google.token });
  expect(signedIn.json()).toEqual({ ...TOKENS, email: account.email });
  expect(decodeJwt(signedIn.json().accessToken).sub).toBe(account.id);
  expect(await linksOf(account.id)).toEqual([{ provider: 'GOOGLE', subject: google.subject, email: account.email }]);
  expect((await post(t, '/api/google/auth/sms-code-verification', { phone: account.phone, phoneToken, googleToken: google.token })).json()).toEqual({
    status: 401,
    code: 'UNAUTHORIZED',
    field: 'phoneToken',
  });
  expect((await post(t, '/api/google/auth', { googleToken: google.token })).json()).toEqual({ ...TOKENS, email: account.email });
});

test("an existing phone account without an e-mail is linked and takes Google's, confirmed", async () => {
  const account = await createAccount(t, { email: null, email_confirmed: false, password: null, registered_with: null });
  const google = await googleToken();
  const phoneToken = await phoneCode(google.token, account.phone!);
  const signedIn = await post(t, '/api/google/auth/sms-code-verification', { phone: account.phone, phoneToken, googleToken: google.token });
  expect(signedIn.json()).toEqual({ ...TOKENS, email: google.email });
  expect(await userOf(account.phone!)).toMatchObject({ id: account.id, email: google.email, email_confirmed: true });
  expect(await linksOf(account.id)).toEqual([expect.objectContaining({ subject: google.subject })]);

  // Unless Google's e-mail is another account's (same e-mail, other phone): nothing changes.
  const owner = await createAccount(t);
  const noEmail = await createAccount(t, { email: null, email_confirmed: false });
  const owners = await googleToken({ email: owner.email! });
  const code = await phoneCode(owners.token, noEmail.phone!);
  expect((await post(t, '/api/google/auth/sms-code-verification', { phone: noEmail.phone, phoneToken: code, googleToken: owners.token })).json()).toEqual({
    status: 409,
    code: 'GOOGLE_USER_ALREADY_EXIST',
    field: 'phone',
  });
  expect(await userOf(noEmail.phone!)).toMatchObject({ email: null });
  expect(await linksOf(noEmail.id)).toEqual([]);
});

test.each([true, false])('a different e-mail: GOOGLE_EMAIL_IS_NOT_THE_SAME, then change-email-and-authorize with shouldChangeEmail %s', async (shouldChangeEmail) => {
  const account = await createAccount(t);
  const google = await googleToken();
  const phoneToken = await phoneCode(google.token, account.phone!);
  const differs = await post(t, '/api/google/auth/sms-code-verification', { phone: account.phone, phoneToken, googleToken: google.token });
  expect(differs.json()).toEqual({ status: 409, code: 'GOOGLE_EMAIL_IS_NOT_THE_SAME', email: google.email });
  // Not linked yet.
  expect(await linksOf(account.id)).toEqual([]);
  const body = { phone: account.phone, phoneToken, googleToken: google.token, shouldChangeEmail };
  expect((await post(t, '/api/google/auth/change-email-and-authorize', { ...body, phoneToken: wrongCode(phoneToken) })).json()).toEqual({
    status: 401,
    code: 'UNAUTHORIZED',
    field: 'phoneToken',
  });
  const linked = await post(t, '/api/google/auth/change-email-and-authorize', body);
  const email = shouldChangeEmail ? google.email : account.email;
  expect(linked.json()).toEqual({ ...TOKENS, email });
  expect(decodeJwt(linked.json().accessToken).sub).toBe(account.id);
  expect(await userOf(account.phone!)).toMatchObject({ email, email_confirmed: true });
  expect(await linksOf(account.id)).toEqual([expect.objectContaining({ subject: google.subject })]);
  expect((await post(t, '/api/google/auth', { googleToken: google.token })).json()).toEqual({ ...TOKENS, email });
  // Used up.
  expect((await post(t, '/api/google/auth/change-email-and-authorize', body)).json()).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
});

test("change-email-and-authorize: Google's e-mail of another account, no account for the phone", async () => {
  const owner = await createAccount(t);
  const account = await createAccount(t);
  const google = await googleToken({ email: owner.email! });
  const phoneToken = await phoneCode(google.token, account.phone!);
  const body = { phone: account.phone, phoneToken, googleToken: google.token };
  expect((await post(t, '/api/google/auth/change-email-and-authorize', { ...body, shouldChangeEmail: true })).json()).toEqual({
    status: 409,
    code: 'GOOGLE_USER_ALREADY_EXIST',
    field: 'email',
  });
  // Keeping its own e-mail still links (the code was not used up by the refusal).
  expect((await post(t, '/api/google/auth/change-email-and-authorize', { ...body, shouldChangeEmail: false })).json()).toEqual({ ...TOKENS, email: account.email });

  const { phone } = freshContact();
  const other = await googleToken();
  const code = await phoneCode(other.token, phone);
  expect((await post(t, '/api/google/auth/change-email-and-authorize', { phone, phoneToken: code, googleToken: other.token, shouldChangeEmail: true })).json()).toEqual({
    status: 404,
    code: 'UNKNOWN_USER',
    field: 'phone',
  });
});

test("GOOGLE_USER_ALREADY_EXIST: Google's e-mail has an account with another phone (told only after the right code)", async () => {
  const owner = await createAccount(t);
  const google = await googleToken({ email: owner.email! });
  const { phone } = freshContact();
  const phoneToken = await phoneCode(google.token, phone);
  expect((await post(t, '/api/google/auth/sms-code-verification', { phone, phoneToken: wrongCode(phoneToken), googleToken: google.token })).json()).toEqual({
    status: 401,
    code: 'UNAUTHORIZED',
    field: 'phoneToken',
  });
  expect((await post(t, '/api/google/auth/sms-code-verification', { phone, phoneToken, googleToken: google.token })).json()).toEqual({
    status: 409,
    code: 'GOOGLE_USER_ALREADY_EXIST',
    field: 'phone',
  });
  const register = { sex: 'M', lastName: 'Kowal', phone, phoneToken, googleToken: google.token };
  expect((await post(t, '/api/google/auth/create-account-and-authorize', register)).json()).toEqual({
    status: 409,
    code: 'GOOGLE_USER_ALREADY_EXIST',
    field: 'email',
  });
  expect(await t.database.db.selectFrom('users').select('id').where('phone', '=', phone).execute()).toEqual([]);
});

test('CANNOT_CONNECT_ACCOUNT_WITH_GOOGLE: the account has another Google account, or this Google account has another customer', async () => {
  const linked = await createAccount(t);
  await linkGoogle(linked.id, `someone-else-${linked.id}`);
  const google = await googleToken({ email: linked.email! });
  const code = await phoneCode(google.token, linked.phone!);
  // A wrong code tells nothing about the account.
  expect((await post(t, '/api/google/auth/sms-code-verification', { phone: linked.phone, phoneToken: wrongCode(code), googleToken: google.token })).json()).toEqual({
    status: 401,
    code: 'UNAUTHORIZED',
    field: 'phoneToken',
  });
  expect((await post(t, '/api/google/auth/sms-code-verification', { phone: linked.phone, phoneToken: code, googleToken: google.token })).json()).toEqual({
    status: 409,
    code: 'CANNOT_CONNECT_ACCOUNT_WITH_GOOGLE',
  });
  expect(
    (await post(t, '/api/google/auth/change-email-and-authorize', { phone: linked.phone, phoneToken: code, googleToken: google.token, shouldChangeEmail: false })).json(),
  ).toEqual({ status: 409, code: 'CANNOT_CONNECT_ACCOUNT_WITH_GOOGLE' });

  const first = await createAccount(t);
  const second = await createAccount(t);
  const theirs = await googleToken({ email: second.email! });
  await linkGoogle(first.id, theirs.subject);
  const secondCode = await phoneCode(theirs.token, second.phone!);
  expect((await post(t, '/api/google/auth/sms-code-verification', { phone: second.phone, phoneToken: secondCode, googleToken: theirs.token })).json()).toEqual({
    status: 409,
    code: 'CANNOT_CONNECT_ACCOUNT_WITH_GOOGLE',
  });
  expect(await linksOf(second.id)).toEqual([]);
});

test('create-account-and-authorize: the phone must be free; the code belongs to the Google account it was sent for', async () => {
  const account = await createAccount(t);
  const google = await googleToken();
  const phoneToken = await phoneCode(google.token, account.phone!);
  const register = { sex: 'F', lastName: 'Nowak', phone: account.phone, phoneToken, googleToken: google.token };
  expect((await post(t, '/api/google/auth/create-account-and-authorize', register)).json()).toEqual({ status: 409, code: 'DUPLICATE_VALUE', field: 'phone' });

  const { phone } = freshContact();
  const code = await phoneCode(google.token, phone);
  const someoneElse = await googleToken();
  for (const url of ['/api/google/auth/sms-code-verification', '/api/google/auth/create-account-and-authorize']) {
    expect((await post(t, url, { sex: 'F', lastName: 'Nowak', phone, phoneToken: code, googleToken: someoneElse.token })).json()).toEqual({
      status: 401,
      code: 'UNAUTHORIZED',
      field: 'phoneToken',
    });
  }
  // The e-mail consent needs the confirmed e-mail Google gives: granted here.
  const created = await post(t, '/api/google/auth/create-account-and-authorize', { sex: 'F', lastName: ' Nowak ', phone, phoneToken: code, googleToken: google.token });
  expect(created.json()).toEqual({ ...TOKENS, email: google.email });
  expect(await userOf(phone)).toMatchObject({ last_name: 'Nowak', consent_email: false, consent_telemarketing: false, birthday_day: null });
});

test('an inactive account: 403 USER_INACTIVE on sign-in and on linking (after the right code)', async () => {
  const inactive = await createAccount(t, { loyalty_status: 'INACTIVE' });
  const theirs = await googleToken({ email: inactive.email! });
  await linkGoogle(inactive.id, theirs.subject);
  expect((await post(t, '/api/google/auth', { googleToken: theirs.token })).json()).toEqual({ status: 403, code: 'USER_INACTIVE' });

  const unlinked = await createAccount(t, { loyalty_status: 'INACTIVE' });
  const google = await googleToken({ email: unlinked.email! });
  const code = await phoneCode(google.token, unlinked.phone!);
  expect((await post(t, '/api/google/auth/sms-code-verification', { phone: unlinked.phone, phoneToken: wrongCode(code), googleToken: google.token })).statusCode).toBe(401);
  expect((await post(t, '/api/google/auth/sms-code-verification', { phone: unlinked.phone, phoneToken: code, googleToken: google.token })).json()).toEqual({
    status: 403,
    code: 'USER_INACTIVE',
  });
  expect(await linksOf(unlinked.id)).toEqual([]);
});

test('tokens that do not verify answer 400 GOOGLE_FETCH_USER_ERROR on every route', async () => {
  const { privateKey: otherKey } = await generateKeyPair('RS256');
  const valid = await googleToken();
  const [header, payload, signature] = valid.token.split('.') as [string, string, string];
  const now = Math.floor(TEST_NOW.toSeconds());
  const refused: Record<string, string> = {
    forged: await mint({}, { key: otherKey }),
    'wrong audience': await mint({ aud: 'someone-else' }),
    'wrong issuer': await mint({ iss: 'https://accounts.google.com' }),
    "Apple's issuer": await mint({ iss: 'http://localhost:8080/api/dev/idp/apple' }),
    expired: await mint({ iat: now - 7200, exp: now - 3600 }),
    'not yet valid': await mint({ nbf: now + 3600 }),
    'no subject': await mint({ sub: undefined }),
    'no expiry': await mint({ exp: undefined }),
    'RS384 (not allowed)': await mint({}, { alg: 'RS384', key: (await generateKeyPair('RS384')).privateKey }),
    'HS256 with the public key as secret': await new SignJWT({ sub: 'x', email: 'x@example.com', email_verified: true })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(ISSUER)
      .setAudience(DEVELOPMENT_AUDIENCE)
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(new TextEncoder().encode('a-shared-secret-of-32-characters!!')),
    'alg none': `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`,
    'tampered payload': `${header}.${Buffer.from(JSON.stringify({ ...decodeJwt(valid.token), sub: 'someone' })).toString('base64url')}.${signature}`,
    'bad signature': `${header}.${payload}.AAAA`,
    'e-mail not verified': await mint({ email_verified: false }),
    'no e-mail': await mint({ email: undefined }),
    junk: 'junk',
    'three dots': 'a.b.c',
  };
  for (const [why, googleTokenValue] of Object.entries(refused)) {
    const response = await post(t, '/api/google/auth', { googleToken: googleTokenValue });
    expect({ why, body: response.json() }).toEqual({ why, body: { status: 400, code: 'GOOGLE_FETCH_USER_ERROR', field: 'googleToken' } });
  }
  // The valid one expires an hour after it was issued.
  t.setNow(TEST_NOW.plus({ minutes: 61 }));
  expect((await post(t, '/api/google/auth', { googleToken: valid.token })).json()).toMatchObject({ code: 'GOOGLE_FETCH_USER_ERROR' });
  t.setNow(TEST_NOW);
  expect((await post(t, '/api/google/auth', { googleToken: valid.token })).json()).toMatchObject({ code: 'UNAUTHORIZED' });

  const forged = refused.forged!;
  const { phone } = freshContact();
  for (const [url, body] of [
    ['/api/google/auth/sms-code-send', { phone, googleToken: forged }],
    ['/api/google/auth/sms-code-verification', { phone, phoneToken: '1234', googleToken: forged }],
    ['/api/google/auth/change-email-and-authorize', { phone, phoneToken: '1234', googleToken: forged, shouldChangeEmail: true }],
    ['/api/google/auth/create-account-and-authorize', { sex: 'F', lastName: 'X', phone, phoneToken: '1234', googleToken: forged }],
  ] as const) {
    expect((await post(t, url, body)).json()).toEqual({ status: 400, code: 'GOOGLE_FETCH_USER_ERROR', field: 'googleToken' });
  }
  // No code went out for a forged token.
  expect(await t.messages(phone)).toEqual([]);
});

test('junk bodies of every /api/google route get 400 with the field, never 500', async () => {
  const google = (await googleToken()).token;
  const { phone } = freshContact();
  const cases: [string, unknown, string][] = [
    ['/api/google/auth', {}, 'googleToken'],
    ['/api/google/auth', { googleToken: '' }, 'googleToken'],
    ['/api/google/auth', { googleToken: { token: 'x' } }, 'googleToken'],
    ['/api/google/auth', { googleToken: 'x'.repeat(9000) }, 'googleToken'],
    ['/api/google/auth/sms-code-send', { googleToken: google }, 'phone'],
    ['/api/google/auth/sms-code-send', { phone: 'not a phone', googleToken: google }, 'phone'],
    ['/api/google/auth/sms-code-send', { phone: '+1 555', googleToken: google }, 'phone'],
    ['/api/google/auth/sms-code-send', { phone: { number: phone }, googleToken: google }, 'phone'],
    ['/api/google/auth/sms-code-verification', { phone, googleToken: google }, 'phoneToken'],
    ['/api/google/auth/sms-code-verification', { phone, phoneToken: '12345', googleToken: google }, 'phoneToken'],
    ['/api/google/auth/sms-code-verification', { phone, phoneToken: 'abcd', googleToken: google }, 'phoneToken'],
    ['/api/google/auth/sms-code-verification', { phone: 'x', phoneToken: '1234', googleToken: google }, 'phone'],
    ['/api/google/auth/change-email-and-authorize', { phone, phoneToken: '1234', googleToken: google }, 'shouldChangeEmail'],
    ['/api/google/auth/change-email-and-authorize', { phone, phoneToken: '1234', googleToken: google, shouldChangeEmail: 'maybe' }, 'shouldChangeEmail'],
    ['/api/google/auth/create-account-and-authorize', { lastName: 'X', phone, phoneToken: '1234', googleToken: google }, 'sex'],
    ['/api/google/auth/create-account-and-authorize', { sex: 'X', lastName: 'X', phone, phoneToken: '1234', googleToken: google }, 'sex'],
    ['/api/google/auth/create-account-and-authorize', { sex: 'F', lastName: '   ', phone, phoneToken: '1234', googleToken: google }, 'lastName'],
    ['/api/google/auth/create-account-and-authorize', { sex: 'F', lastName: 'X', phone, phoneToken: '1234', googleToken: google, birthday: { day: 31, month: 2 } }, 'day'],
    [
      '/api/google/auth/create-account-and-authorize',
      { sex: 'F', lastName: 'X', phone, phoneToken: '1234', googleToken: google, marketingConsents: [{ channel: 'Fax', granted: true }] },
      'marketingConsents.0.channel',
    ],
  ];
  for (const [url, body, field] of cases) {
    const response = await post(t, url, body);
    expect({ url, body, answer: response.json() }).toEqual({ url, body, answer: { status: 400, code: 'INVALID_VALUE', field } });
  }
  const halfBirthday = await post(t, '/api/google/auth/create-account-and-authorize', {
    sex: 'F',
    lastName: 'X',
    phone,
    phoneToken: '1234',
    googleToken: google,
    birthday: { day: 3, month: null },
  });
  expect(halfBirthday.json()).toEqual({ status: 400, code: 'ONE_OF_IS_NULL', field: 'month' });
  for (const payload of ['{"googleToken":', '[]', '"text"', 'null', '{"googleToken": ["a", "b"]}']) {
    const response = await t.app.inject({ method: 'POST', url: '/api/google/auth', headers: { 'content-type': 'application/json' }, payload });
    expect({ payload, status: response.statusCode, code: response.json().code }).toEqual({ payload, status: 400, code: 'INVALID_VALUE' });
  }
});

test('code requests are throttled per IP: 10 a minute', async () => {
  const google = (await googleToken()).token;
  const ip = '192.0.2.61';
  for (let call = 0; call < 10; call += 1) {
    expect((await post(t, '/api/google/auth/sms-code-send', { phone: freshContact().phone, googleToken: google }, {}, ip)).statusCode).toBe(200);
  }
  expect((await post(t, '/api/google/auth/sms-code-send', { phone: freshContact().phone, googleToken: google }, {}, ip)).json()).toEqual({
    status: 429,
    code: 'RATE_LIMITED',
    retryAfterSeconds: expect.any(Number),
  });
  // Code checks have their own budget.
  expect((await post(t, '/api/google/auth/sms-code-verification', { phone: freshContact().phone, phoneToken: '1234', googleToken: google }, {}, ip)).statusCode).toBe(401);
});
