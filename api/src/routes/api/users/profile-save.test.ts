import { TEST_JWT_SECRET, TEST_NOW } from '../../../test/build-test-app.ts';
import { addLedgerEntry, createAccount, freshContact, nextIp, testAppForFile } from '../../../test/identity-helpers.ts';
import { signAccessToken } from '../../../lib/access-token.ts';

/*
 * Saving the profile as the client does it (spec part 2 section 7: PUT /api/users/me,
 * version 3, the full profile merged with the changes; "Marketing consents"; "Birthday"),
 * what it must not change, and the answers of every profile route to a caller without a
 * token, with an inactive account's token, and to junk.
 */

const t = testAppForFile();

async function customer(fields: Parameters<typeof createAccount>[1] = {}) {
  const account = await createAccount(t, fields);
  const token = await signAccessToken(TEST_JWT_SECRET, { sub: account.id }, { now: TEST_NOW.toJSDate() });
  return { ...account, headers: { authorization: `Bearer ${token}` } };
}
type Customer = Awaited<ReturnType<typeof customer>>;

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, headers: Record<string, string>, payload?: object | string) =>
  t.app.inject({ method, url, headers, remoteAddress: nextIp(), ...(payload !== undefined ? { payload } : {}) });

/** What the client sends: the profile it read, merged with the changes. */
async function merged(me: Customer, changes: object = {}) {
  const profile = (await call('GET', '/api/users/me', me.headers)).json();
  return { ...profile, preferredSalon: profile.preferredSalon ? { id: profile.preferredSalon.id } : null, ...changes };
}

const row = (id: string) => t.database.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

test('fields the customer did not change stay; read-only fields of the merged profile are ignored', async () => {
  const me = await customer({
    account_types: ['VIP'],
    birthday_day: 14,
    birthday_month: 2,
    sex: 'M',
    language: 'fr',
    consent_telemarketing: true,
    preferred_salon_id: 'M103',
  });
  await addLedgerEntry(t, me.id, { in: 120 });
  const before = (await call('GET', '/api/users/me', me.headers)).json();
  const saved = await call(
    'PUT',
    '/api/users/me',
    me.headers,
    await merged(me, { lastName: 'Kowalska', accountTypes: ['EMPLOYEE', 'VIP'], points: 99_999, hasPassword: false, id: 'someone-else' }),
  );
  expect(saved.statusCode).toBe(200);
  expect(saved.json()).toEqual({ ...before, lastName: 'Kowalska' });
  expect(saved.json().points).toBe(120);
  expect(await row(me.id)).toMatchObject({ account_types: ['VIP'], language: 'fr', birthday_day: 14, birthday_month: 2 });
});

test('a changed e-mail starts an e-mail change; sending the pending one back starts none', async () => {
  const me = await customer();
  const { email } = freshContact();
  const saved = await call('PUT', '/api/users/me', me.headers, await merged(me, { email, firstName: 'Ola' }));
  expect(saved.json()).toMatchObject({ firstName: 'Ola', email: me.email, emailConfirmed: true, unconfirmedEmail: email });
  expect(await t.messages(email)).toEqual([expect.objectContaining({ template: 'code.EMAIL_CHANGE' })]);
  // Within the 60 s cooldown the client saves again with the pending address: no new code, no 429.
  const again = await call('PUT', '/api/users/me', me.headers, await merged(me, { email, firstName: 'Olga' }));
  expect(again.json()).toMatchObject({ firstName: 'Olga', unconfirmedEmail: email });
  expect(await t.messages(email)).toHaveLength(1);
  // The code of that message confirms it.
  const confirmed = await call('PUT', '/api/users/me/profile/email/confirm', me.headers, { token: await t.lastCode(email) });
  expect(confirmed.json()).toMatchObject({ email, emailConfirmed: true, unconfirmedEmail: null, firstName: 'Olga' });
});

