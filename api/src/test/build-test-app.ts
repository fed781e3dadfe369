import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DateTime } from 'luxon';
import pg from 'pg';
import { buildApp, type App } from '../app.ts';
import { openDatabase, type Database } from '../db/connect.ts';
import { migrate } from '../db/migrate.ts';
import { seedLoyaltyIfMissing } from '../db/seed/loyalty.ts';
import { seedBlogIfMissing } from '../db/seed/blog.ts';
import { seedShopIfMissing } from '../db/seed/shop.ts';
import { seedIfEmpty } from '../db/seed/index.ts';
import { signAccessToken } from '../lib/access-token.ts';
import { SALON_ZONE } from '../lib/local-time.ts';
import { developmentIdentityConfig, type IdentityConfig } from '../config.ts';
import type { CaptchaVerifier } from '../plugins/app/identity/captcha.ts';
import type { Transport } from '../plugins/app/outbox/outbox.ts';
import type { PaymentProvider } from '../plugins/app/shop-orders/payment-provider.ts';

/**
 * Monday 23 November 2026, 08:00 in Warsaw: the fixed "now" of API tests, so the seed
 * (relative to today) and every rule about time give the same answers on every run.
 */
export const TEST_NOW = DateTime.fromISO('2026-11-23T08:00:00', { zone: SALON_ZONE });
export const TEST_JWT_SECRET = 'test-secret-of-the-api-tests-0123456789';

export interface TestApp {
  app: App;
  database: Database;
  /** Moves the app's clock (rules, holds); the seed keeps the day it was made on. */
  setNow(now: DateTime): void;
  /** The folder of this app's rendered salon pictures. */
  imageCacheDir: string;
  /**
   * Another API instance on this app's database, as a second node of a deployment, for
   * concurrency tests (TEST_DATABASE_URL only: PGlite is one connection). It shares the
   * clock; close() closes it too.
   */
  secondInstance(options?: {
    transport?: Transport;
    /** The same server reached another way (through a relay a test cuts). */
    databaseUrl?: string;
  }): Promise<App>;
  /** Creates a customer account and returns its id and a valid access token. */
  signUp(user?: { phone?: string | null; email?: string | null; firstName?: string; lastName?: string }): Promise<{
    id: string;
    token: string;
    headers: { authorization: string };
  }>;
  /** Messages written to the outbox for a recipient (e-mail or E.164 phone), newest first. */
  messages(recipient: string): Promise<{ channel: string; template: string; subject: string | null; body: string | null }[]>;
  /** The code of the newest message to a recipient (throws when there is none). */
  lastCode(recipient: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * The app on a fresh, migrated and seeded database: in-memory PGlite, or, when
 * TEST_DATABASE_URL is set, a schema of its own on that PostgreSQL server (dropped on
 * close), so test files can run in parallel.
 */
export async function buildTestApp(
  options: {
    now?: DateTime;
    seed?: boolean;
    identity?: Partial<IdentityConfig>;
    captchaVerifier?: CaptchaVerifier;
    transport?: Transport;
    /** Pays voucher orders instead of the local stand-in (Stripe against a local fake of its API). */
    paymentProvider?: PaymentProvider;
    /**
     * A blog content folder the seed imports (the blog tests' fixtures, or api/content/blog);
     * without it the blog is empty, so the other tests neither wait for nor depend on
     * content editors are still writing.
     */
    blogFolder?: string;
  } = {},
): Promise<TestApp> {
  const url = process.env.TEST_DATABASE_URL?.trim();
  const schema = url ? `test_${process.pid}_${randomBytes(4).toString('hex')}` : undefined;
  const database = await openDatabase(
    url && schema ? { kind: 'postgres', url, schema, poolSize: 60 } : { kind: 'pglite' },
  );
  let now = options.now ?? TEST_NOW;
  // Rendered salon pictures go to a folder of this app's own, removed on close.
  const imageCacheDir = await mkdtemp(path.join(tmpdir(), 'salon-test-images-'));
  await migrate(database);
  if (options.seed ?? true) {
    await seedIfEmpty(database.db, { today: now.startOf('day') });
    await seedLoyaltyIfMissing(database.db, { today: now.startOf('day'), now: now.toJSDate() });
    await seedShopIfMissing(database.db);
  }
  if (options.blogFolder) await seedBlogIfMissing(database.db, { folder: options.blogFolder });
  const app = await buildApp({
    database,
    jwtSecret: TEST_JWT_SECRET,
    now: () => now.toJSDate(),
    identity: developmentIdentityConfig(options.identity),
    pollOutbox: false,
    imageCacheDir,
    ...(options.captchaVerifier ? { captchaVerifier: options.captchaVerifier } : {}),
    ...(options.transport ? { transport: options.transport } : {}),
    ...(options.paymentProvider ? { paymentProvider: options.paymentProvider } : {}),
  });
  await app.ready();
  let users = 0;
  const others: App[] = [];
  return {
    app,
    database,
    imageCacheDir,
    setNow(next) {
      now = next;
    },
    async secondInstance({ transport, databaseUrl } = {}) {
      if (!url || !schema) throw new Error('a second API instance needs TEST_DATABASE_URL (a PostgreSQL server)');
      const other = await buildApp({
        database: await openDatabase({ kind: 'postgres', url: databaseUrl ?? url, schema, poolSize: 10 }),
        jwtSecret: TEST_JWT_SECRET,
        now: () => now.toJSDate(),
        identity: developmentIdentityConfig(options.identity),
        pollOutbox: false,
        imageCacheDir,
        ...(transport ? { transport } : {}),
      });
      others.push(other);
      await other.ready();
      return other;
    },
    async signUp(user = {}) {
      users += 1;
      const row = await database.db
        .insertInto('users')
        .values({
          phone: user.phone === undefined ? `+4850000${String(users).padStart(4, '0')}` : user.phone,
          email: user.email === undefined ? `customer${users}@example.com` : user.email,
          first_name: user.firstName ?? 'Anna',
          last_name: user.lastName ?? 'Nowak',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const token = await signAccessToken(TEST_JWT_SECRET, { sub: row.id }, { now: now.toJSDate() });
      return { id: row.id, token, headers: { authorization: `Bearer ${token}` } };
    },
    messages(recipient) {
      return database.db
        .selectFrom('outbox_messages')
        .select(['channel', 'template', 'subject', 'body'])
        .where('recipient', '=', recipient)
        .orderBy('seq', 'desc')
        .execute();
    },
    async lastCode(recipient) {
      const [message] = await database.db
        .selectFrom('outbox_messages')
        .select('body')
        .where('recipient', '=', recipient)
        .orderBy('seq', 'desc')
        .limit(1)
        .execute();
      const code = message?.body?.match(/\b(\d{4})\b/)?.[1];
      if (!code) throw new Error(`no code was sent to ${recipient}`);
      return code;
    },
    async close() {
      for (const other of others) await other.close();
      await app.close();
      await rm(imageCacheDir, { recursive: true, force: true });
      if (url && schema) {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        } finally {
          await client.end();
        }
      }
    },
  };
}
