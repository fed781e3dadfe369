import { sql, type Kysely } from 'kysely';
import type { Language } from '@salon/contracts/languages';
import type { ShopFacets } from '@salon/contracts/shop-api';
import type { DB } from '../../../db/schema.ts';
import { translate } from '../../../lib/translate.ts';

/*
 * What the list's filters offer: the brands, categories and types that some enabled
 * product has (brands by name, the others in their editors' order), the volumes products
 * come in, and the price bounds of everything for sale.
 */
export async function readFacets(db: Kysely<DB>, language: Language): Promise<ShopFacets> {
  const enabled = db.selectFrom('shop_products').where('enabled', '=', true);
  const brands = await db
    .selectFrom('shop_brands')
    .select(['id', 'name'])
    .where('id', 'in', enabled.select('brand_id'))
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .execute();
  const categories = await db.selectFrom('shop_categories').select(['id', 'name']).where('id', 'in', enabled.select('category_id')).orderBy('position').orderBy('id').execute();
  const types = await db.selectFrom('shop_product_types').select(['id', 'name']).where('id', 'in', enabled.select('type_id')).orderBy('position').orderBy('id').execute();
  const volumes = await enabled.select('volume_ml').distinct().where('volume_ml', 'is not', null).orderBy('volume_ml').execute();
  const prices = await db
    .selectFrom(
      enabled
        .select('price')
        .unionAll(db.selectFrom('shop_vouchers').select('price').where('enabled', '=', true))
        .as('items'),
    )
    .select([sql<number | null>`min(price)`.as('min'), sql<number | null>`max(price)`.as('max')])
    .executeTakeFirstOrThrow();
  return {
    brands: brands.map((row) => ({ id: row.id, name: row.name })),
    categories: categories.map((row) => ({ id: row.id, name: translate(row.name, language) ?? row.id })),
    types: types.map((row) => ({ id: row.id, name: translate(row.name, language) ?? row.id })),
    volumes: volumes.map((row) => row.volume_ml!),
    price: { min: Number(prices.min ?? 0), max: Number(prices.max ?? 0) },
  };
}
