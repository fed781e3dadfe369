import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';

/** A customer's points: the sum of their ledger, in and out (GET /api/users/me `points`). */
export async function balanceOf(db: Kysely<DB>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('loyalty_transactions')
    .select(sql<number>`coalesce(sum(points_in - points_out), 0)::int`.as('balance'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.balance ?? 0);
}
