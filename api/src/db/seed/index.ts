import { createHash } from 'node:crypto';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { DateTime } from 'luxon';
import { SALON_ZONE } from '../../lib/local-time.ts';
import type { DB } from '../schema.ts';
import { buildSeed, seededCities, seededSalons } from './build-seed.ts';

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
    await trx.insertInto('app_meta').values({ key: SEED_CONTENT_KEY, value: seedContent().digest }).execute();
    return true;
  });
}

/** app_meta key of the digest of the seeded pictures and copy. */
const SEED_CONTENT_KEY = 'seed_content';

/** The seeded salons' pictures and copy and the cities' copy, with a digest of them. */
function seedContent() {
  const salons = seededSalons().map((row) => ({
    id: row.id,
    image_mini: row.image_mini,
    images: row.images,
    images_17_6: row.images_17_6,
    seo: row.seo,
  }));
  const cities = seededCities().map((row) => ({ code: row.code, in_city: row.in_city, seo: row.seo }));
  const digest = createHash('sha256').update(JSON.stringify({ salons, cities })).digest('hex').slice(0, 16);
  return { salons, cities, digest };
}

/**
 * Brings a database seeded by an earlier version up to date with the seed's pictures
 * and copy: new masters in the photo library (new ids, new URLs) or edited city and
 * salon copy reach a running chain on the next start, without a fresh seed. Touches only
 * the seeded salons and cities, only those columns, and only when their digest changed.
 * Returns whether it updated anything.
 */
export async function refreshSeedContent(db: Kysely<DB>): Promise<boolean> {
  const content = seedContent();
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    const meta = await trx.selectFrom('app_meta').select(['key', 'value']).where('key', 'in', ['seeded_at', SEED_CONTENT_KEY]).execute();
    const seeded = meta.some((row) => row.key === 'seeded_at');
    if (!seeded || meta.some((row) => row.key === SEED_CONTENT_KEY && row.value === content.digest)) return false;
    for (const salon of content.salons) {
      await trx
        .updateTable('salons')
        .set({
          image_mini: salon.image_mini,
          images: JSON.stringify(salon.images),
          images_17_6: JSON.stringify(salon.images_17_6),
          seo: salon.seo === null ? null : JSON.stringify(salon.seo),
        })
        .where('id', '=', salon.id)
        .execute();
    }
    for (const city of content.cities) {
      await trx
        .updateTable('cities')
        .set({ in_city: city.in_city === null ? null : JSON.stringify(city.in_city), seo: city.seo === null ? null : JSON.stringify(city.seo) })
        .where('code', '=', city.code)
        .execute();
    }
    await trx
      .insertInto('app_meta')
      .values({ key: SEED_CONTENT_KEY, value: content.digest })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: content.digest }))
      .execute();
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
