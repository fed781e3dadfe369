import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';

/*
 * A customer's favourite products: marking is idempotent (the pair is the table's key),
 * and each customer reaches only their own rows (every statement is keyed by the user id
 * of the session, never by an id from the request alone).
 */

/** Marks an enabled product; false when there is no such product. */
export async function addFavourite(db: Kysely<DB>, userId: string, productId: string): Promise<boolean> {
  const product = await db.selectFrom('shop_products').select('id').where('id', '=', productId).where('enabled', '=', true).executeTakeFirst();
  if (!product) return false;
  await db
    .insertInto('favourite_products')
    .values({ user_id: userId, product_id: productId })
    .onConflict((conflict) => conflict.columns(['user_id', 'product_id']).doNothing())
    .execute();
  return true;
}

/** Unmarks a product; nothing to do when it was not marked. */
export async function removeFavourite(db: Kysely<DB>, userId: string, productId: string): Promise<void> {
  await db.deleteFrom('favourite_products').where('user_id', '=', userId).where('product_id', '=', productId).execute();
}
