import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase, type Database } from './db/connect.ts';
import { MIGRATIONS } from './db/migrations/index.ts';
import { prepareDatabase } from './start.ts';

/*
 * Two API instances starting together on one PostgreSQL database (a rollout, `npm run
 * start:prod`): both start, the migrations and every seed are applied once. Without the
 * startup lock the seeds of the second would run beside the first's and fail on their
 * keys or double rows.
 */

const url = process.env.TEST_DATABASE_URL!;
const schemas: string[] = [];
const opened: Database[] = [];

async function open(schema: string): Promise<Database> {
  const database = await openDatabase({ kind: 'postgres', url, schema, poolSize: 5 });
  opened.push(database);
  return database;
}

afterAll(async () => {
  await Promise.all(opened.map((database) => database.close()));
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const schema of schemas) await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await client.end();
  }
});

/** Rows of the tables every seed writes, to compare a database prepared twice at once with one prepared once. */
async function counts(database: Database): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of ['salons', 'visits', 'users', 'loyalty_transactions', 'blog_posts', 'recruitment_offers', 'shop_products', 'schema_migrations']) {
    const { rows } = await sql<{ count: number }>`SELECT count(*)::int AS count FROM ${sql.table(table)}`.execute(database.db);
    result[table] = rows[0]!.count;
  }
  return result;
}

test('two instances preparing one new database at once both start, and everything is applied once', async () => {
  const schema = `start_${process.pid}_${randomBytes(4).toString('hex')}`;
  const once = `${schema}_once`;
  schemas.push(schema, once);
  // Opened one after the other: CREATE SCHEMA IF NOT EXISTS itself races (tests only; a
  // deployment uses the server's public schema).
  const first = await open(schema);
  const second = await open(schema);
  const reference = await open(once);

  const problems = await Promise.all([prepareDatabase(first), prepareDatabase(second)]);
  expect(problems).toEqual([null, null]);
  await prepareDatabase(reference);

  const together = await counts(first);
  expect(together.schema_migrations).toBe(MIGRATIONS.length);
  expect(together.salons).toBeGreaterThan(0);
  expect(together).toEqual(await counts(reference));
}, 180_000);
