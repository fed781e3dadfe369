import { TEST_NOW } from '../../../test/build-test-app.ts';
import { PASSWORD, createAccount, freshContact, post, wrongCode, testAppForFile } from '../../../test/identity-helpers.ts';

/*
 * Registration as the dialog drives it (spec part 1, section 4): identify → e-mail code →
 * phone code → register, with the branches to LOGIN by phone (EMAIL_ALREADY_ASSIGNED),
 * OVERRIDE_EMAIL (the phone's loyalty account has an e-mail and a password) and REGISTER.
 */

const t = testAppForFile();

/** Runs the e-mail and phone code steps; returns the codes as the dialog holds them. */
async function verifyContact(email: string, phone: string) {
  expect((await post(t, '/api/auth/email/send-token', { email })).json()).toEqual({ resendAfterSeconds: 30 });
  const emailToken = await t.lastCode(email);
  expect((await post(t, '/api/auth/email/check-token', { email, token: emailToken })).json()).toEqual({ verified: true });
  expect((await post(t, '/api/auth/phone/send-token', { phone, email })).statusCode).toBe(200);
  const phoneToken = await t.lastCode(phone);
  return { emailToken, phoneToken };
}

function registration(email: string, phone: string, codes: { emailToken: string; phoneToken: string }, password = PASSWORD) {
  return {
    credentials: { email, password },
    firstName: 'Maria',
    lastName: 'Kowalska',
    sex: 'F',
    birthday: { day: 29, month: 2 },
    marketingConsents: [
      { channel: 'Email', granted: true },
      { channel: 'Telemarketing', granted: false },
    ],
    phone,
    ...codes,
  };
}

test('a new customer registers with an e-mail code and a phone code and is signed in', async () => {
  const { email, phone } = freshContact();
  expect((await post(t, '/api/auth/identify', { email })).json()).toEqual({ isNewUser: true, hasLoyaltyAccount: false });
  const codes = await verifyContact(email, phone);
  const check = await post(t, '/api/auth/phone/check-token', { phone, email, token: codes.phoneToken });
  expect(check.statusCode).toBe(404);
  expect(check.json()).toEqual({ status: 404, code: 'UNKNOWN_USER', field: 'phone' });

  const body = registration(email.toUpperCase(), `${phone.slice(3, 6)} ${phone.slice(6)}`, codes);
  expect((await post(t, '/api/auth/register/validate', body)).json()).toEqual({ verified: true });
  const registered = await post(t, '/api/auth/register', body);
  expect(registered.statusCode).toBe(200);
  const tokens = registered.json();
  expect(tokens).toEqual({ accessToken: expect.any(String), refreshToken: expect.any(String), email });

  const row = await t.database.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
  expect(row).toMatchObject({
    phone,
    first_name: 'Maria',
    sex: 'F',
    birthday_day: 29,
    birthday_month: 2,
    email_confirmed: true,
    consent_email: true,
    consent_telemarketing: false,
    loyalty_status: 'ACTIVE',
    registered_with: 'PASSWORD',
  });
  expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
  const validate = await post(t, '/api/login/validate', undefined, { authorization: `Bearer ${tokens.accessToken}` });
  expect(validate.json()).toMatchObject({ valid: true, userId: row.id });
  expect((await post(t, '/api/auth/identify', { email })).json()).toEqual({ isNewUser: false, hasLoyaltyAccount: true });
  expect((await t.messages(email))[0]).toMatchObject({ template: 'notice.WELCOME' });

  // Taken now: the same registration again is a duplicate.
  expect((await post(t, '/api/auth/register', body)).json()).toEqual({ status: 409, code: 'DUPLICATE_VALUE', field: 'phone' });
});

test('codes are used once: the same registration again, with its address and number free again, fails on the codes', async () => {
  const { email, phone } = freshContact();
  const codes = await verifyContact(email, phone);
  const body = registration(email, phone, codes);
  expect((await post(t, '/api/auth/register', body)).statusCode).toBe(200);
  // Free the address and the number, so only the codes stand between this body and a second account.
  await t.database.db.updateTable('users').set({ email: freshContact().email, phone: freshContact().phone }).where('email', '=', email).execute();
  expect((await post(t, '/api/auth/register/validate', body)).json()).toEqual({ status: 401, code: 'UNAUTHORIZED', field: 'emailToken' });
  expect((await post(t, '/api/auth/register', body)).json()).toEqual({ status: 401, code: 'UNAUTHORIZED', field: 'emailToken' });
  expect((await post(t, '/api/auth/email/check-token', { email, token: codes.emailToken })).statusCode).toBe(401);
  expect((await post(t, '/api/auth/phone/check-token', { phone, email, token: codes.phoneToken })).statusCode).toBe(401);
  expect(await t.database.db.selectFrom('users').select('id').where('email', '=', email).execute()).toEqual([]);
});

