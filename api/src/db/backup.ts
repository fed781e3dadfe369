import { spawn } from 'node:child_process';
import { chmod, mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { MIGRATIONS } from './migrations/index.ts';

/*
 * Backups of the API's database on a PostgreSQL server with the server's own client
 * tools (README "Backups"). backupDatabase() writes one pg_dump archive (custom format)
 * per run; restoreDatabase() loads one with pg_restore into a new, empty database.
 * PGlite's folder is not a server pg_dump can reach: it is copied while the API is stopped.
 */

/** A refusal or failure an operator can act on; its message is one line. */
export class BackupError extends Error {
  override name = 'BackupError';
}

/** The tables whose rows a backup and a restore count, so the two can be compared. */
export const KEY_TABLES = ['visits', 'reservations', 'users', 'outbox_messages', 'schema_migrations'] as const;

/** Rows per key table; null when the table does not exist (a dump older than it). */
export type TableCounts = Record<(typeof KEY_TABLES)[number], number | null>;

interface CommonOptions {
  /** The folder of pg_dump and pg_restore (PG_BINDIR); found on PATH without it. */
  binDir?: string;
  /** The schema of the API's tables, for the counts: `public` (tests run in a schema of their own). */
  schema?: string;
  /** Stops pg_dump or pg_restore (Ctrl-C, a timer's stop): no backup file is left, a restore rolls back. */
  signal?: AbortSignal;
  /** Progress for an operator watching ("dumping …"); silent without it. */
  log?: (line: string) => void;
}

export interface BackupOptions extends CommonOptions {
  /** The database's postgres:// URL; undefined when the API runs on PGlite (no DATABASE_URL). */
  url: string | undefined;
  /** Where the archive goes; created when missing. */
  dir: string;
  /** PGlite's folder, named in the refusal when there is no URL. */
  pgliteDir?: string;
  now?: () => Date;
}

export interface BackupResult {
  file: string;
  bytes: number;
  milliseconds: number;
  /** "database "salon" on db.example:5432" */
  database: string;
  /** Rows in the dump: counted in the very snapshot pg_dump read. */
  counts: TableCounts;
}

export interface RestoreOptions extends CommonOptions {
  /** An archive written by backupDatabase (pg_dump --format=custom). */
  file: string;
  /** The target: a new, empty database's postgres:// URL. */
  url: string | undefined;
}

export interface RestoreResult {
  database: string;
  milliseconds: number;
  counts: TableCounts;
  /** The newest migration in the restored database, and those this API would still apply at its start. */
  migrations: { latest: string | null; pending: string[] };
}

/**
 * Dumps the whole database (every schema, the btree_gist extension, the data) with
 * `pg_dump --format=custom` to `<dir>/<database>-<UTC date and time>.dump`. pg_dump
 * writes `….dump.partial`, renamed once complete and flushed to disk, so a file under
 * the final name is always a whole archive (mode 0600); a failed or stopped run removes it.
 */
export async function backupDatabase(options: BackupOptions): Promise<BackupResult> {
  const target = parseTarget(
    options.url,
    `there is no PostgreSQL database to back up (DATABASE_URL is not set and no --url given): the API runs on PGlite${options.pgliteDir ? ` in ${options.pgliteDir}` : ''}, which pg_dump cannot read; back up PGlite by copying that folder while the API is stopped`,
  );
  const pgDump = await findTool('pg_dump', options.binDir);
  const started = Date.now();
  const name = `${target.database.replace(/[^A-Za-z0-9_.-]/g, '_')}-${timestamp((options.now ?? (() => new Date()))())}.dump`;
  const file = path.resolve(options.dir, name);
  const partial = `${file}.partial`;
  // Customers' phones, e-mails and CVs are in it: readable by its owner only, whatever the umask.
  await mkdir(options.dir, { recursive: true, mode: 0o700 });
  if (await exists(file)) throw new BackupError(`${file} already exists (a backup started this same second): run it again`);

  const client = await connect(target, 'backup');
  try {
    await checkVersion(client, pgDump, target);
    // pg_dump reads the snapshot this transaction exports, so the counts are the dump's.
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const { rows } = await client.query<{ snapshot: string }>('SELECT pg_export_snapshot() AS snapshot');
    const counts = await countRows(client, options.schema ?? 'public');
    options.log?.(`dumping ${target.description} to ${partial}`);
    await run(
      pgDump,
      ['--format=custom', '--no-password', `--snapshot=${rows[0]!.snapshot}`, `--file=${partial}`, `--dbname=${target.dbname}`],
      target,
      options.signal,
    );
    await client.query('COMMIT');
    await chmod(partial, 0o600);
    await flush(partial);
    if (await exists(file)) throw new BackupError(`${file} appeared while dumping: another backup ran at the same time`);
    await rename(partial, file);
    // The rename on disk too; best effort: some file systems cannot sync a folder, and the archive is whole either way.
    await flush(options.dir).catch(() => undefined);
    return { file, bytes: (await stat(file)).size, milliseconds: Date.now() - started, database: target.description, counts };
  } finally {
    await client.end().catch(() => undefined);
    await rm(partial, { force: true });
  }
}

/**
 * Loads an archive of backupDatabase into a database that must be empty (no table, view
 * or sequence outside the system's schemas): a backup is never merged into live data.
 * `pg_restore --single-transaction --no-owner`: all or nothing, objects owned by the
 * user of the URL. Then counts the key tables and reads the migrations.
 */
export async function restoreDatabase(options: RestoreOptions): Promise<RestoreResult> {
  const target = parseTarget(options.url, 'no database to restore into: give --url postgres://…/<new database> (or set DATABASE_URL) of a new, empty database');
  await checkArchive(options.file);
  const pgRestore = await findTool('pg_restore', options.binDir);
  // Reads the archive's table of contents: a damaged file or one from a newer pg_dump fails here, before the target is touched.
  await run(pgRestore, ['--list', options.file], target, options.signal);
  const schema = options.schema ?? 'public';
  const client = await connect(target, 'restore');
  try {
    await checkVersion(client, pgRestore, target);
    const existing = await userRelations(client);
    if (existing.length > 0) {
      throw new BackupError(
        `${target.description} is not empty (${existing.length} tables, views or sequences, e.g. ${existing.slice(0, 3).join(', ')}): restore into a new, empty database`,
      );
    }
    const started = Date.now();
    options.log?.(`restoring ${options.file} into ${target.description}`);
    await run(pgRestore, ['--single-transaction', '--no-owner', '--no-password', `--dbname=${target.dbname}`, options.file], target, options.signal).catch(
      (error: unknown) => {
        throw error instanceof BackupError ? new BackupError(`${error.message}; nothing was restored (one transaction, rolled back)`) : error;
      },
    );
    const milliseconds = Date.now() - started;
    const counts = await countRows(client, schema);
    if (counts.schema_migrations === null) {
      throw new BackupError(`restored, but ${target.description} has no table ${schema}.schema_migrations: ${options.file} is not a dump of the API's database`);
    }
    const { rows } = await client.query<{ name: string }>(`SELECT name FROM ${qualified(client, schema, 'schema_migrations')} ORDER BY name`);
    const applied = new Set(rows.map((row) => row.name));
    const migrations = { latest: rows.at(-1)?.name ?? null, pending: MIGRATIONS.map((m) => m.name).filter((n) => !applied.has(n)) };
    return { database: target.description, milliseconds, counts, migrations };
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** "visits 12, reservations 14, users 8, outbox_messages 30, schema_migrations 10" */
export function formatCounts(counts: TableCounts): string {
  return KEY_TABLES.map((table) => `${table} ${counts[table] ?? '(no table)'}`).join(', ');
}

interface Target {
  /** The URL as given (node-postgres reads it, password included). */
  url: string;
  /** The URL without its password, for the tools' command line (seen by `ps`); the password goes in PGPASSWORD. */
  dbname: string;
  password: string | undefined;
  database: string;
  description: string;
}

function parseTarget(url: string | undefined, missing: string): Target {
  if (!url?.trim()) throw new BackupError(missing);
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    throw new BackupError('the database URL is not a URL: expected postgres://user@host:5432/database');
  }
  if (parsed.protocol !== 'postgres:' && parsed.protocol !== 'postgresql:') {
    throw new BackupError(`the database URL must be a PostgreSQL one (postgres://user@host:5432/database), not ${parsed.protocol}//…`);
  }
  const database = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  if (!database) throw new BackupError('the database URL names no database: expected postgres://user@host:5432/database');
  const password = parsed.password ? decodeURIComponent(parsed.password) : undefined;
  parsed.password = '';
  const host = parsed.hostname ? `${parsed.hostname}${parsed.port ? `:${parsed.port}` : ''}` : (parsed.searchParams.get('host') ?? 'the local socket');
  return { url: url.trim(), dbname: parsed.toString(), password, database, description: `database "${database}" on ${host}` };
}

interface Tool {
  name: 'pg_dump' | 'pg_restore';
  command: string;
  binDir: string | undefined;
  major: number;
}

async function findTool(name: Tool['name'], binDir: string | undefined): Promise<Tool> {
  const tool = { name, command: binDir ? path.join(binDir, name) : name, binDir, major: 0 };
  const { stdout } = await run(tool, ['--version']);
  const major = Number(/\(PostgreSQL\) (\d+)/.exec(stdout)?.[1]);
  if (!major) throw new BackupError(`${tool.command} --version answered "${stdout.trim()}", not a PostgreSQL client's version`);
  return { ...tool, major };
}

/** Runs a client tool; rejects with its first error line (the rest repeats it or quotes SQL). */
function run(tool: Omit<Tool, 'major'>, args: string[], target?: Target, signal?: AbortSignal): Promise<{ stdout: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool.command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...(target?.password ? { PGPASSWORD: target.password } : {}) },
      ...(signal ? { signal } : {}),
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') {
        reject(
          new BackupError(
            `${tool.name} was not found ${tool.binDir ? `in ${tool.binDir}` : 'on PATH'}: install the PostgreSQL client tools, the server's version or newer (Debian: apt-get install postgresql-client), or point PG_BINDIR at their folder`,
          ),
        );
      } else if (error.name === 'AbortError') {
        reject(new BackupError(`${tool.name} was stopped before it finished`));
      } else {
        reject(new BackupError(`cannot run ${tool.command}: ${error.message}`));
      }
    });
    child.on('close', (code, killed) => {
      if (code === 0) return resolve({ stdout });
      if (killed) return reject(new BackupError(`${tool.name} was stopped (${killed}) before it finished`));
      const lines = stderr.split('\n').map((line) => line.trim()).filter(Boolean);
      const line = lines.find((l) => /^pg_(dump|restore): error: /.test(l)) ?? lines[0];
      const reason = line ? oneLine(line.replace(/^pg_(dump|restore): (error: )?/, '')) : `exit code ${code}`;
      reject(new BackupError(`${tool.name} failed: ${reason}`));
    });
  });
}

