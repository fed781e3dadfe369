import { sql, type Kysely } from 'kysely';
import type { Language } from '@salon/contracts/languages';
import { PRICE_RANGE_REASON, SHOP_DEFAULT_SORT, SHOP_PAGE_SIZE, type ShopItem, type ShopItemsPage, type ShopSort } from '@salon/contracts/shop-api';
import type { DB } from '../../../db/schema.ts';
import { invalidValue } from '../../../lib/errors.ts';
import { productsByIds, vouchersByIds } from './read-items.ts';

/*
 * The shop's list: products and vouchers in one order, filtered, sorted and paged in
 * SQL (one query for the page's ids and the total), then read in full for that page.
 */

export interface ShopItemsFilter {
  brand?: readonly string[];
  category?: readonly string[];
  type?: readonly string[];
  volume?: readonly number[];
  priceMin?: number;
  priceMax?: number;
  vouchersOnly?: boolean;
  sort?: ShopSort;
  page?: number;
  pageSize?: number;
}

const given = <T>(values: readonly T[] | undefined): values is readonly T[] => values !== undefined && values.length > 0;

/**
 * A page of the list. Brand, category, type and volume describe products, so any of them
 * leaves vouchers out; `vouchersOnly` leaves products out; the price range applies to
 * both. Ties are broken by the name (in the asked language), then the id, so "load
 * more" never repeats or skips an item (decision 0023).
 */
export async function listShopItems(db: Kysely<DB>, filter: ShopItemsFilter, language: Language, userId: string | null): Promise<ShopItemsPage> {
  const { priceMin, priceMax } = filter;
  if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax) throw invalidValue('priceMax', { reason: PRICE_RANGE_REASON });
  const page = filter.page ?? 1;
  const pageSize = filter.pageSize ?? SHOP_PAGE_SIZE;
  const sort = filter.sort ?? SHOP_DEFAULT_SORT;
  const productFilters = given(filter.brand) || given(filter.category) || given(filter.type) || given(filter.volume);
  const withProducts = !filter.vouchersOnly;
  const withVouchers = !productFilters;
  if (!withProducts && !withVouchers) return { items: [], total: 0, page, pageSize };

  let products = db
    .selectFrom('shop_products')
    .select([sql<'product' | 'voucher'>`'product'`.as('kind'), 'id', 'price', 'suggested_rank', 'name'])
    .where('enabled', '=', true);
  if (given(filter.brand)) products = products.where('brand_id', 'in', filter.brand);
  if (given(filter.category)) products = products.where('category_id', 'in', filter.category);
  if (given(filter.type)) products = products.where('type_id', 'in', filter.type);
  if (given(filter.volume)) products = products.where('volume_ml', 'in', filter.volume);
  if (priceMin !== undefined) products = products.where('price', '>=', priceMin);
  if (priceMax !== undefined) products = products.where('price', '<=', priceMax);

  let vouchers = db
    .selectFrom('shop_vouchers')
    .select([sql<'product' | 'voucher'>`'voucher'`.as('kind'), 'id', 'price', 'suggested_rank', sql<string>`coalesce(name->>${language}, name->>'pl')`.as('name')])
    .where('enabled', '=', true);
  if (priceMin !== undefined) vouchers = vouchers.where('price', '>=', priceMin);
  if (priceMax !== undefined) vouchers = vouchers.where('price', '<=', priceMax);

  const union = withProducts && withVouchers ? products.unionAll(vouchers) : withProducts ? products : vouchers;
  let query = db.selectFrom(union.as('items')).select(['kind', 'id', sql<number>`count(*) over ()`.as('total')]);
  if (sort === 'price-asc') query = query.orderBy('price', 'asc');
  else if (sort === 'price-desc') query = query.orderBy('price', 'desc');
  else query = query.orderBy('suggested_rank', 'asc');
  const rows = await query
    .orderBy('name', 'asc')
    .orderBy('kind', 'asc')
    .orderBy('id', 'asc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();

  // Past the last page the window has no row to count on: count apart.
  const total =
    rows.length > 0 || page === 1
      ? Number(rows[0]?.total ?? 0)
      : Number((await db.selectFrom(union.as('items')).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
  const productIds = rows.filter((row) => row.kind === 'product').map((row) => row.id);
  const voucherIds = rows.filter((row) => row.kind === 'voucher').map((row) => row.id);
  const details = new Map<string, ShopItem>([...(await productsByIds(db, productIds, language, userId)), ...(await vouchersByIds(db, voucherIds, language))]);
  return { items: rows.flatMap((row) => details.get(row.id) ?? []), total, page, pageSize };
}