test('a customer known from a salon completes their loyalty account; the phone check says what it has', async () => {
  const loyal = await createAccount(t, { password: null, email: null, registered_with: null });
  const { email } = freshContact();
  const codes = await verifyContact(email, loyal.phone!);
  const check = await post(t, '/api/auth/phone/check-token', { phone: loyal.phone, email, token: codes.phoneToken });
  expect(check.json()).toEqual({ isEmailFound: false, hasPassword: false, email: null });
  const registered = await post(t, '/api/auth/register', registration(email, loyal.phone!, codes));
  expect(registered.statusCode).toBe(200);
  const row = await t.database.db.selectFrom('users').select(['id', 'email']).where('phone', '=', loyal.phone).executeTakeFirstOrThrow();
  expect(row).toEqual({ id: loyal.id, email });
});

test('the phone step for a phone that already has a web account sends the dialog to LOGIN by phone', async () => {
  const account = await createAccount(t);
  const { email } = freshContact();
  const assigned = await post(t, '/api/auth/phone/send-token', { phone: account.phone, email });
  expect(assigned.statusCode).toBe(409);
  expect(assigned.json()).toEqual({ status: 409, code: 'EMAIL_ALREADY_ASSIGNED', field: 'phone' });
  expect(await t.messages(account.phone!)).toEqual([]);
});

test('OVERRIDE_EMAIL gives the verified e-mail to the phone account and tells the old address', async () => {
  const loyal = await createAccount(t, { password: null });
  const { email } = freshContact();
  const codes = await verifyContact(email, loyal.phone!);
  const check = await post(t, '/api/auth/phone/check-token', { phone: loyal.phone, email, token: codes.phoneToken });
  expect(check.json()).toEqual({ isEmailFound: true, hasPassword: false, email: expect.stringMatching(/^p\*\*\*@example\.com$/) });
  const override = await post(t, '/api/auth/email/override', { email, emailToken: codes.emailToken, phone: loyal.phone, phoneToken: codes.phoneToken });
  expect(override.json()).toEqual({ email });
  const row = await t.database.db.selectFrom('users').select(['email', 'email_confirmed']).where('id', '=', loyal.id).executeTakeFirstOrThrow();
  expect(row).toEqual({ email, email_confirmed: true });
  expect((await t.messages(loyal.email!))[0]).toMatchObject({ template: 'notice.EMAIL_CHANGED' });
});

test('register rejects a simple password, taken e-mail or phone, wrong codes and one-sided birthdays', async () => {
  const { email, phone } = freshContact();
  const codes = await verifyContact(email, phone);
  const simple = await post(t, '/api/auth/register/validate', registration(email, phone, codes, 'password1'));
  expect(simple.json()).toEqual({ status: 400, code: 'PASSWORD_TOO_SIMPLE', field: 'credentials.password' });
  for (const password of ['Short1!', 'alllower1!', 'ALLUPPER1!', 'NoDigits!!', 'NoSpecial1']) {
    expect((await post(t, '/api/auth/register/validate', registration(email, phone, codes, password))).json().code).toBe('PASSWORD_TOO_SIMPLE');
  }
  expect((await post(t, '/api/auth/register/validate', registration(email, phone, codes, 'Under_score1'))).json()).toEqual({ verified: true });

  const taken = await createAccount(t);
  expect((await post(t, '/api/auth/register/validate', registration(taken.email!, phone, codes))).json()).toEqual({
    status: 409,
    code: 'DUPLICATE_VALUE',
    field: 'email',
  });
  expect((await post(t, '/api/auth/register/validate', registration(email, taken.phone!, codes))).json()).toEqual({
    status: 409,
    code: 'DUPLICATE_VALUE',
    field: 'phone',
  });
  const wrongEmailCode = await post(t, '/api/auth/register/validate', registration(email, phone, { ...codes, emailToken: wrongCode(codes.emailToken) }));
  expect(wrongEmailCode.json()).toEqual({ status: 401, code: 'UNAUTHORIZED', field: 'emailToken' });
  const wrongPhoneCode = await post(t, '/api/auth/register/validate', registration(email, phone, { ...codes, phoneToken: wrongCode(codes.phoneToken) }));
  expect(wrongPhoneCode.json()).toEqual({ status: 401, code: 'UNAUTHORIZED', field: 'phoneToken' });
  const halfBirthday = await post(t, '/api/auth/register/validate', { ...registration(email, phone, codes), birthday: { day: 3, month: null } });
  expect(halfBirthday.json()).toEqual({ status: 400, code: 'ONE_OF_IS_NULL', field: 'month' });
  const badPhone = await post(t, '/api/auth/register/validate', registration(email, '123', codes));
  expect(badPhone.json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'phone' });
});

