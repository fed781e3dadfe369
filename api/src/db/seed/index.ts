import type { Kysely } from 'kysely';
import type { DateTime } from 'luxon';
import type { DB } from '../schema.ts';

/** Seeds the chain when the database has no salons yet (first start). */
export async function seedIfEmpty(db: Kysely<DB>, options: { today: DateTime }): Promise<boolean> {
  void db;
  void options;
  return false;
}