test('a refused e-mail or phone change saves nothing of the profile', async () => {
  const me = await customer();
  const other = await customer();
  expect((await call('PUT', '/api/users/me', me.headers, await merged(me, { firstName: 'Zofia', email: other.email }))).json()).toEqual({
    status: 409,
    code: 'DUPLICATE_VALUE',
    field: 'email',
  });
  expect((await call('PUT', '/api/users/me', me.headers, await merged(me, { firstName: 'Zofia', phone: other.phone }))).json()).toEqual({
    status: 409,
    code: 'DUPLICATE_VALUE',
    field: 'phone',
  });
  // Back to an address whose code went out less than 60 s ago: the save is refused whole,
  // and the change opened meanwhile stays open.
  const first = freshContact().email;
  const second = freshContact().email;
  await call('PUT', '/api/users/me', me.headers, await merged(me, { email: first }));
  await call('PUT', '/api/users/me/profile/email', me.headers, { email: second });
  expect((await call('PUT', '/api/users/me', me.headers, await merged(me, { firstName: 'Zofia', email: first }))).json()).toMatchObject({
    status: 429,
    code: 'RATE_LIMITED',
  });
  expect((await call('GET', '/api/users/me', me.headers)).json()).toMatchObject({ firstName: 'Anna', email: me.email, unconfirmedEmail: second });
  expect((await row(me.id)).pending_phone).toBeNull();
});

test('an e-mail or phone can be replaced, not removed; a customer without them may keep none', async () => {
  const me = await customer();
  expect((await call('PUT', '/api/users/me', me.headers, await merged(me, { email: null }))).json()).toEqual({
    status: 400,
    code: 'INVALID_VALUE',
    field: 'email',
  });
  expect((await call('PUT', '/api/users/me', me.headers, await merged(me, { phone: null }))).json()).toEqual({
    status: 400,
    code: 'INVALID_VALUE',
    field: 'phone',
  });
  const bare = await customer({ email: null, phone: null, email_confirmed: false });
  const saved = await call('PUT', '/api/users/me', bare.headers, await merged(bare, { sex: 'F' }));
  expect(saved.json()).toMatchObject({ email: null, phone: null, sex: 'F', unconfirmedEmail: null });
});

test('the e-mail consent: granted only with a confirmed e-mail; an earlier grant is kept; both can be withdrawn', async () => {
  const consents = (email: boolean, telemarketing: boolean) => [
    { channel: 'Email', granted: email },
    { channel: 'Telemarketing', granted: telemarketing },
  ];
  const invalid = { status: 400, code: 'INVALID_VALUE', field: 'marketingConsents' };
  const none = await customer({ email: null, email_confirmed: false });
  expect((await call('PUT', '/api/users/me', none.headers, await merged(none, { marketingConsents: consents(true, false) }))).json()).toEqual(invalid);
  // A pending change does not confirm anything yet.
  const pending = await customer({ email: null, email_confirmed: false });
  const { email } = freshContact();
  await call('PUT', '/api/users/me/profile/email', pending.headers, { email });
  expect((await call('PUT', '/api/users/me', pending.headers, await merged(pending, { marketingConsents: consents(true, true) }))).json()).toEqual(invalid);
  expect((await row(pending.id)).consent_telemarketing).toBe(false);
  await call('PUT', '/api/users/me/profile/email/confirm', pending.headers, { token: await t.lastCode(email) });
  const granted = await call('PUT', '/api/users/me', pending.headers, await merged(pending, { marketingConsents: consents(true, true) }));
  expect(granted.json().marketingConsents).toEqual(consents(true, true));
  // A confirmed customer changing the address keeps the consent: the current address is confirmed.
  const next = freshContact().email;
  const changing = await call('PUT', '/api/users/me', pending.headers, await merged(pending, { email: next }));
  expect(changing.json()).toMatchObject({ unconfirmedEmail: next, marketingConsents: consents(true, true) });
  // A grant from before (e.g. given in a salon) does not block saving the rest.
  const earlier = await customer({ email_confirmed: false, consent_email: true });
  const kept = await call('PUT', '/api/users/me', earlier.headers, await merged(earlier, { lastName: 'Wiśniewska' }));
  expect(kept.json()).toMatchObject({ lastName: 'Wiśniewska', marketingConsents: consents(true, false) });
  const withdrawn = await call('PUT', '/api/users/me', earlier.headers, await merged(earlier, { marketingConsents: consents(false, false) }));
  expect(withdrawn.json().marketingConsents).toEqual(consents(false, false));
  expect((await call('PUT', '/api/users/me', earlier.headers, await merged(earlier, { marketingConsents: consents(true, false) }))).json()).toEqual(invalid);
});

