import { CODE_LIMITS } from '@salon/contracts/identity-api';
import { ApiFailure } from '../../../lib/errors.ts';
import { hmacSha256 } from '../../../lib/secrets.ts';
import { buildTestApp, TEST_JWT_SECRET, TEST_NOW, type TestApp } from '../../../test/build-test-app.ts';
import { assertCode, type CodePurpose } from './verification-codes.ts';

/*
 * The code store itself (the flows are tested through their routes): what is kept, how
 * long a code lives, what is counted (also when guesses arrive together, and across
 * resends), the cooldowns and the hourly cap, the hour-long challenge, the binding to a
 * context, single use.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
}, 180_000);
afterEach(() => t.setNow(TEST_NOW));
afterAll(() => t.close());

test('a code is 4 digits and only its HMAC is kept', async () => {
  await t.app.codes.send({ purpose: 'LOGIN_SMS', channel: 'SMS', target: '+48600000101', language: 'en' });
  const code = await t.lastCode('+48600000101');
  expect(code).toMatch(/^\d{4}$/);
  const [message] = await t.messages('+48600000101');
  expect(message?.body).toBe(`Your code: ${code}. It is valid for 10 minutes. Do not share it with anyone.`);
  const challenge = await t.database.db.selectFrom('verification_challenges').selectAll().where('target', '=', '+48600000101').executeTakeFirstOrThrow();
  expect(challenge.code_hash).toMatch(/^[0-9a-f]{64}$/);
  // The HMAC of the challenge and the code, keyed from the server's secret.
  expect(challenge.code_hash).toBe(hmacSha256(hmacSha256(TEST_JWT_SECRET, 'verification-codes'), `${challenge.id}:${code}`));
  expect(JSON.stringify(challenge)).not.toContain(`"${code}"`);
  expect(challenge.code_expires_at.getTime() - TEST_NOW.toMillis()).toBe(10 * 60_000);
});

test('guesses arriving together are all counted: the sixth of a burst fails even when right', async () => {
  const target = '+48600000102';
  await t.app.codes.send({ purpose: 'LOGIN_SMS', channel: 'SMS', target, language: 'pl' });
  const code = await t.lastCode(target);
  const wrong = code === '0000' ? '1111' : '0000';
  const outcomes = await Promise.all(
    Array.from({ length: 5 }, () => t.app.codes.check({ purpose: 'LOGIN_SMS', target, code: wrong, consume: false })),
  );
  expect(outcomes).toEqual(['WRONG', 'WRONG', 'WRONG', 'WRONG', 'WRONG']);
  expect(await t.app.codes.check({ purpose: 'LOGIN_SMS', target, code, consume: true })).toBe('LOCKED');
});

test('profile flows wait 60 s between codes, the others 30 s', async () => {
  await t.app.codes.send({ purpose: 'EMAIL_CHANGE', channel: 'EMAIL', target: 'a@example.com', language: 'pl' });
  await t.app.codes.send({ purpose: 'REGISTER_EMAIL', channel: 'EMAIL', target: 'a@example.com', language: 'pl' });
  t.setNow(TEST_NOW.plus({ seconds: 30 }));
  await expect(t.app.codes.send({ purpose: 'EMAIL_CHANGE', channel: 'EMAIL', target: 'a@example.com', language: 'pl' })).rejects.toMatchObject({
    status: 429,
    code: 'RATE_LIMITED',
    extra: { retryAfterSeconds: 30 },
  });
  await expect(t.app.codes.send({ purpose: 'REGISTER_EMAIL', channel: 'EMAIL', target: 'a@example.com', language: 'pl' })).resolves.toEqual({
    resendAfterSeconds: 30,
  });
  // Each message is in the request's language.
  const [latest] = await t.messages('a@example.com');
  expect(latest?.subject).toBe('Kod rejestracji');
});

test('a silent send makes the challenge without a message', async () => {
  await t.app.codes.send({ purpose: 'RESET_EMAIL', channel: 'EMAIL', target: 'nobody@example.com', language: 'fr', silent: true });
  expect(await t.messages('nobody@example.com')).toEqual([]);
  const challenges = await t.database.db.selectFrom('verification_challenges').select('sends').where('target', '=', 'nobody@example.com').execute();
  expect(challenges).toEqual([{ sends: 1 }]);
  // So its cooldown answers exactly as for an address with an account.
  await expect(
    t.app.codes.send({ purpose: 'RESET_EMAIL', channel: 'EMAIL', target: 'nobody@example.com', language: 'fr', silent: true }),
  ).rejects.toMatchObject({ code: 'RATE_LIMITED' });
});

const send = (target: string, extra: { purpose?: CodePurpose; context?: string } = {}) =>
  t.app.codes.send({ purpose: extra.purpose ?? 'LOGIN_SMS', channel: 'SMS', target, language: 'pl', ...(extra.context ? { context: extra.context } : {}) });
const check = (target: string, code: string, extra: { consume?: boolean; context?: string; purpose?: CodePurpose } = {}) =>
  t.app.codes.check({
    purpose: extra.purpose ?? 'LOGIN_SMS',
    target,
    code,
    consume: extra.consume ?? true,
    ...(extra.context ? { context: extra.context } : {}),
  });
const wrongOf = (code: string) => (code === '0000' ? '1111' : '0000');
const at = (seconds: number) => TEST_NOW.plus({ seconds });
const challengesOf = (target: string) =>
  t.database.db.selectFrom('verification_challenges').select(['id', 'sends', 'failed_attempts']).where('target', '=', target).orderBy('window_started_at').execute();

test('a code lives 10 minutes', async () => {
  const target = '+48600000111';
  await send(target);
  const code = await t.lastCode(target);
  t.setNow(at(CODE_LIMITS.validMinutes * 60 - 1));
  expect(await check(target, code, { consume: false })).toBe('OK');

  const other = '+48600000112';
  t.setNow(TEST_NOW);
  await send(other);
  const otherCode = await t.lastCode(other);
  t.setNow(at(CODE_LIMITS.validMinutes * 60));
  expect(await check(other, otherCode)).toBe('EXPIRED');
  // A code checked in time (check-token) may finish its flow for 30 minutes after that check.
  t.setNow(at(CODE_LIMITS.verifiedGraceMinutes * 60 - 2));
  expect(await check(target, code)).toBe('OK');
});

test('a code checked in time finishes its flow within the grace period, not after', async () => {
  const target = '+48600000113';
  await send(target);
  const code = await t.lastCode(target);
  t.setNow(at(60));
  expect(await check(target, code, { consume: false })).toBe('OK');
  t.setNow(at(60 + CODE_LIMITS.verifiedGraceMinutes * 60));
  expect(await check(target, code)).toBe('EXPIRED');
});

test('5 wrong answers lock the challenge: the right code fails, no new code is sent, until the hour ends', async () => {
  const target = '+48600000114';
  await send(target);
  const code = await t.lastCode(target);
  for (let n = 1; n <= CODE_LIMITS.maxFailedAttempts; n += 1) expect(await check(target, wrongOf(code))).toBe('WRONG');
  expect(await check(target, code)).toBe('LOCKED');
  expect(() => assertCode('LOCKED', 'token')).toThrow(expect.objectContaining({ status: 429, code: 'INVALID_TOKEN_TOO_MANY_TIMES', field: 'token' }));
  t.setNow(at(10 * 60));
  await expect(send(target)).rejects.toMatchObject({ status: 429, code: 'INVALID_TOKEN_TOO_MANY_TIMES', extra: { retryAfterSeconds: 50 * 60 } });
  expect(await check(target, code)).toBe('LOCKED');

  // An hour after the first send a fresh challenge starts, with a new code and no failures.
  t.setNow(at(CODE_LIMITS.windowMinutes * 60));
  await send(target);
  const fresh = await t.lastCode(target);
  expect(await challengesOf(target)).toEqual([
    { id: expect.any(String), sends: 1, failed_attempts: CODE_LIMITS.maxFailedAttempts },
    { id: expect.any(String), sends: 1, failed_attempts: 0 },
  ]);
  expect(await check(target, fresh)).toBe('OK');
});

test('a resend replaces the code and keeps the failure count', async () => {
  const target = '+48600000115';
  await send(target);
  const first = await t.lastCode(target);
  for (let n = 1; n <= 3; n += 1) expect(await check(target, wrongOf(first))).toBe('WRONG');
  t.setNow(at(CODE_LIMITS.resendCooldownSeconds));
  await send(target);
  const second = await t.lastCode(target);
  // The first code is no longer the answer (unless the draw repeated it).
  if (second !== first) expect(await check(target, first)).toBe('WRONG');
  else expect(await check(target, wrongOf(first))).toBe('WRONG');
  expect(await check(target, wrongOf(second))).toBe('WRONG');
  expect(await challengesOf(target)).toEqual([{ id: expect.any(String), sends: 2, failed_attempts: 5 }]);
  expect(await check(target, second)).toBe('LOCKED');
});

test('resends wait 30 s, and an hour allows 5 codes', async () => {
  const target = '+48600000116';
  expect(await send(target)).toEqual({ resendAfterSeconds: CODE_LIMITS.resendCooldownSeconds });
  t.setNow(at(29));
  await expect(send(target)).rejects.toMatchObject({ status: 429, code: 'RATE_LIMITED', extra: { retryAfterSeconds: 1 } });
  for (let n = 2; n <= CODE_LIMITS.maxSendsPerWindow; n += 1) {
    t.setNow(at((n - 1) * 30));
    await send(target);
  }
  expect(await t.messages(target)).toHaveLength(CODE_LIMITS.maxSendsPerWindow);
  t.setNow(at(10 * 60));
  await expect(send(target)).rejects.toMatchObject({ status: 429, code: 'RATE_LIMITED', extra: { retryAfterSeconds: 50 * 60 } });
  expect(await t.messages(target)).toHaveLength(CODE_LIMITS.maxSendsPerWindow);
  // The last code still works; the next hour starts afresh.
  expect(await check(target, await t.lastCode(target), { consume: false })).toBe('OK');
  t.setNow(at(CODE_LIMITS.windowMinutes * 60));
  await send(target);
  expect(await check(target, await t.lastCode(target))).toBe('OK');
});

test('a code is bound to its context: given for another, it is wrong and counts', async () => {
  const target = '+48600000117';
  await send(target, { purpose: 'REGISTER_PHONE', context: 'ala@example.com' });
  const code = await t.lastCode(target);
  expect(await t.app.codes.contextOf('REGISTER_PHONE', target)).toBe('ala@example.com');
  expect(await check(target, code, { purpose: 'REGISTER_PHONE', context: 'ola@example.com' })).toBe('WRONG');
  expect(await check(target, code, { purpose: 'REGISTER_PHONE' })).toBe('WRONG');
  // Nor does it answer for another purpose of the same target.
  expect(await check(target, code, { purpose: 'LOGIN_SMS', context: 'ala@example.com' })).toBe('MISSING');
  expect(await challengesOf(target)).toEqual([{ id: expect.any(String), sends: 1, failed_attempts: 2 }]);
  expect(await check(target, code, { purpose: 'REGISTER_PHONE', context: 'ala@example.com' })).toBe('OK');
});

test('a code is used once', async () => {
  const target = '+48600000118';
  await send(target);
  const code = await t.lastCode(target);
  expect(await check(target, code, { consume: false })).toBe('OK');
  expect(await check(target, code, { consume: false })).toBe('OK');
  expect(await check(target, code)).toBe('OK');
  expect(await check(target, code)).toBe('MISSING');
  expect(() => assertCode('MISSING', 'phoneToken')).toThrow(expect.objectContaining({ status: 401, code: 'UNAUTHORIZED', field: 'phoneToken' }));
  // The next send starts a new challenge (no cooldown is owed to a finished one).
  await send(target);
  expect(await challengesOf(target)).toHaveLength(2);
});

test('answers that are not digits are wrong; wrong, expired and missing all read as 401', async () => {
  const target = '+48600000119';
  await send(target);
  const code = await t.lastCode(target);
  expect(await check(target, ` ${code}`)).toBe('WRONG');
  expect(await check(target, `${code}0`)).toBe('WRONG');
  expect(await check(target, '')).toBe('WRONG');
  for (const outcome of ['WRONG', 'EXPIRED', 'MISSING'] as const) {
    let failure: unknown;
    try {
      assertCode(outcome, 'token');
    } catch (error) {
      failure = error;
    }
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(failure).toMatchObject({ status: 401, code: 'UNAUTHORIZED', field: 'token' });
  }
  expect(() => assertCode('OK', 'token')).not.toThrow();
});
