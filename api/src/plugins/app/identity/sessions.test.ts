import { TOKEN_LIMITS } from '@salon/contracts/identity-api';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { verifyAccessToken } from '../../../lib/access-token.ts';
import { sha256 } from '../../../lib/secrets.ts';
import { buildTestApp, TEST_JWT_SECRET, TEST_NOW, type TestApp } from '../../../test/build-test-app.ts';

/*
 * Sessions (the routes login/refresh and auth/logout are tested with their flows): the
 * access token's claims, rotation, reuse revoking the family, the absolute expiry,
 * logout, ending every session, inactive accounts, and what is stored.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
}, 180_000);
afterEach(() => t.setNow(TEST_NOW));
afterAll(() => t.close());

const at = (seconds: number) => TEST_NOW.plus({ seconds });
const DAY = 86_400;

/** The promise's failure as {status, code, field}, or 'resolved'. */
async function failureOf(promise: Promise<unknown>) {
  try {
    await promise;
    return 'resolved';
  } catch (error) {
    const { status, code, field } = error as { status?: number; code?: string; field?: string };
    return { status, code, ...(field ? { field } : {}) };
  }
}
const UNAUTHORIZED = { status: 401, code: 'UNAUTHORIZED', field: 'refreshToken' };

const familyOf = (userId: string) =>
  t.database.db
    .selectFrom('refresh_tokens')
    .select(['token_hash', 'family_id', 'used_at', 'revoked_at', 'expires_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();

test('a sign-in gives a 15-minute HS256 access token for the user and a refresh token kept only as its SHA-256', async () => {
  const user = await t.signUp({ email: 'sesja@example.com' });
  const tokens = await t.app.sessions.start(user.id);
  expect(tokens.email).toBe('sesja@example.com');
  expect(decodeProtectedHeader(tokens.accessToken)).toMatchObject({ alg: 'HS256' });
  const claims = decodeJwt(tokens.accessToken);
  expect(claims).toMatchObject({ sub: user.id, iss: 'salon-api', aud: 'salon-web', iat: TEST_NOW.toSeconds() });
  expect(claims.exp! - claims.iat!).toBe(TOKEN_LIMITS.accessTokenMinutes * 60);
  expect(await verifyAccessToken(TEST_JWT_SECRET, tokens.accessToken, TEST_NOW.toJSDate())).toEqual({ sub: user.id });
  expect(await verifyAccessToken(TEST_JWT_SECRET, tokens.accessToken, at(15 * 60).toJSDate())).toBeNull();

  expect(tokens.refreshToken.length).toBeGreaterThanOrEqual(43);
  const rows = await familyOf(user.id);
  expect(rows).toEqual([
    {
      token_hash: sha256(tokens.refreshToken),
      family_id: expect.any(String),
      used_at: null,
      revoked_at: null,
      expires_at: at(TOKEN_LIMITS.refreshTokenAbsoluteDays * DAY).toJSDate(),
    },
  ]);
  const stored = await t.database.db.selectFrom('refresh_tokens').selectAll().where('user_id', '=', user.id).execute();
  expect(JSON.stringify(stored)).not.toContain(tokens.refreshToken);
});

test('a refresh rotates: a new pair of the same family, the old token used up', async () => {
  const user = await t.signUp();
  const first = await t.app.sessions.start(user.id);
  t.setNow(at(20 * 60));
  const second = await t.app.sessions.refresh(first.refreshToken);
  expect(second.refreshToken).not.toBe(first.refreshToken);
  expect(decodeJwt(second.accessToken)).toMatchObject({ sub: user.id, iat: at(20 * 60).toSeconds() });
  const rows = await familyOf(user.id);
  expect(rows).toHaveLength(2);
  expect(rows[1]!.family_id).toBe(rows[0]!.family_id);
  expect(rows[0]!.used_at).toEqual(at(20 * 60).toJSDate());
  // The family keeps the expiry of its sign-in.
  expect(rows[1]!.expires_at).toEqual(rows[0]!.expires_at);
  const third = await t.app.sessions.refresh(second.refreshToken);
  expect(third.refreshToken).not.toBe(second.refreshToken);
});

test('presenting a used refresh token revokes the whole family: the thief and the customer both sign in again', async () => {
  const user = await t.signUp();
  const stolen = await t.app.sessions.start(user.id);
  const customers = await t.app.sessions.refresh(stolen.refreshToken);
  expect(await failureOf(t.app.sessions.refresh(stolen.refreshToken))).toEqual(UNAUTHORIZED);
  expect(await failureOf(t.app.sessions.refresh(customers.refreshToken))).toEqual(UNAUTHORIZED);
  expect((await familyOf(user.id)).every((row) => row.revoked_at !== null)).toBe(true);
  // Another sign-in (another family) is not touched.
  const other = await t.app.sessions.start(user.id);
  expect(await failureOf(t.app.sessions.refresh(other.refreshToken))).toBe('resolved');
});

test('two refreshes with one token at the same time: one wins, and the reuse revokes what it got', async () => {
  const user = await t.signUp();
  const { refreshToken } = await t.app.sessions.start(user.id);
  const results = await Promise.allSettled([t.app.sessions.refresh(refreshToken), t.app.sessions.refresh(refreshToken)]);
  const won = results.filter((result) => result.status === 'fulfilled');
  expect(won).toHaveLength(1);
  expect(results.filter((result) => result.status === 'rejected')).toEqual([
    { status: 'rejected', reason: expect.objectContaining({ status: 401, code: 'UNAUTHORIZED' }) },
  ]);
  expect(await failureOf(t.app.sessions.refresh(won[0]!.value.refreshToken))).toEqual(UNAUTHORIZED);
});

test('a family ends 30 days after its sign-in, however often it was rotated', async () => {
  const user = await t.signUp();
  let tokens = await t.app.sessions.start(user.id);
  for (let day = 7; day < TOKEN_LIMITS.refreshTokenAbsoluteDays; day += 7) {
    t.setNow(at(day * DAY));
    tokens = await t.app.sessions.refresh(tokens.refreshToken);
  }
  t.setNow(at(TOKEN_LIMITS.refreshTokenAbsoluteDays * DAY - 1));
  tokens = await t.app.sessions.refresh(tokens.refreshToken);
  t.setNow(at(TOKEN_LIMITS.refreshTokenAbsoluteDays * DAY));
  expect(await failureOf(t.app.sessions.refresh(tokens.refreshToken))).toEqual(UNAUTHORIZED);
});

test('unknown tokens are refused; logout revokes the family and ignores unknown tokens', async () => {
  expect(await failureOf(t.app.sessions.refresh('not-a-token'))).toEqual(UNAUTHORIZED);
  await expect(t.app.sessions.revoke('not-a-token')).resolves.toBeUndefined();
  const user = await t.signUp();
  const first = await t.app.sessions.start(user.id);
  const second = await t.app.sessions.refresh(first.refreshToken);
  const elsewhere = await t.app.sessions.start(user.id);
  // Logging out with an older token of the family ends the family.
  await t.app.sessions.revoke(first.refreshToken);
  expect(await failureOf(t.app.sessions.refresh(second.refreshToken))).toEqual(UNAUTHORIZED);
  expect(await failureOf(t.app.sessions.refresh(elsewhere.refreshToken))).toBe('resolved');
});

test('revokeAll ends every session of the user, and only theirs', async () => {
  const user = await t.signUp();
  const neighbour = await t.signUp();
  const phone = await t.app.sessions.start(user.id);
  const laptop = await t.app.sessions.start(user.id);
  const theirs = await t.app.sessions.start(neighbour.id);
  await t.database.db.transaction().execute((trx) => t.app.sessions.revokeAll(user.id, trx));
  expect(await failureOf(t.app.sessions.refresh(phone.refreshToken))).toEqual(UNAUTHORIZED);
  expect(await failureOf(t.app.sessions.refresh(laptop.refreshToken))).toEqual(UNAUTHORIZED);
  expect(await failureOf(t.app.sessions.refresh(theirs.refreshToken))).toBe('resolved');
});

test('an inactive account cannot refresh: 403 USER_INACTIVE, and its family is revoked', async () => {
  const user = await t.signUp();
  const tokens = await t.app.sessions.start(user.id);
  await t.database.db.updateTable('users').set({ loyalty_status: 'INACTIVE' }).where('id', '=', user.id).execute();
  expect(await failureOf(t.app.sessions.refresh(tokens.refreshToken))).toEqual({ status: 403, code: 'USER_INACTIVE' });
  await t.database.db.updateTable('users').set({ loyalty_status: 'ACTIVE' }).where('id', '=', user.id).execute();
  expect(await failureOf(t.app.sessions.refresh(tokens.refreshToken))).toEqual(UNAUTHORIZED);
});
