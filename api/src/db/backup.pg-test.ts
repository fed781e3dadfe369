import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { VISIT_TOKEN_HEADER } from '@salon/contracts/reservations-api';
import { buildApp } from '../app.ts';
import { developmentIdentityConfig } from '../config.ts';
import { FREE_HAIRDRESSER, SETUP_TIMEOUT_MS, book, visitPayload } from '../routes/api/visits/visits-test-helpers.ts';
import { TEST_JWT_SECRET, TEST_NOW, buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { BackupError, backupDatabase, restoreDatabase } from './backup.ts';
import { openDatabase } from './connect.ts';
import { migrate } from './migrate.ts';
import { MIGRATIONS } from './migrations/index.ts';

/*
 * Backups with pg_dump and pg_restore on a PostgreSQL server (TEST_DATABASE_URL). The
 * test app runs in a database of its own, so the dump is a whole database as operators
 * take it (the btree_gist extension, the schema, the data), restored into another new
 * database. Both are named salon_backup_test_… and dropped at the end.
 */

const SERVER_URL = process.env.TEST_DATABASE_URL;
const PREFIX = `salon_backup_test_${process.pid}_${randomBytes(3).toString('hex')}`;
const created: string[] = [];

async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new, empty database on the test server; its URL. */
async function createDatabase(suffix: string): Promise<string> {
  const name = `${PREFIX}_${suffix}`;
  await onServer(`CREATE DATABASE ${name}`);
  created.push(name);
  const url = new URL(SERVER_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

let t: TestApp;
let source: string;
/** The test app's schema in the source database (the API's tables are in `public` in production). */
let schema: string;
let root: string;

beforeAll(async () => {
  if (!SERVER_URL) throw new Error('backup tests need TEST_DATABASE_URL (a PostgreSQL server)');
  root = await mkdtemp(path.join(tmpdir(), 'salon-backup-test-'));
  source = await createDatabase('source');
  // buildTestApp opens its schema on TEST_DATABASE_URL: here, in the source database.
  process.env.TEST_DATABASE_URL = source;
  t = await buildTestApp();
  schema = (await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(t.app.db)).rows[0]!.schema;
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await t?.close();
  process.env.TEST_DATABASE_URL = SERVER_URL;
  for (const name of created) await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  if (root) await rm(root, { recursive: true, force: true });
});

/** A fake client tool: a shell script answering `--version` with `version` and otherwise running `body`. */
async function fakeTool(name: string, version: string, body: string): Promise<string> {
  const bin = await mkdtemp(path.join(root, 'bin-'));
  await writeFile(
    path.join(bin, name),
    `#!/bin/sh\nif [ "$1" = "--version" ]; then echo "${name} (PostgreSQL) ${version}"; exit 0; fi\n${body}\n`,
    { mode: 0o755 },
  );
  return bin;
}

test('a dump restored into a new database holds the visit booked through the API, its reservation and the migrations', async () => {
  const booked = await book(t, visitPayload({ phone: '+48517000001' }));
  const dir = path.join(root, 'backups');

  const backup = await backupDatabase({ url: source, dir, schema });
  expect(path.basename(backup.file)).toMatch(new RegExp(`^${PREFIX}_source-\\d{4}-\\d\\d-\\d\\dT\\d{6}Z\\.dump$`));
  expect(await readdir(dir)).toEqual([path.basename(backup.file)]);
  const { size, mode } = await stat(backup.file);
  expect(backup.bytes).toBe(size);
  expect(mode & 0o777).toBe(0o600);
  expect(backup.counts.visits).toBeGreaterThan(0);
  expect(backup.counts.schema_migrations).toBe(MIGRATIONS.length);

  const target = await createDatabase('restored');
  const restored = await restoreDatabase({ file: backup.file, url: target, schema });
  expect(restored.database).toBe(`database "${PREFIX}_restored" on ${new URL(target).host}`);
  expect(restored.counts).toEqual(backup.counts);
  expect(restored.migrations).toEqual({ latest: MIGRATIONS.at(-1)!.name, pending: [] });

  // An API instance pointed at the restored database serves the visit, and has no migration left to apply.
  const database = await openDatabase({ kind: 'postgres', url: target, schema });
  expect(await migrate(database)).toEqual([]);
  const app = await buildApp({
    database,
    jwtSecret: TEST_JWT_SECRET,
    now: () => TEST_NOW.toJSDate(),
    identity: developmentIdentityConfig(),
    pollOutbox: false,
    imageCacheDir: path.join(root, 'images'),
  });
  try {
    const response = await app.inject({ method: 'GET', url: `/api/visits/${booked.id}`, headers: { [VISIT_TOKEN_HEADER]: booked.accessToken } });
    expect(response.statusCode).toBe(200);
    const { accessToken: _token, ...visit } = booked;
    expect(response.json()).toEqual(visit);
    const reservations = await database.db
      .selectFrom('reservations')
      .select(['id', 'hairdresser_id', 'status'])
      .where('visit_id', '=', booked.id)
      .execute();
    expect(reservations).toEqual([{ id: booked.reservations[0]!.id, hairdresser_id: FREE_HAIRDRESSER, status: 'ACTIVE' }]);
  } finally {
    await app.close();
  }
});

test('restore refuses a database that is not empty, naming it, and leaves it as it was', async () => {
  const backup = await backupDatabase({ url: source, dir: path.join(root, 'refused'), schema });
  const visits = async () => Number((await t.app.db.selectFrom('visits').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const before = await visits();
  await expect(restoreDatabase({ file: backup.file, url: source, schema })).rejects.toThrow(
    new RegExp(`^database "${PREFIX}_source" on \\S+ is not empty \\(\\d+ tables, views or sequences, e\\.g\\. \\w+\\.\\w+`),
  );
  expect(await visits()).toBe(before);
});

test('restore refuses a file that is not a custom-format dump, before touching the database', async () => {
  const file = path.join(root, 'plain.sql');
  await writeFile(file, 'CREATE TABLE visits (id int);\n');
  await expect(restoreDatabase({ file, url: source })).rejects.toThrow(`${file} is not a pg_dump archive of the custom format`);
  await expect(restoreDatabase({ file: path.join(root, 'missing.dump'), url: source })).rejects.toThrow(`no such file: ${path.join(root, 'missing.dump')}`);
});

test('backup refuses without a PostgreSQL URL, explaining that PGlite is copied while the API is stopped', async () => {
  const dir = path.join(root, 'no-url');
  await expect(backupDatabase({ url: undefined, dir, pgliteDir: '/srv/salon/.data/api-db' })).rejects.toThrow(
    /^there is no PostgreSQL database to back up .* PGlite in \/srv\/salon\/\.data\/api-db, .* copying that folder while the API is stopped$/,
  );
  await expect(backupDatabase({ url: ' ', dir })).rejects.toThrow(BackupError);
  await expect(backupDatabase({ url: 'mysql://user:secret@db.example/salon', dir })).rejects.toThrow(
    'the database URL must be a PostgreSQL one (postgres://user@host:5432/database), not mysql://…',
  );
  expect(existsSync(dir)).toBe(false);
});

test('a pg_dump that fails half-way leaves no file, and its error is one line', async () => {
  const bin = await fakeTool(
    'pg_dump',
    '99.0',
    `for arg in "$@"; do case "$arg" in --file=*) file="\${arg#--file=}";; esac; done
printf 'PGDMP half an archive' > "$file"
echo "pg_dump: error: query failed: server closed the connection unexpectedly" >&2
printf '\\tThis probably means the server terminated abnormally\\n' >&2
exit 1`,
  );
  const dir = path.join(root, 'failed');
  await expect(backupDatabase({ url: source, dir, schema, binDir: bin })).rejects.toThrow(
    /^pg_dump failed: query failed: server closed the connection unexpectedly$/,
  );
  expect(await readdir(dir)).toEqual([]);
});

test('backup names a missing pg_dump, or one older than the server', async () => {
  const empty = await mkdtemp(path.join(root, 'bin-'));
  await expect(backupDatabase({ url: source, dir: path.join(root, 'none'), binDir: empty })).rejects.toThrow(
    `pg_dump was not found in ${empty}: install the PostgreSQL client tools`,
  );
  const old = await fakeTool('pg_dump', '9.6', 'exit 0');
  await expect(backupDatabase({ url: source, dir: path.join(root, 'old'), binDir: old })).rejects.toThrow(
    new RegExp(`^${old}/pg_dump is version 9, older than PostgreSQL \\d+ of database "${PREFIX}_source"`),
  );
  expect(await readdir(path.join(root, 'old'))).toEqual([]);
});
