import { mkdirSync } from 'node:fs';
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

async function openPGlite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    extensions: { btree_gist },
    parsers: { [OID.int8]: toNumber, [OID.numeric]: toNumber, [OID.date]: asText },
  });
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
    close: () => db.destroy(),
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
    close: () => db.destroy(),
  };
}
