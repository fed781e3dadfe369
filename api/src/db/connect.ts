import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect.ts';
import type { DB } from './schema.ts';

/**
 * Where the data lives: a PostgreSQL server (`url`), a PGlite directory (`dataDir`,
 * survives restarts) or PGlite in memory (tests). `schema` puts every table in that
 * schema of the server (tests on PostgreSQL use one schema per test file).
 */
export type DatabaseOptions =
  | { kind: 'postgres'; url: string; schema?: string; poolSize?: number }
  | { kind: 'pglite'; dataDir?: string };

/** An open database: the query builder plus what migrations and shutdown need. */
export interface Database {
  readonly kind: 'postgres' | 'pglite';
  readonly db: Kysely<DB>;
  /** Runs a script of several statements as one unit; rolls back what it began on error. */
  runScript(sql: string): Promise<void>;
  /**
   * Runs `work` while holding the session advisory lock `key` (PostgreSQL), so instances
   * starting together take turns; PGlite is one process's own database and just runs it.
   */
  exclusively<T>(key: number, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

// Both drivers return the same JavaScript types: dates and times of day as text (a
// 'date' parsed to a JS Date would land on the server's midnight, not the salon's),
// int8 and numeric as numbers (counts and sums stay far below 2^53).
const OID = { int8: 20, numeric: 1700, date: 1082 } as const;
const toNumber = (value: string) => Number(value);
const asText = (value: string) => value;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === 'postgres' ? openPostgres(options) : openPGlite(options.dataDir);
}

/**
 * PGlite is PostgreSQL in this process, without the server's own guard against a second
 * postmaster on a data directory: two processes on one folder (a second `npm start`)
 * would both write it and corrupt it. `<dataDir>.lock` holds the owner's pid; a lock whose
 * process is gone (a crash, a SIGKILL) is taken over. Returns its release.
 */
const openDataDirs = new Set<string>();

export function lockDataDir(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      openDataDirs.add(dataDir);
      return () => {
        openDataDirs.delete(dataDir);
        rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = Number(readFileSync(lockFile, 'utf8').trim());
    // This process's own pid is in use only if this process has the folder open: in a
    // container the pid of a previous run (often 1) comes back for the next one.
    const inUse = owner === process.pid ? openDataDirs.has(dataDir) : Number.isInteger(owner) && owner > 0 && processIsAlive(owner);
    if (inUse) {
      throw new Error(
        `the database folder ${dataDir} is in use by process ${owner} (another npm start?): stop it, or give this copy its own DATA_DIR`,
      );
    }
    rmSync(lockFile, { force: true });
  }
  throw new Error(`could not lock the database folder ${dataDir}`);
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, someone else's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function openPGlite(dataDir: string | undefined): Promise<Database> {
  let unlock = (): void => undefined;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    unlock = lockDataDir(dataDir);
  }
  let pglite: PGlite;
  try {
    pglite = await PGlite.create({
      ...(dataDir ? { dataDir } : {}),
      extensions: { btree_gist },
      parsers: { [OID.int8]: toNumber, [OID.numeric]: toNumber, [OID.date]: asText },
    });
  } catch (error) {
    unlock();
    throw error;
  }
  const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
  return {
    kind: 'pglite',
    db,
    async runScript(script) {
      try {
        await pglite.exec(script);
      } catch (error) {
        if (pglite.isInTransaction?.() ?? true) await pglite.exec('ROLLBACK').catch(() => undefined);
        throw error;
      }
    },
    exclusively: (_key, work) => work(),
    close: () => db.destroy().finally(unlock),
  };
}

async function openPostgres(options: { url: string; schema?: string; poolSize?: number }): Promise<Database> {
  const { schema } = options;
  if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`invalid schema name "${schema}"`);
  const types = {
    getTypeParser(oid: number, format?: 'text' | 'binary') {
      if (oid === OID.int8 || oid === OID.numeric) return toNumber;
      if (oid === OID.date) return asText;
      return pg.types.getTypeParser(oid, format);
    },
  };
  if (schema) {
    const client = new pg.Client({ connectionString: options.url });
    await client.connect();
    try {
      await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    } finally {
      await client.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    types,
    ...(schema ? { options: `-c search_path=${schema},public` } : {}),
  });
  // An idle client losing its server (restart, failover) must not crash the process.
  pool.on('error', (error) => console.error(`postgres pool: ${error.message}`));
  // Nor one in use (a query, a transaction, the migrations' lock): pg-pool listens only on
  // idle clients, and a client's 'error' event without a listener ends the process (a
  // PostgreSQL restart did, `npm run drill:postgres`). Its query fails on its own (the
  // request answers 503 on `database`) and the pool drops the client when it is released.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return {
    kind: 'postgres',
    db,
    async runScript(script) {
      const client = await pool.connect();
      try {
        await client.query(script);
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async exclusively(key, work) {
      // A connection of its own holds the lock while `work` runs on the pool's others.
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [key]);
        try {
          return await work();
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [key]);
        }
      } finally {
        client.release();
      }
    },
    close: () => db.destroy(),
  };
}
