import { TEST_JWT_SECRET, TEST_NOW } from '../../../test/build-test-app.ts';
import { addLedgerEntry, createAccount, freshContact, nextIp, testAppForFile } from '../../../test/identity-helpers.ts';
import { signAccessToken } from '../../../lib/access-token.ts';

/*
 * The profile (spec part 1 section 3; spec part 2 "User profile", "Marketing consents",
 * "Birthday", section 8): read, save merged, birthday, suggested salons, public info.
 */

const t = testAppForFile();

async function customer(fields: Parameters<typeof createAccount>[1] = {}) {
  const account = await createAccount(t, fields);
  const token = await signAccessToken(TEST_JWT_SECRET, { sub: account.id }, { now: TEST_NOW.toJSDate() });
  return { ...account, headers: { authorization: `Bearer ${token}` } };
}

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers, remoteAddress: nextIp(), ...(payload ? { payload } : {}) });

test('GET /api/users/me answers the whole profile: types, points (the ledger’s sum), consents, preferred salon', async () => {
  const me = await customer({ account_types: ['EMPLOYEE', 'VIP'], preferred_salon_id: 'M101', sex: 'F', birthday_day: 5, birthday_month: 7, consent_telemarketing: true });
  await addLedgerEntry(t, me.id, { in: 400 });
  await addLedgerEntry(t, me.id, { out: 50 });
  const response = await call('GET', '/api/users/me', me.headers);
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({
    id: me.id,
    firstName: 'Anna',
    lastName: 'Nowak',
    phone: me.phone,
    unconfirmedPhone: null,
    email: me.email,
    emailConfirmed: true,
    unconfirmedEmail: null,
    sex: 'F',
    birthday: { day: 5, month: 7 },
    language: 'pl',
    marketingConsents: [
      { channel: 'Email', granted: false },
      { channel: 'Telemarketing', granted: true },
    ],
    preferredSalon: { id: 'M101', name: expect.any(String) },
    points: 350,
    accountTypes: ['EMPLOYEE', 'VIP'],
    hasPassword: true,
    hasLoyaltyAccount: true,
    socialLogins: [],
    identifiers: { marketingAutomation: expect.stringMatching(/^[0-9a-f-]{36}$/) },
  });
});

test('without a token 401 UNAUTHORIZED; an inactive account 403 USER_INACTIVE', async () => {
  expect((await call('GET', '/api/users/me', {})).json()).toEqual({ status: 401, code: 'UNAUTHORIZED' });
  const inactive = await customer({ loyalty_status: 'INACTIVE' });
  expect((await call('GET', '/api/users/me', inactive.headers)).json()).toEqual({ status: 403, code: 'USER_INACTIVE' });
});

function fullProfile(me: { email: string | null; phone: string | null }, changes: object = {}) {
  return {
    firstName: 'Anna',
    lastName: 'Nowak',
    phone: me.phone,
    email: me.email,
    sex: 'F',
    marketingConsents: [
      { channel: 'Email', granted: true },
      { channel: 'Telemarketing', granted: true },
    ],
    preferredSalon: { id: 'M102' },
    ...changes,
  };
}

test('PUT /api/users/me saves the merged profile; null preferred salon clears it', async () => {
  const me = await customer();
  const saved = await call('PUT', '/api/users/me', me.headers, fullProfile(me, { firstName: ' Ania ', language: 'en' }));
  expect(saved.statusCode).toBe(200);
  expect(saved.json()).toMatchObject({
    firstName: 'Ania',
    sex: 'F',
    language: 'en',
    preferredSalon: { id: 'M102' },
    marketingConsents: [
      { channel: 'Email', granted: true },
      { channel: 'Telemarketing', granted: true },
    ],
  });
  const cleared = await call('PUT', '/api/users/me', me.headers, fullProfile(me, { preferredSalon: null, sex: null }));
  expect(cleared.json()).toMatchObject({ firstName: 'Anna', preferredSalon: null, sex: null, language: 'en' });
});

test('the e-mail consent needs a present, confirmed e-mail; telemarketing does not', async () => {
  const unconfirmed = await customer({ email_confirmed: false });
  const refused = await call('PUT', '/api/users/me', unconfirmed.headers, fullProfile(unconfirmed));
  expect(refused.json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'marketingConsents' });
  const telemarketing = await call(
    'PUT',
    '/api/users/me',
    unconfirmed.headers,
    fullProfile(unconfirmed, { marketingConsents: [{ channel: 'Email', granted: false }, { channel: 'Telemarketing', granted: true }] }),
  );
  expect(telemarketing.json().marketingConsents).toEqual([
    { channel: 'Email', granted: false },
    { channel: 'Telemarketing', granted: true },
  ]);
});