async function connect(target: Target, purpose: 'backup' | 'restore'): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: target.url, connectionTimeoutMillis: 10_000 });
  // A connection lost mid-way surfaces as the failed query; without a listener it would crash the process.
  client.on('error', () => undefined);
  try {
    await client.connect();
    return client;
  } catch (error) {
    await client.end().catch(() => undefined);
    if ((error as { code?: string }).code === '3D000') {
      throw new BackupError(`${target.description} does not exist${purpose === 'restore' ? ': create it first (CREATE DATABASE …), then restore into it' : ''}`);
    }
    throw new BackupError(`cannot connect to ${target.description}: ${reason(error)}`);
  }
}

/** Client tools older than the server refuse it or miss what it has: they must be its version or newer. */
async function checkVersion(client: pg.Client, tool: Tool, target: Target): Promise<void> {
  const { rows } = await client.query<{ server_version_num: string }>('SHOW server_version_num');
  const server = Math.floor(Number(rows[0]!.server_version_num) / 10_000);
  if (tool.major < server) {
    throw new BackupError(
      `${tool.command} is version ${tool.major}, older than PostgreSQL ${server} of ${target.description}: install postgresql-client-${server} (or newer) or point PG_BINDIR at its bin folder`,
    );
  }
}

async function countRows(client: pg.Client, schema: string): Promise<TableCounts> {
  const counts = {} as TableCounts;
  for (const table of KEY_TABLES) {
    const name = qualified(client, schema, table);
    const { rows } = await client.query<{ present: boolean }>('SELECT to_regclass($1) IS NOT NULL AS present', [name]);
    counts[table] = rows[0]!.present ? Number((await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${name}`)).rows[0]!.n) : null;
  }
  return counts;
}

/** Tables, views, sequences outside the system's schemas, except an extension's own (PostGIS keeps a table in public). */
async function userRelations(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(`
    SELECT format('%I.%I', n.nspname, c.relname) AS name
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')
      AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_toast%' AND n.nspname NOT LIKE 'pg\\_temp\\_%'
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'e')
    ORDER BY 1`);
  return rows.map((row) => row.name);
}

/** A custom-format archive begins with "PGDMP"; a plain SQL dump is loaded with psql instead. */
async function checkArchive(file: string): Promise<void> {
  const info = await stat(file).catch(() => null);
  if (!info) throw new BackupError(`no such file: ${file}`);
  if (!info.isFile()) throw new BackupError(`${file} is not a file`);
  const handle = await open(file, 'r');
  try {
    const { bytesRead, buffer } = await handle.read(Buffer.alloc(5), 0, 5, 0);
    if (bytesRead < 5 || buffer.toString('latin1') !== 'PGDMP') {
      throw new BackupError(`${file} is not a pg_dump archive of the custom format (as npm run db:backup writes)`);
    }
  } finally {
    await handle.close();
  }
}

function qualified(client: pg.Client, schema: string, table: string): string {
  return `${client.escapeIdentifier(schema)}.${client.escapeIdentifier(table)}`;
}

/** The file, or the folder holding a rename, on disk before it counts as done. */
async function flush(file: string): Promise<void> {
  const handle = await open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function exists(file: string): Promise<boolean> {
  return (await stat(file).catch(() => null)) !== null;
}

/** 2026-11-23T080000Z: sorts by time, no colons (not allowed in names everywhere). */
function timestamp(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace(/:/g, '')}Z`;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** node-postgres answers an unreachable localhost (both ::1 and 127.0.0.1) with an AggregateError without a message. */
function reason(error: unknown): string {
  if (error instanceof AggregateError && !error.message) return oneLine(error.errors.map((e: Error) => e.message).join('; '));
  return oneLine(error instanceof Error ? error.message || String((error as { code?: string }).code) : String(error));
}

