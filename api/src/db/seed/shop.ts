import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DB, ShopImageRow, Translations } from '../schema.ts';
import { readShopPhotos, shopPhotoNamed, type ShopPhoto } from '../../plugins/app/shop-catalogue/shop-photos.ts';
import { PACK_NAMES, SHOP_BRANDS, SHOP_CATEGORIES, SHOP_PRODUCTS, SHOP_TYPES, type ShopProductSeed } from './shop-products.ts';
import { SHOP_VOUCHERS, voucherServices, type ShopVoucherSeed } from './shop-vouchers.ts';

/*
 * The shop's catalogue (shop-products.ts, shop-vouchers.ts) written to an empty shop, with
 * pictures from the shop's photo library (api/assets/shop-photos). "Suggested" puts
 * vouchers and bestsellers first, mixed; the rest follow in the catalogue's order.
 */

/** Any number; API instances starting together take turns, and only the first seeds. */
const SHOP_SEED_LOCK = 7_270_023;

/** A uuid derived from a seed key, the same on every seed (tests and links rely on it). */
export function seedShopId(kind: 'product' | 'voucher', key: string): string {
  const hex = createHash('sha256').update(`kosmyk-shop:${kind}:${key}`).digest('hex');
  // Shaped as a version 5 (name-based) uuid with the RFC 4122 variant.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The top of the "suggested" order, by key: vouchers and bestsellers taking turns. Every
 * other item ranks after them in the catalogue's order.
 */
export const SUGGESTED_FIRST: readonly string[] = [
  'karnet-3-strzyzenie-damskie',
  'olaplex-no-3-hair-perfector',
  'moroccanoil-treatment',
  'voucher-koloryzacja-pielegnacja',
  'kerastase-elixir-ultime-huile-originale',
  'loreal-absolut-repair-shampoo',
  'karnet-4-strzyzenie-meskie',
  'redken-acidic-bonding-concentrate-shampoo',
  'wella-oil-reflections-smoothening-oil',
  'karnet-5-modelowanie',
  'moroccanoil-intense-hydrating-mask',
  'olaplex-no-7-bonding-oil',
];

function suggestedRank(key: string, fallback: number): number {
  const top = SUGGESTED_FIRST.indexOf(key);
  return top >= 0 ? (top + 1) * 10 : 1000 + fallback * 10;
}

type Text = Required<Translations>;

function imageRow(photo: ShopPhoto, alt: Text): ShopImageRow {
  return { photo: photo.id, alt, width: photo.width, height: photo.height };
}

/** The product's pictures: its packshot, and for bestsellers a second one with its texture. */
export function productImages(product: ShopProductSeed, photos: readonly ShopPhoto[] = readShopPhotos()): ShopImageRow[] {
  const brand = SHOP_BRANDS.find((candidate) => candidate.id === product.brand)!.name;
  const pack = PACK_NAMES[product.pack];
  const volume = product.volumeMl ? ` ${product.volumeMl} ml` : '';
  const what = `${brand} ${product.name}${volume}`;
  const images = [imageRow(shopPhotoNamed(`product-${product.key}`, photos), { pl: `${pack.pl}: ${what}`, en: `${pack.en}: ${what}`, fr: `${pack.fr}\u00a0: ${what}` })];
  if (product.texture) {
    const texture = {
      cream: ['kremowa konsystencja', 'its creamy texture', 'sa texture crémeuse'],
      oil: ['krople olejku', 'drops of the oil', 'des gouttes d’huile'],
      foam: ['puszysta pianka', 'its airy foam', 'sa mousse aérienne'],
      gel: ['żelowa konsystencja', 'its gel texture', 'sa texture gel'],
    }[product.texture];
    images.push(
      imageRow(shopPhotoNamed(`product-${product.key}-texture`, photos), {
        pl: `${what} i ${texture[0]} obok opakowania`,
        en: `${what} with ${texture[1]} beside the pack`,
        fr: `${what} avec ${texture[2]} à côté du flacon`,
      }),
    );
  }
  return images;
}

export function voucherImages(voucher: ShopVoucherSeed, photos: readonly ShopPhoto[] = readShopPhotos()): ShopImageRow[] {
  const alt = {
    pl: `Karta podarunkowa: ${voucher.name.pl}`,
    en: `Gift card: ${voucher.name.en}`,
    fr: `Carte cadeau\u00a0: ${voucher.name.fr}`,
  };
  return [imageRow(shopPhotoNamed(`voucher-${voucher.key}`, photos), alt)];
}

/**
 * Writes the catalogue when the shop has no products and no vouchers (a fresh database,
 * or one seeded before the shop existed); what the shop's editors later change is never
 * overwritten. Returns whether it wrote.
 */
export async function seedShopIfMissing(db: Kysely<DB>): Promise<boolean> {
  const photos = readShopPhotos();
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${SHOP_SEED_LOCK})`.execute(trx);
    const products = await trx.selectFrom('shop_products').select('id').limit(1).executeTakeFirst();
    const vouchers = await trx.selectFrom('shop_vouchers').select('id').limit(1).executeTakeFirst();
    if (products || vouchers) return false;

    // Brands, categories and types an editor added before stay as they are.
    await trx.insertInto('shop_brands').values([...SHOP_BRANDS]).onConflict((conflict) => conflict.column('id').doNothing()).execute();
    const named = (rows: readonly { id: string; name: Text }[]) => rows.map((row, i) => ({ id: row.id, name: JSON.stringify(row.name), position: i + 1 }));
    await trx.insertInto('shop_categories').values(named(SHOP_CATEGORIES)).onConflict((conflict) => conflict.column('id').doNothing()).execute();
    await trx.insertInto('shop_product_types').values(named(SHOP_TYPES)).onConflict((conflict) => conflict.column('id').doNothing()).execute();

    await trx
      .insertInto('shop_products')
      .values(
        SHOP_PRODUCTS.map((product, i) => ({
          id: seedShopId('product', product.key),
          name: product.name,
          brand_id: product.brand,
          line: product.line,
          category_id: product.category,
          type_id: product.type,
          volume_ml: product.volumeMl,
          price: product.price,
          description: JSON.stringify(product.description),
          images: JSON.stringify(productImages(product, photos)),
          suggested_rank: suggestedRank(product.key, i),
        })),
      )
      .execute();
    await trx
      .insertInto('shop_vouchers')
      .values(
        SHOP_VOUCHERS.map((voucher, i) => ({
          id: seedShopId('voucher', voucher.key),
          name: JSON.stringify(voucher.name),
          description: JSON.stringify(voucher.description),
          price: voucher.price,
          services: JSON.stringify(voucherServices(voucher)),
          entries: voucher.entries,
          validity_months: voucher.validityMonths,
          images: JSON.stringify(voucherImages(voucher, photos)),
          suggested_rank: suggestedRank(voucher.key, SHOP_PRODUCTS.length + i),
        })),
      )
      .execute();
    return true;
  });
}