test('the phone code is bound to the e-mail it was requested with', async () => {
  const { email, phone } = freshContact();
  const codes = await verifyContact(email, phone);
  const other = freshContact().email;
  const check = await post(t, '/api/auth/phone/check-token', { phone, email: other, token: codes.phoneToken });
  expect(check.json()).toEqual({ status: 401, code: 'UNAUTHORIZED', field: 'token' });
});

test('an e-mail with a web account gets no registration code', async () => {
  const account = await createAccount(t);
  const response = await post(t, '/api/auth/email/send-token', { email: account.email });
  expect(response.json()).toEqual({ status: 409, code: 'DUPLICATE_VALUE', field: 'email' });
});

test('brute force: five wrong codes lock the code, the sixth fails even when right, a resend neither resets nor is allowed', async () => {
  const { email } = freshContact();
  await post(t, '/api/auth/email/send-token', { email });
  const first = await t.lastCode(email);
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    const wrong = await post(t, '/api/auth/email/check-token', { email, token: wrongCode(first) });
    expect(wrong.json()).toEqual({ status: 401, code: 'UNAUTHORIZED', field: 'token' });
  }
  // A resend after the cooldown gives a new code but keeps the two failures.
  t.setNow(TEST_NOW.plus({ seconds: 30 }));
  expect((await post(t, '/api/auth/email/send-token', { email })).statusCode).toBe(200);
  const second = await t.lastCode(email);
  for (let attempt = 3; attempt <= 5; attempt += 1) {
    expect((await post(t, '/api/auth/email/check-token', { email, token: wrongCode(second) })).statusCode).toBe(401);
  }
  const right = await post(t, '/api/auth/email/check-token', { email, token: second });
  expect(right.statusCode).toBe(429);
  expect(right.json()).toEqual({ status: 429, code: 'INVALID_TOKEN_TOO_MANY_TIMES', field: 'token' });
  t.setNow(TEST_NOW.plus({ minutes: 2 }));
  const resend = await post(t, '/api/auth/email/send-token', { email });
  expect(resend.statusCode).toBe(429);
  expect(resend.json()).toMatchObject({ code: 'INVALID_TOKEN_TOO_MANY_TIMES', retryAfterSeconds: expect.any(Number) });
  // The lock lasts for the rest of the hour; then a new challenge starts.
  t.setNow(TEST_NOW.plus({ minutes: 61 }));
  expect((await post(t, '/api/auth/email/send-token', { email })).statusCode).toBe(200);
  expect((await post(t, '/api/auth/email/check-token', { email, token: await t.lastCode(email) })).statusCode).toBe(200);
});

test('resend cooldown of 30 seconds, at most five codes an hour, codes expire after 10 minutes', async () => {
  const { email } = freshContact();
  await post(t, '/api/auth/email/send-token', { email });
  t.setNow(TEST_NOW.plus({ seconds: 10 }));
  const early = await post(t, '/api/auth/email/send-token', { email });
  expect(early.statusCode).toBe(429);
  expect(early.json()).toEqual({ status: 429, code: 'RATE_LIMITED', retryAfterSeconds: 20 });
  for (let send = 2; send <= 5; send += 1) {
    t.setNow(TEST_NOW.plus({ seconds: 30 * send }));
    expect((await post(t, '/api/auth/email/send-token', { email })).statusCode).toBe(200);
  }
  t.setNow(TEST_NOW.plus({ minutes: 5 }));
  const capped = await post(t, '/api/auth/email/send-token', { email });
  // Past the cap, the next code comes when the hour of the first one ends.
  expect(capped.json()).toEqual({ status: 429, code: 'RATE_LIMITED', retryAfterSeconds: 55 * 60 });
  expect(await t.messages(email)).toHaveLength(5);
  // The last code was sent at 2:30; at 12:31 it has expired.
  const code = await t.lastCode(email);
  t.setNow(TEST_NOW.plus({ minutes: 12, seconds: 31 }));
  expect((await post(t, '/api/auth/email/check-token', { email, token: code })).json()).toEqual({
    status: 401,
    code: 'UNAUTHORIZED',
    field: 'token',
  });
});