test('birthday: a missing day or month is ONE_OF_IS_NULL; days follow a leap-year calendar; it changes nothing else', async () => {
  const me = await customer({ sex: 'F' });
  await addLedgerEntry(t, me.id, { in: 7 });
  const put = (payload: object) => call('PUT', '/api/users/me/profile/birthday', me.headers, payload);
  expect((await put({ day: 12 })).json()).toEqual({ status: 400, code: 'ONE_OF_IS_NULL', field: 'month' });
  expect((await put({ month: 12 })).json()).toEqual({ status: 400, code: 'ONE_OF_IS_NULL', field: 'day' });
  for (const [day, month] of [
    [31, 4],
    [31, 6],
    [31, 9],
    [31, 11],
    [30, 2],
  ]) {
    expect((await put({ day, month })).json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'day' });
  }
  for (const payload of [{ day: 5, month: 13 }, { day: 1.5, month: 5 }, { day: '5th', month: 5 }, { day: -1, month: 5 }, [5, 5]]) {
    expect((await put(payload)).json()).toMatchObject({ status: 400, code: 'INVALID_VALUE' });
  }
  // The schema's type coercion reads 0 as "no day".
  expect((await put({ day: 0, month: 5 })).json()).toEqual({ status: 400, code: 'ONE_OF_IS_NULL', field: 'day' });
  const saved = await put({ day: 31, month: 12 });
  expect(saved.json()).toMatchObject({ birthday: { day: 31, month: 12 }, sex: 'F', points: 7 });
  expect((await put({})).json().birthday).toBeNull();
});

test('suggested salons: preferred first, then the salons of recent visits (newest first), then the chain suggestions', async () => {
  const enabled = await t.database.db
    .selectFrom('salons')
    .select('id')
    .where('enabled', '=', true)
    .where('id', 'not in', ['M105'])
    .orderBy('id')
    .limit(2)
    .execute();
  const [older, newer] = enabled.map((salon) => salon.id);
  const me = await customer({ preferred_salon_id: 'M105' });
  for (const [salon, daysAgo] of [
    [older!, 30],
    [newer!, 3],
  ] as const) {
    await t.database.db
      .insertInto('visits')
      .values({ user_id: me.id, first_name: 'Anna', last_name: 'Nowak', phone: me.phone!, salon_id: salon, created_at: TEST_NOW.minus({ days: daysAgo }).toJSDate() })
      .execute();
  }
  const ids = ((await call('GET', '/api/users/me/suggested-salons', me.headers)).json() as { id: string }[]).map((salon) => salon.id);
  expect(ids.slice(0, 3)).toEqual(['M105', newer, older]);
  // Without a preferred salon or visits: the chain's suggestions, enabled only.
  const fresh = await customer();
  const suggested = await t.database.db.selectFrom('salons').select('id').where('suggested', '=', true).where('enabled', '=', true).execute();
  const freshIds = ((await call('GET', '/api/users/me/suggested-salons', fresh.headers)).json() as { id: string }[]).map((salon) => salon.id);
  expect(freshIds.sort()).toEqual(suggested.map((salon) => salon.id).sort());
});

test('public info by phone is throttled per IP', async () => {
  const { phone } = freshContact();
  const ip = '10.250.0.1';
  const ask = () => t.app.inject({ method: 'GET', url: `/api/users/public?phone=${encodeURIComponent(phone)}`, remoteAddress: ip });
  for (let n = 0; n < 20; n += 1) expect((await ask()).statusCode).toBe(200);
  expect((await ask()).json()).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
});

