import { statSync } from 'node:fs';
import { masterFile } from '../../lib/photo-library.ts';
import { openShopPhotos, SHOP_PHOTOS_DIR } from '../../plugins/app/shop-catalogue/shop-photos.ts';
import { testAppForFile } from '../../test/identity-helpers.ts';
import { serviceById } from './services.ts';
import { SHOP_BRANDS, SHOP_PRODUCTS } from './shop-products.ts';
import { SHOP_VOUCHERS } from './shop-vouchers.ts';
import { seedShopId, seedShopIfMissing, SUGGESTED_FIRST } from './shop.ts';

/*
 * The shop's seed: a plausible salon shop (brands, lines, pack sizes, prices), every text
 * in three languages, every picture in the photo library, written once.
 */

const t = testAppForFile();
const LANGUAGES = ['pl', 'en', 'fr'] as const;

test('written once: the test app seeded it, a second call writes nothing', async () => {
  expect(await seedShopIfMissing(t.database.db)).toBe(false);
  const products = await t.database.db.selectFrom('shop_products').select('id').execute();
  const vouchers = await t.database.db.selectFrom('shop_vouchers').select('id').execute();
  expect(products).toHaveLength(SHOP_PRODUCTS.length);
  expect(vouchers).toHaveLength(SHOP_VOUCHERS.length);
  expect(products.map((row) => row.id).sort()).toEqual(SHOP_PRODUCTS.map((product) => seedShopId('product', product.key)).sort());
});

test('a salon shop’s range: 6–8 brands, about 36 products in every category, 5–6 vouchers, realistic prices', () => {
  expect(SHOP_BRANDS.length).toBeGreaterThanOrEqual(6);
  expect(SHOP_BRANDS.length).toBeLessThanOrEqual(8);
  expect(SHOP_PRODUCTS.length).toBeGreaterThanOrEqual(34);
  expect(SHOP_PRODUCTS.length).toBeLessThanOrEqual(40);
  expect(SHOP_VOUCHERS.length).toBeGreaterThanOrEqual(5);
  expect(SHOP_VOUCHERS.length).toBeLessThanOrEqual(6);
  for (const brand of SHOP_BRANDS) expect(SHOP_PRODUCTS.filter((product) => product.brand === brand.id).length).toBeGreaterThanOrEqual(3);
  expect(new Set(SHOP_PRODUCTS.map((product) => product.category))).toEqual(new Set(['pielegnacja', 'koloryzacja', 'stylizacja', 'akcesoria']));
  expect(new Set(SHOP_PRODUCTS.map((product) => product.key)).size).toBe(SHOP_PRODUCTS.length);
  for (const product of SHOP_PRODUCTS) {
    expect(product.price % 100).toBe(0);
    expect(product.price).toBeGreaterThanOrEqual(4900);
    expect(product.price).toBeLessThanOrEqual(28900);
    // Only tools come without a volume.
    expect(product.volumeMl === null).toBe(product.category === 'akcesoria');
  }
  expect(new Set(SHOP_PRODUCTS.flatMap((product) => (product.volumeMl ? [product.volumeMl] : []))).size).toBeGreaterThanOrEqual(8);
  for (const voucher of SHOP_VOUCHERS) {
    // A pass is cheaper than paying visit by visit at the base price list.
    const perVisit = voucher.serviceIds.reduce((sum, id) => sum + serviceById(id).basePrice * 100, 0);
    expect(voucher.price).toBeLessThanOrEqual(perVisit * voucher.entries);
    expect(voucher.price).toBeGreaterThan(perVisit * voucher.entries * 0.8);
    expect([6, 12]).toContain(voucher.validityMonths);
  }
});

test('every text and every picture’s alt in Polish, English and French; descriptions of two or three sentences', async () => {
  const products = await t.database.db.selectFrom('shop_products').select(['name', 'description', 'images']).execute();
  const vouchers = await t.database.db.selectFrom('shop_vouchers').select(['name', 'description', 'services', 'images']).execute();
  for (const row of [...products, ...vouchers]) {
    for (const language of LANGUAGES) {
      const description = row.description[language] ?? '';
      const sentences = description.split(/(?<=[.!?])\s+/).filter(Boolean).length;
      expect([row.name, language, sentences >= 2 && sentences <= 4]).toEqual([row.name, language, true]);
      expect(row.images.length).toBeGreaterThanOrEqual(1);
      expect(row.images.length).toBeLessThanOrEqual(2);
      for (const image of row.images) expect(image.alt[language]?.length ?? 0).toBeGreaterThan(10);
    }
  }
  for (const voucher of vouchers) {
    for (const language of LANGUAGES) expect(voucher.name[language]).toBeTruthy();
    for (const service of voucher.services) expect(LANGUAGES.every((language) => service[language])).toBe(true);
  }
  // The texts differ by language (none left in Polish).
  expect(products.every((row) => row.description.pl !== row.description.en && row.description.en !== row.description.fr)).toBe(true);
});

test('the suggested order starts with vouchers and bestsellers mixed', async () => {
  const ranked = await t.database.db
    .selectFrom('shop_products')
    .select(['id', 'suggested_rank'])
    .unionAll(t.database.db.selectFrom('shop_vouchers').select(['id', 'suggested_rank']))
    .execute();
  const first = ranked.sort((a, b) => a.suggested_rank - b.suggested_rank).slice(0, SUGGESTED_FIRST.length);
  const voucherIds = new Set(SHOP_VOUCHERS.map((voucher) => seedShopId('voucher', voucher.key)));
  const kinds = first.map((row) => (voucherIds.has(row.id) ? 'voucher' : 'product'));
  expect(kinds.filter((kind) => kind === 'voucher').length).toBeGreaterThanOrEqual(3);
  expect(kinds.slice(0, 4)).toContain('voucher');
  expect(kinds.slice(0, 4)).toContain('product');
  expect(new Set(ranked.map((row) => row.suggested_rank)).size).toBe(ranked.length);
});

test('every picture is a square master of the shop’s library, whose content matches its id; the library stays small', async () => {
  // Opening the library checks every master against its id.
  const { photos } = openShopPhotos();
  const library = new Map(photos.map((photo) => [photo.id, photo]));
  const rows = [
    ...(await t.database.db.selectFrom('shop_products').select('images').execute()),
    ...(await t.database.db.selectFrom('shop_vouchers').select('images').execute()),
  ];
  for (const image of rows.flatMap((row) => row.images)) {
    const photo = library.get(image.photo);
    expect(photo).toBeDefined();
    expect([image.width, image.height]).toEqual([photo!.width, photo!.height]);
    expect(image.width).toBe(image.height);
  }
  expect(photos.filter((photo) => photo.kind === 'voucher')).toHaveLength(SHOP_VOUCHERS.length);
  const bytes = photos.reduce((sum, photo) => sum + statSync(masterFile(SHOP_PHOTOS_DIR, photo.id)).size, 0);
  expect(bytes).toBeLessThan(2 * 1024 * 1024);
});
