import type { Insertable } from 'kysely';
import type { UsersTable } from '../db/schema.ts';
import { hashPassword } from '../lib/password.ts';
import { buildTestApp, TEST_NOW, type TestApp } from './build-test-app.ts';

/** A password that passes the spec's rule. */
export const PASSWORD = 'Salon!2026';

let accounts = 0;

/** A unique e-mail and a unique real Polish mobile number for one test. */
export function freshContact(): { email: string; phone: string } {
  accounts += 1;
  const n = `${process.pid % 1000}${String(accounts).padStart(3, '0')}`.padStart(6, '0').slice(-6);
  return { email: `person${n}.${accounts}@example.com`, phone: `+48788${n}` };
}

let passwordHash: Promise<string> | undefined;

/** Inserts an account; by default with PASSWORD, a confirmed e-mail and an active loyalty account. */
export async function createAccount(
  t: TestApp,
  fields: Partial<Insertable<UsersTable>> & { password?: string | null } = {},
): Promise<{ id: string; email: string | null; phone: string | null }> {
  const { password, ...rest } = fields;
  const contact = freshContact();
  passwordHash ??= hashPassword(PASSWORD);
  const hash = password === null ? null : password === undefined || password === PASSWORD ? await passwordHash : await hashPassword(password);
  return t.database.db
    .insertInto('users')
    .values({
      email: contact.email,
      phone: contact.phone,
      first_name: 'Anna',
      last_name: 'Nowak',
      email_confirmed: true,
      loyalty_status: 'ACTIVE',
      registered_with: hash ? 'PASSWORD' : null,
      password_hash: hash,
      ...rest,
    })
    .returning(['id', 'email', 'phone'])
    .executeTakeFirstOrThrow();
}

let calls = 0;
/**
 * A client IP of its own for each call, so the per-IP throttles of the routes do not
 * mix into tests of other rules; the throttle tests pass a fixed one.
 */
export function nextIp(): string {
  calls += 1;
  return `10.${(calls >> 16) & 255}.${(calls >> 8) & 255}.${calls & 255}`;
}

/** POST with a JSON body through inject, from a fresh client IP unless one is given. */
export function post(t: TestApp, url: string, payload: unknown, headers: Record<string, string> = {}, ip = nextIp()) {
  return t.app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress: ip });
}

/** A code that is not `code`. */
export const wrongCode = (code: string) => (code === '0000' ? '1111' : '0000');

/**
 * One app for a test file, built before its tests and closed after them, with the clock
 * put back to TEST_NOW after each test. Use the returned object as the TestApp.
 */
export function testAppForFile(options: Parameters<typeof buildTestApp>[0] = {}): TestApp {
  let instance: TestApp | undefined;
  beforeAll(async () => {
    instance = await buildTestApp(options);
  }, 180_000);
  afterEach(() => instance?.setNow(TEST_NOW));
  afterAll(() => instance?.close());
  return new Proxy({} as TestApp, {
    get(_target, key) {
      if (!instance) throw new Error('the test app is built in beforeAll');
      const value = instance[key as keyof TestApp];
      return typeof value === 'function' ? value.bind(instance) : value;
    },
  });
}

/** Writes a correction to a customer's points ledger (their balance is the ledger's sum). */
export async function addLedgerEntry(t: TestApp, userId: string, points: { in?: number; out?: number }): Promise<void> {
  await t.database.db
    .insertInto('loyalty_transactions')
    .values({
      user_id: userId,
      kind: 'ADJUSTMENT',
      occurred_at: TEST_NOW.toJSDate(),
      title: JSON.stringify({ pl: 'Korekta', en: 'Correction', fr: 'Correction' }),
      points_in: points.in ?? 0,
      points_out: points.out ?? 0,
    })
    .execute();
}