/** Every route of a signed-in customer, with a body that passes its schema. */
const SIGNED_IN_ROUTES: ['GET' | 'PUT' | 'POST' | 'DELETE', string, object?][] = [
  ['GET', '/api/users/me'],
  [
    'PUT',
    '/api/users/me',
    { firstName: 'Anna', lastName: 'Nowak', phone: null, email: null, sex: null, marketingConsents: [], preferredSalon: null },
  ],
  ['PUT', '/api/users/me/profile/birthday', { day: 1, month: 1 }],
  ['PUT', '/api/users/me/profile/email', { email: 'someone@example.com' }],
  ['PUT', '/api/users/me/profile/email/confirm', { token: '1234' }],
  ['DELETE', '/api/users/me/profile/email/cancelUpdate'],
  ['PUT', '/api/users/me/profile/email/override', { email: 'someone@example.com', token: '1234' }],
  ['POST', '/api/users/me/confirm', { token: '1234' }],
  ['POST', '/api/users/me/email/resend'],
  ['PUT', '/api/users/me/profile/phone', { phone: '+48600100200' }],
  ['PUT', '/api/users/me/profile/phone/confirm', { phone: '+48600100200', token: 1234 }],
  ['GET', '/api/users/me/suggested-salons'],
];

test('every signed-in route: 401 UNAUTHORIZED without a token or with a bad one, 403 USER_INACTIVE for an inactive account', async () => {
  const inactive = await customer({ loyalty_status: 'INACTIVE' });
  const expired = await signAccessToken(TEST_JWT_SECRET, { sub: inactive.id }, { now: TEST_NOW.minus({ hours: 1 }).toJSDate() });
  const forged = await signAccessToken('another-secret-of-at-least-32-characters', { sub: inactive.id }, { now: TEST_NOW.toJSDate() });
  for (const [method, url, payload] of SIGNED_IN_ROUTES) {
    for (const headers of [{} as Record<string, string>, { authorization: 'Bearer junk' }, { authorization: `Bearer ${expired}` }, { authorization: `Bearer ${forged}` }, { authorization: 'Basic YTpi' }]) {
      const response = await call(method, url, headers, payload);
      expect({ method, url, headers, body: response.json() }).toEqual({ method, url, headers, body: { status: 401, code: 'UNAUTHORIZED' } });
    }
    const response = await call(method, url, inactive.headers, payload);
    expect({ method, url, body: response.json() }).toEqual({ method, url, body: { status: 403, code: 'USER_INACTIVE' } });
  }
});

test('junk bodies, queries and ids get 400 with the field, never 500', async () => {
  const me = await customer();
  const junk: (object | string)[] = [
    '{"firstName": ',
    'null',
    '[]',
    '"text"',
    '42',
    {},
    { email: 42, token: ['1', '2'], phone: { number: 1 }, day: 'x', month: {} },
    { email: `${'x'.repeat(300)}@example.com`, token: '12345', phone: '9'.repeat(100), day: 1e9, month: -1 },
    { firstName: '', lastName: null, phone: 12, marketingConsents: [{ channel: 'Fax', granted: 'yes' }], preferredSalon: 'M101', sex: 'X' },
  ];
  for (const [method, url, valid] of SIGNED_IN_ROUTES) {
    if (!valid) continue;
    for (const payload of junk) {
      // A birthday without day and month is a valid "neither" (unknown keys are dropped).
      if (url.endsWith('/birthday') && typeof payload === 'object' && !('day' in payload) && !('month' in payload)) continue;
      const response = await t.app.inject({
        method,
        url,
        headers: { ...me.headers, 'content-type': 'application/json' },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
        remoteAddress: nextIp(),
      });
      expect({ url, payload, status: response.statusCode, code: response.json().code, field: typeof response.json().field }).toEqual({
        url,
        payload,
        status: 400,
        code: 'INVALID_VALUE',
        field: 'string',
      });
    }
  }
  for (const url of [
    '/api/users/public',
    '/api/users/public?phone=abc',
    `/api/users/public?phone=${'1'.repeat(40)}`,
    '/api/users/public?phone=%2B48%20000',
    '/api/users/%27%3B--/public',
  ]) {
    const response = await call('GET', url, {});
    expect({ url, body: response.json() }).toEqual({ url, body: { status: 400, code: 'INVALID_VALUE', field: expect.any(String) } });
  }
  const response = await call('POST', '/api/email-change-requests/%27%20or%201%3D1/confirm', {});
  expect(response.json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'id' });
  expect((await call('PUT', '/api/users/me', { ...me.headers, 'content-type': 'text/plain' }, 'hello')).statusCode).toBeLessThan(500);
});