test('junk bodies get 400 with the field, never 500', async () => {
  const cases: [string, unknown, string][] = [
    ['/api/auth/identify', { email: 'not-an-email' }, 'email'],
    ['/api/auth/email/send-token', {}, 'email'],
    ['/api/auth/email/check-token', { email: 'a@b.pl', token: '12345' }, 'token'],
    ['/api/auth/phone/send-token', { phone: 'abc' }, 'phone'],
    ['/api/auth/phone/check-token', { phone: 12, token: '1234' }, 'phone'],
    ['/api/auth/register', { credentials: {}, firstName: 'A', lastName: 'B', sex: 'F', phone: '600100200', phoneToken: '1234', emailToken: '1234' }, 'credentials.email'],
    ['/api/auth/email/override', { email: 'a@b.pl' }, 'emailToken'],
    ['/api/auth/email/override', { email: 'a@b.pl', emailToken: '1234', phone: '600100200', phoneToken: '12 4' }, 'phoneToken'],
    ['/api/auth/email/override', { email: 'a@b.pl', emailToken: '1234', phone: 'abc', phoneToken: '1234' }, 'phone'],
    ['/api/auth/email/check-token', { email: ['a@b.pl', 'c@d.pl'], token: '1234' }, 'email'],
    ['/api/auth/phone/check-token', { phone: '600100200', token: 'abcd' }, 'token'],
    ['/api/auth/phone/send-token', { phone: '600100200', email: 'nope' }, 'email'],
    ['/api/auth/register/validate', [], 'body'],
    ['/api/auth/register/validate', null, 'body'],
  ];
  const valid = registration('junk@example.com', '600100200', { emailToken: '1234', phoneToken: '1234' });
  const registerCases: [object, string][] = [
    [{ ...valid, sex: 'X' }, 'sex'],
    [{ ...valid, firstName: '' }, 'firstName'],
    [{ ...valid, firstName: '   ' }, 'firstName'],
    [{ ...valid, lastName: 'x'.repeat(101) }, 'lastName'],
    [{ ...valid, birthday: { day: 32, month: 1 } }, 'birthday.day'],
    [{ ...valid, birthday: { day: 31, month: 4 } }, 'day'],
    [{ ...valid, birthday: 'today' }, 'birthday'],
    [{ ...valid, marketingConsents: [{ channel: 'Fax', granted: true }] }, 'marketingConsents.0.channel'],
    [{ ...valid, marketingConsents: { Email: true } }, 'marketingConsents'],
    [{ ...valid, credentials: { email: 'junk@example.com', password: 'x'.repeat(257) } }, 'credentials.password'],
    [{ ...valid, credentials: 'junk@example.com' }, 'credentials'],
    [{ ...valid, emailToken: '123' }, 'emailToken'],
  ];
  for (const [body, field] of registerCases) {
    for (const url of ['/api/auth/register/validate', '/api/auth/register']) cases.push([url, body, field]);
  }
  for (const [url, body, field] of cases) {
    const response = await post(t, url, body);
    expect({ url, status: response.statusCode, body: response.json() }).toEqual({
      url,
      status: 400,
      body: { status: 400, code: 'INVALID_VALUE', field },
    });
  }
});

test('OVERRIDE_EMAIL errors: wrong codes on their fields, an e-mail of another account, a phone without an account, codes used once', async () => {
  const loyal = await createAccount(t, { password: null });
  const { email } = freshContact();
  const codes = await verifyContact(email, loyal.phone!);
  const body = { email, emailToken: codes.emailToken, phone: loyal.phone, phoneToken: codes.phoneToken };
  expect((await post(t, '/api/auth/email/override', { ...body, emailToken: wrongCode(codes.emailToken) })).json()).toEqual({
    status: 401,
    code: 'UNAUTHORIZED',
    field: 'emailToken',
  });
  expect((await post(t, '/api/auth/email/override', { ...body, phoneToken: wrongCode(codes.phoneToken) })).json()).toEqual({
    status: 401,
    code: 'UNAUTHORIZED',
    field: 'phoneToken',
  });
  const taken = await createAccount(t);
  expect((await post(t, '/api/auth/email/override', { ...body, email: taken.email })).json()).toEqual({
    status: 409,
    code: 'DUPLICATE_VALUE',
    field: 'email',
  });
  expect((await post(t, '/api/auth/email/override', body)).json()).toEqual({ email });
  // Used: the same codes do not override again.
  expect((await post(t, '/api/auth/email/override', body)).json()).toEqual({ status: 401, code: 'UNAUTHORIZED', field: 'emailToken' });

  const nobody = freshContact();
  const nobodyCodes = await verifyContact(nobody.email, nobody.phone);
  const unknown = await post(t, '/api/auth/email/override', { email: nobody.email, phone: nobody.phone, ...nobodyCodes });
  expect(unknown.statusCode).toBe(404);
  expect(unknown.json()).toEqual({ status: 404, code: 'UNKNOWN_USER', field: 'phone' });
});

