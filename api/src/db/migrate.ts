import { sql } from 'kysely';
import type { Database } from './connect.ts';
import { MIGRATIONS } from './migrations/index.ts';

/** Any number; every API instance takes the same lock while it migrates. */
const MIGRATION_LOCK = 7_270_001;
const UNIQUE_VIOLATION = '23505';

/**
 * Applies the migrations not applied yet, each in its own transaction together with
 * its row in schema_migrations. Safe with several instances starting at once: they
 * queue on an advisory lock, and one that lost the race sees the unique violation
 * of the row the winner wrote and moves on.
 */
export async function migrate(database: Database, migrations = MIGRATIONS): Promise<string[]> {
  await database.runScript(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const { rows } = await sql<{ name: string }>`SELECT name FROM schema_migrations`.execute(database.db);
  const applied = new Set(rows.map((row) => row.name));
  const done: string[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.name)) continue;
    if (!/^[a-z0-9-]+$/.test(migration.name)) throw new Error(`invalid migration name ${migration.name}`);
    try {
      await database.runScript(
        `BEGIN;
SELECT pg_advisory_xact_lock(${MIGRATION_LOCK});
INSERT INTO schema_migrations (name) VALUES ('${migration.name}');
${migration.sql}
COMMIT;`,
      );
      done.push(migration.name);
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION && (error as Error).message.includes('schema_migrations')) {
        continue;
      }
      throw new Error(`migration ${migration.name} failed: ${(error as Error).message}`, { cause: error });
    }
  }
  return done;
}
