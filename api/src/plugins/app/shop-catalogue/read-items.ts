import type { Kysely } from 'kysely';
import type { Language } from '@salon/contracts/languages';
import type { ShopImage, ShopProduct, ShopVoucher } from '@salon/contracts/shop-api';
import type { DB, ShopImageRow, Translations } from '../../../db/schema.ts';
import { translate } from '../../../lib/translate.ts';

/*
 * Products and vouchers as the shop's answers give them, in the request's language: read
 * by id (a page of the list, a detail page, the favourites), enabled ones only.
 */

const text = (value: Translations, language: Language) => translate(value, language) ?? '';

function images(rows: ShopImageRow[], language: Language): ShopImage[] {
  return rows.map((row) => ({ photo: row.photo, alt: text(row.alt, language), width: row.width, height: row.height }));
}

/** Enabled products with their brand, category and type. */
function selectProducts(db: Kysely<DB>) {
  return db
    .selectFrom('shop_products as p')
    .innerJoin('shop_brands as b', 'b.id', 'p.brand_id')
    .innerJoin('shop_categories as c', 'c.id', 'p.category_id')
    .innerJoin('shop_product_types as t', 't.id', 'p.type_id')
    .select([
      'p.id',
      'p.name',
      'p.line',
      'p.volume_ml',
      'p.price',
      'p.description',
      'p.images',
      'b.id as brand_id',
      'b.name as brand_name',
      'c.id as category_id',
      'c.name as category_name',
      't.id as type_id',
      't.name as type_name',
    ])
    .where('p.enabled', '=', true);
}

type ProductRow = Awaited<ReturnType<ReturnType<typeof selectProducts>['execute']>>[number];

function toProduct(row: ProductRow, language: Language, favourite: boolean): ShopProduct {
  return {
    kind: 'product',
    id: row.id,
    name: row.name,
    brand: { id: row.brand_id, name: row.brand_name },
    line: row.line,
    category: { id: row.category_id, name: text(row.category_name, language) },
    type: { id: row.type_id, name: text(row.type_name, language) },
    volumeMl: row.volume_ml,
    price: row.price,
    description: text(row.description, language),
    images: images(row.images, language),
    favourite,
  };
}

/** Which of these products the customer marked (none for a guest). */
async function favouritesAmong(db: Kysely<DB>, userId: string | null, productIds: readonly string[]): Promise<Set<string>> {
  if (!userId || productIds.length === 0) return new Set();
  const rows = await db.selectFrom('favourite_products').select('product_id').where('user_id', '=', userId).where('product_id', 'in', productIds).execute();
  return new Set(rows.map((row) => row.product_id));
}

/** The enabled products of these ids, by id, with the customer's favourite flag. */
export async function productsByIds(db: Kysely<DB>, ids: readonly string[], language: Language, userId: string | null): Promise<Map<string, ShopProduct>> {
  if (ids.length === 0) return new Map();
  const rows = await selectProducts(db).where('p.id', 'in', ids).execute();
  const favourites = await favouritesAmong(db, userId, ids);
  return new Map(rows.map((row) => [row.id, toProduct(row, language, favourites.has(row.id))]));
}

/** The enabled vouchers of these ids, by id. */
export async function vouchersByIds(db: Kysely<DB>, ids: readonly string[], language: Language): Promise<Map<string, ShopVoucher>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('shop_vouchers')
    .select(['id', 'name', 'description', 'price', 'services', 'entries', 'validity_months', 'images'])
    .where('enabled', '=', true)
    .where('id', 'in', ids)
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      {
        kind: 'voucher',
        id: row.id,
        name: text(row.name, language),
        description: text(row.description, language),
        price: row.price,
        services: row.services.map((service) => ({ name: text(service, language) })),
        entries: row.entries,
        validityMonths: row.validity_months,
        images: images(row.images, language),
      } satisfies ShopVoucher,
    ]),
  );
}

/** The customer's favourite products (enabled ones), the latest marked first. */
export async function favouriteProducts(db: Kysely<DB>, userId: string, language: Language): Promise<ShopProduct[]> {
  const rows = await selectProducts(db)
    .innerJoin('favourite_products as f', 'f.product_id', 'p.id')
    .where('f.user_id', '=', userId)
    .orderBy('f.created_at', 'desc')
    .orderBy('p.id')
    .execute();
  return rows.map((row) => toProduct(row, language, true));
}