test('flow: REGISTER_CHOOSE → EMAIL_ALREADY_ASSIGNED → LOGIN by phone → the collected e-mail is set with its code', async () => {
  // The phone's account has a password but no e-mail.
  const account = await createAccount(t, { email: null });
  const { email } = freshContact();
  expect((await post(t, '/api/auth/identify', { email })).json()).toEqual({ isNewUser: true, hasLoyaltyAccount: false });
  await post(t, '/api/auth/email/send-token', { email });
  const emailToken = await t.lastCode(email);
  expect((await post(t, '/api/auth/email/check-token', { email, token: emailToken })).statusCode).toBe(200);
  expect((await post(t, '/api/auth/phone/send-token', { phone: account.phone, email })).json()).toMatchObject({ code: 'EMAIL_ALREADY_ASSIGNED' });
  const tokens = (await post(t, '/api/auth/login', { phone: account.phone, password: PASSWORD })).json();
  expect(tokens.email).toBeNull();
  const override = await t.app.inject({
    method: 'PUT',
    url: '/api/users/me/profile/email/override',
    headers: { authorization: `Bearer ${tokens.accessToken}` },
    payload: { email, token: emailToken },
  });
  expect(override.json()).toMatchObject({ email, emailConfirmed: true });
  expect((await post(t, '/api/auth/login', { email, password: PASSWORD })).json()).toMatchObject({ email });
});

test('EMAIL_ALREADY_ASSIGNED also for a phone whose account signs in with Google', async () => {
  const social = await createAccount(t, { password: null, registered_with: 'GOOGLE' });
  await t.database.db.insertInto('social_identities').values({ provider: 'GOOGLE', subject: `g-${social.id}`, user_id: social.id, email: social.email }).execute();
  expect((await post(t, '/api/auth/phone/send-token', { phone: social.phone, email: freshContact().email })).json()).toEqual({
    status: 409,
    code: 'EMAIL_ALREADY_ASSIGNED',
    field: 'phone',
  });
  expect((await post(t, '/api/auth/email/send-token', { email: social.email })).json()).toMatchObject({ code: 'DUPLICATE_VALUE' });
});

test('an inactive loyalty account is not completed: 403 USER_INACTIVE once the codes are right, and it stays without a password', async () => {
  const inactive = await createAccount(t, { password: null, email: null, registered_with: null, loyalty_status: 'INACTIVE' });
  const { email } = freshContact();
  const codes = await verifyContact(email, inactive.phone!);
  const body = registration(email, inactive.phone!, codes);
  // Without the codes the account's state is not told.
  expect((await post(t, '/api/auth/register/validate', { ...body, phoneToken: wrongCode(codes.phoneToken) })).json()).toMatchObject({
    code: 'UNAUTHORIZED',
  });
  expect((await post(t, '/api/auth/register/validate', body)).json()).toEqual({ status: 403, code: 'USER_INACTIVE' });
  expect((await post(t, '/api/auth/register', body)).json()).toEqual({ status: 403, code: 'USER_INACTIVE' });
  const row = await t.database.db.selectFrom('users').select(['email', 'password_hash']).where('id', '=', inactive.id).executeTakeFirstOrThrow();
  expect(row).toEqual({ email: null, password_hash: null });
  expect(await t.messages(email)).toHaveLength(1); // the code only, no welcome
});

