import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { DateTime } from 'luxon';
import { SALON_ZONE } from '../../lib/local-time.ts';
import type { DB } from '../schema.ts';
import { buildSeed } from './build-seed.ts';

/** Any number; API instances starting together take turns, and only the first seeds. */
const SEED_LOCK = 7_270_002;
/** Rows per INSERT: one jsonb parameter of at most a few hundred kilobytes. */
const CHUNK = 1000;

/**
 * Seeds the chain when the database has no salons yet (first start), in one transaction,
 * relative to `today` (a Warsaw day): the same day gives the same data. Returns whether
 * it seeded.
 */
export async function seedIfEmpty(db: Kysely<DB>, options: { today: DateTime }): Promise<boolean> {
  const today = options.today.setZone(SALON_ZONE).startOf('day');
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    const existing = await trx.selectFrom('salons').select('id').limit(1).executeTakeFirst();
    if (existing) return false;

    await skipForeignKeyChecks(trx);
    const data = buildSeed(today);
    // In the order the foreign keys need.
    await insertRows(trx, 'departments', data.departments);
    await insertRows(trx, 'cities', data.cities);
    await insertRows(trx, 'services', data.services);
    await insertRows(trx, 'salons', data.salons);
    await insertRows(trx, 'salon_services', data.salonServices);
    await insertRows(trx, 'opening_hours', data.openingHours);
    await insertRows(trx, 'opening_exceptions', data.openingExceptions);
    await insertRows(trx, 'hairdressers', data.hairdressers);
    await insertRows(trx, 'hairdresser_schedules', data.schedules);
    await insertRows(trx, 'hairdresser_days_off', data.daysOff);
    await insertRows(trx, 'salon_reviews', data.reviews);
    await insertRows(trx, 'users', data.users);
    await insertRows(trx, 'social_identities', data.socialIdentities);
    await insertRows(trx, 'visits', data.visits);
    await insertRows(trx, 'reservations', data.reservations);
    await trx.insertInto('app_meta').values({ key: 'seeded_at', value: today.toISODate()! }).execute();
    return true;
  });
}

/**
 * Foreign-key checks are triggers that run a query per inserted row, half the time of
 * the seed. The seed's rows reference each other by construction (and its test checks
 * that they do), so, like pg_restore --disable-triggers, the transaction turns them off
 * when it may: a superuser (always the case on PGlite). Other roles simply seed slower.
 * Constraints that are not triggers (keys, checks, the no-double-booking exclusion)
 * still hold.
 */
async function skipForeignKeyChecks(trx: Transaction<DB>): Promise<void> {
  const { rows } = await sql<{ superuser: boolean }>`SELECT rolsuper AS superuser FROM pg_roles WHERE rolname = current_user`.execute(trx);
  if (rows[0]?.superuser) await sql`SET LOCAL session_replication_role = replica`.execute(trx);
}

/**
 * Rows go in as one jsonb parameter per chunk, turned into rows by the server: one
 * parameter instead of one per value is several times faster to send and to parse, and
 * jsonb columns take the nested values as they are.
 */
async function insertRows<T extends keyof DB>(trx: Transaction<DB>, table: T, rows: readonly Selectable<DB[T]>[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = sql.join(Object.keys(rows[0]!).map((column) => sql.ref(column)));
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = JSON.stringify(rows.slice(i, i + CHUNK));
    await sql`INSERT INTO ${sql.table(table)} (${columns}) SELECT ${columns} FROM jsonb_populate_recordset(NULL::${sql.table(table)}, ${chunk}::jsonb)`.execute(trx);
  }
}