test('bad values: unknown or disabled preferred salon, empty names, fake phone, junk', async () => {
  const me = await customer();
  const disabled = await t.database.db.selectFrom('salons').select('id').where('enabled', '=', false).executeTakeFirstOrThrow();
  for (const [changes, field] of [
    [{ preferredSalon: { id: 'M999999' } }, 'preferredSalon.id'],
    [{ preferredSalon: { id: disabled.id } }, 'preferredSalon.id'],
    [{ firstName: '   ' }, 'firstName'],
    [{ phone: '123' }, 'phone'],
    [{ sex: 'X' }, 'sex'],
    [{ marketingConsents: 'yes' }, 'marketingConsents.0'],
  ] as const) {
    const response = await call('PUT', '/api/users/me', me.headers, fullProfile(me, changes));
    expect({ changes, body: response.json() }).toEqual({ changes, body: { status: 400, code: 'INVALID_VALUE', field } });
  }
  const missing = await call('PUT', '/api/users/me', me.headers, { firstName: 'A' });
  expect(missing.json()).toMatchObject({ status: 400, code: 'INVALID_VALUE' });
});

test('birthday: both day and month or neither (ONE_OF_IS_NULL); 29 February is a day, 30 February is not', async () => {
  const me = await customer();
  expect((await call('PUT', '/api/users/me/profile/birthday', me.headers, { day: 29, month: 2 })).json().birthday).toEqual({ day: 29, month: 2 });
  expect((await call('PUT', '/api/users/me/profile/birthday', me.headers, { day: 3, month: null })).json()).toEqual({
    status: 400,
    code: 'ONE_OF_IS_NULL',
    field: 'month',
  });
  expect((await call('PUT', '/api/users/me/profile/birthday', me.headers, { day: null, month: 4 })).json()).toMatchObject({ code: 'ONE_OF_IS_NULL', field: 'day' });
  expect((await call('PUT', '/api/users/me/profile/birthday', me.headers, { day: 30, month: 2 })).json()).toEqual({
    status: 400,
    code: 'INVALID_VALUE',
    field: 'day',
  });
  expect((await call('PUT', '/api/users/me/profile/birthday', me.headers, { day: 32, month: 1 })).json()).toMatchObject({ code: 'INVALID_VALUE' });
  expect((await call('PUT', '/api/users/me/profile/birthday', me.headers, { day: null, month: null })).json().birthday).toBeNull();
});

test('suggested salons: the preferred one first, then visited ones, then the chain suggestions', async () => {
  const me = await customer({ preferred_salon_id: 'M105' });
  const response = await call('GET', '/api/users/me/suggested-salons', me.headers);
  const ids = (response.json() as { id: string; enabled: boolean }[]).map((salon) => salon.id);
  expect(ids[0]).toBe('M105');
  const suggested = await t.database.db.selectFrom('salons').select('id').where('suggested', '=', true).where('enabled', '=', true).execute();
  expect(ids).toEqual(expect.arrayContaining(suggested.map((s) => s.id)));
  expect(new Set(ids).size).toBe(ids.length);
});

test('public info: by id first name and initials; by phone whether it is registered', async () => {
  const me = await customer();
  expect((await call('GET', `/api/users/${me.id}/public`, {})).json()).toEqual({ id: me.id, firstName: 'Anna', initials: 'AN' });
  expect((await call('GET', '/api/users/00000000-0000-4000-8000-000000000000/public', {})).statusCode).toBe(404);
  expect((await call('GET', '/api/users/nope/public', {})).json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'id' });
  expect((await call('GET', `/api/users/public?phone=${encodeURIComponent(me.phone!)}`, {})).json()).toEqual({ registered: true, hasPassword: true });
  const loyal = await customer({ password: null, registered_with: null });
  expect((await call('GET', `/api/users/public?phone=${encodeURIComponent(loyal.phone!)}`, {})).json()).toEqual({ registered: false, hasPassword: false });
  expect((await call('GET', `/api/users/public?phone=${encodeURIComponent(freshContact().phone)}`, {})).json()).toEqual({ registered: false, hasPassword: false });
  expect((await call('GET', '/api/users/public?phone=12', {})).json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'phone' });
});