test('a loyalty account known by its e-mail only is completed with the phone; two accounts for e-mail and phone are a duplicate', async () => {
  const byEmail = await createAccount(t, { password: null, phone: null, registered_with: null });
  const { phone } = freshContact();
  const codes = await verifyContact(byEmail.email!, phone);
  expect((await post(t, '/api/auth/register', registration(byEmail.email!, phone, codes))).statusCode).toBe(200);
  const row = await t.database.db.selectFrom('users').select(['phone', 'registered_with']).where('id', '=', byEmail.id).executeTakeFirstOrThrow();
  expect(row).toEqual({ phone, registered_with: 'PASSWORD' });

  const emailOwner = await createAccount(t, { password: null, phone: null, registered_with: null });
  const phoneOwner = await createAccount(t, { password: null, email: null, registered_with: null });
  const both = await verifyContact(emailOwner.email!, phoneOwner.phone!);
  expect((await post(t, '/api/auth/register', registration(emailOwner.email!, phoneOwner.phone!, both))).json()).toEqual({
    status: 409,
    code: 'DUPLICATE_VALUE',
    field: 'email',
  });
});

test('a code checked right stays good for 30 minutes to finish the registration, though codes live 10', async () => {
  const { email, phone } = freshContact();
  const codes = await verifyContact(email, phone);
  expect((await post(t, '/api/auth/phone/check-token', { phone, email, token: codes.phoneToken })).statusCode).toBe(404);
  t.setNow(TEST_NOW.plus({ minutes: 25 }));
  expect((await post(t, '/api/auth/register/validate', registration(email, phone, codes))).json()).toEqual({ verified: true });
  t.setNow(TEST_NOW.plus({ minutes: 31 }));
  expect((await post(t, '/api/auth/register', registration(email, phone, codes))).json()).toEqual({
    status: 401,
    code: 'UNAUTHORIZED',
    field: 'emailToken',
  });

  // A code never checked expires after its 10 minutes.
  const other = freshContact();
  await post(t, '/api/auth/email/send-token', { email: other.email });
  const emailToken = await t.lastCode(other.email);
  t.setNow(TEST_NOW.plus({ minutes: 41 }));
  expect((await post(t, '/api/auth/email/check-token', { email: other.email, token: emailToken })).statusCode).toBe(401);
});

test('a wrong phone code does not use up the right e-mail code (nor the other way round)', async () => {
  const { email, phone } = freshContact();
  const codes = await verifyContact(email, phone);
  const body = registration(email, phone, codes);
  expect((await post(t, '/api/auth/register', { ...body, phoneToken: wrongCode(codes.phoneToken) })).json()).toMatchObject({ field: 'phoneToken' });
  expect((await post(t, '/api/auth/register', { ...body, emailToken: wrongCode(codes.emailToken) })).json()).toMatchObject({ field: 'emailToken' });
  expect((await post(t, '/api/auth/register', body)).statusCode).toBe(200);
});

test('a locked phone code locks the registration: 429 on phoneToken, even with the right code', async () => {
  const { email, phone } = freshContact();
  const codes = await verifyContact(email, phone);
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    expect((await post(t, '/api/auth/phone/check-token', { phone, email, token: wrongCode(codes.phoneToken) })).statusCode).toBe(401);
  }
  expect((await post(t, '/api/auth/phone/check-token', { phone, email, token: codes.phoneToken })).json()).toEqual({
    status: 429,
    code: 'INVALID_TOKEN_TOO_MANY_TIMES',
    field: 'token',
  });
  expect((await post(t, '/api/auth/register', registration(email, phone, codes))).json()).toEqual({
    status: 429,
    code: 'INVALID_TOKEN_TOO_MANY_TIMES',
    field: 'phoneToken',
  });
  expect(await t.database.db.selectFrom('users').select('id').where('phone', '=', phone).execute()).toEqual([]);
});

test('the phone code request has its own cooldown and the stored row keeps no code in clear', async () => {
  const { email, phone } = freshContact();
  expect((await post(t, '/api/auth/phone/send-token', { phone, email })).json()).toEqual({ resendAfterSeconds: 30 });
  const code = await t.lastCode(phone);
  expect((await post(t, '/api/auth/phone/send-token', { phone, email })).json()).toEqual({ status: 429, code: 'RATE_LIMITED', retryAfterSeconds: 30 });
  t.setNow(TEST_NOW.plus({ seconds: 30 }));
  expect((await post(t, '/api/auth/phone/send-token', { phone, email })).statusCode).toBe(200);
  const row = await t.database.db.selectFrom('verification_challenges').selectAll().where('target', '=', phone).executeTakeFirstOrThrow();
  expect(row).toMatchObject({ purpose: 'REGISTER_PHONE', context: email, sends: 2 });
  expect(row.code_hash).not.toContain(code);
  expect(row.code_hash).not.toContain(await t.lastCode(phone));
});
