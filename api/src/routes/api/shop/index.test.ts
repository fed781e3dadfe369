import type { ShopFacets, ShopItem, ShopItemsPage, ShopProduct, ShopVoucher } from '@salon/contracts/shop-api';
import { SHOP_PRODUCTS, type ShopProductSeed } from '../../../db/seed/shop-products.ts';
import { SHOP_VOUCHERS } from '../../../db/seed/shop-vouchers.ts';
import { seedShopId, SUGGESTED_FIRST } from '../../../db/seed/shop.ts';
import { testAppForFile } from '../../../test/identity-helpers.ts';

/*
 * The shop's catalogue: GET /api/shop/items (filters, sorting, paging), /api/shop/facets,
 * /api/shop/products/{id} and /api/shop/vouchers/{id}, on the seeded catalogue.
 */

const t = testAppForFile();

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

async function list(query: string, headers: Record<string, string> = {}): Promise<ShopItemsPage> {
  const response = await get(`/api/shop/items${query ? `?${query}` : ''}`, headers);
  expect(response.statusCode).toBe(200);
  return response.json<ShopItemsPage>();
}

/** Every item matching the query, all pages read. */
async function all(query: string, headers: Record<string, string> = {}): Promise<ShopItem[]> {
  return (await list(`${query}${query ? '&' : ''}pageSize=48`, headers)).items;
}

const ENABLED_PRODUCTS = SHOP_PRODUCTS.length;
const ENABLED_VOUCHERS = SHOP_VOUCHERS.length;
const OLAPLEX_NO_3 = seedShopId('product', 'olaplex-no-3-hair-perfector');
const MEN_CUTS = seedShopId('voucher', 'karnet-4-strzyzenie-meskie');

describe('GET /api/shop/items', () => {
  test('lists products and vouchers in the suggested order, vouchers and bestsellers mixed at the top, 12 a page', async () => {
    const page = await list('');
    expect(page).toMatchObject({ page: 1, pageSize: 12, total: ENABLED_PRODUCTS + ENABLED_VOUCHERS });
    expect(page.items).toHaveLength(12);
    const ids = page.items.map((item) => item.id);
    const expected = SUGGESTED_FIRST.map((key) => (SHOP_VOUCHERS.some((voucher) => voucher.key === key) ? seedShopId('voucher', key) : seedShopId('product', key)));
    expect(ids).toEqual(expected);
    expect(page.items[0]!.kind).toBe('voucher');
    expect(page.items[1]!.kind).toBe('product');
  });

  test('a product carries its brand, line, category, type, volume, price, description and pictures; a voucher its services and entries', async () => {
    const items = await all('');
    const perfector = items.find((item) => item.id === OLAPLEX_NO_3) as ShopProduct;
    expect(perfector).toEqual({
      kind: 'product',
      id: OLAPLEX_NO_3,
      name: 'No.3 Hair Perfector',
      brand: { id: 'olaplex', name: 'Olaplex' },
      line: null,
      category: { id: 'pielegnacja', name: 'Pielęgnacja' },
      type: { id: 'kuracja', name: 'Kuracja' },
      volumeMl: 100,
      price: 13900,
      description: expect.stringContaining('Domowa kuracja przed myciem'),
      images: [
        { photo: expect.stringMatching(/^product-olaplex-no-3-hair-perfector-[0-9a-f]{8}$/), alt: 'Butelka: Olaplex No.3 Hair Perfector 100 ml', width: 1000, height: 1000 },
        { photo: expect.stringMatching(/^product-olaplex-no-3-hair-perfector-texture-[0-9a-f]{8}$/), alt: expect.stringContaining('żelowa konsystencja'), width: 1000, height: 1000 },
      ],
      favourite: false,
    });
    const menCuts = items.find((item) => item.id === MEN_CUTS) as ShopVoucher;
    expect(menCuts).toMatchObject({
      kind: 'voucher',
      name: 'Karnet 4× strzyżenie męskie',
      price: 24900,
      entries: 4,
      validityMonths: 6,
      services: [{ name: 'Strzyżenie męskie' }],
    });
    expect(menCuts.images).toHaveLength(1);
  });

  test('texts in the language of Accept-Language, Polish otherwise', async () => {
    const inEnglish = await all('', { 'accept-language': 'en-GB,en;q=0.9' });
    const perfector = inEnglish.find((item) => item.id === OLAPLEX_NO_3) as ShopProduct;
    expect(perfector.category.name).toBe('Hair care');
    expect(perfector.type.name).toBe('Treatment');
    expect(perfector.description).toMatch(/^An at-home pre-shampoo treatment/);
    expect(perfector.images[0]!.alt).toBe('Bottle: Olaplex No.3 Hair Perfector 100 ml');
    expect((inEnglish.find((item) => item.id === MEN_CUTS) as ShopVoucher).services).toEqual([{ name: "Men's haircut" }]);

    const inFrench = await all('', { 'accept-language': 'fr-FR' });
    expect((inFrench.find((item) => item.id === OLAPLEX_NO_3) as ShopProduct).type.name).toBe('Soin');
    expect((inFrench.find((item) => item.id === MEN_CUTS) as ShopVoucher).name).toBe('Carte 4 coupes homme');

    const unknown = await all('', { 'accept-language': 'de-DE' });
    expect((unknown.find((item) => item.id === MEN_CUTS) as ShopVoucher).name).toBe('Karnet 4× strzyżenie męskie');
  });

  test.each([
    ['brand=olaplex', (p: ShopProductSeed) => p.brand === 'olaplex'],
    ['category=stylizacja', (p: ShopProductSeed) => p.category === 'stylizacja'],
    ['type=szampon', (p: ShopProductSeed) => p.type === 'szampon'],
    ['volume=250', (p: ShopProductSeed) => p.volumeMl === 250],
  ])('%s alone lists the matching products only, no vouchers', async (query, matches) => {
    const items = await all(query);
    const expected = SHOP_PRODUCTS.filter(matches).map((seed) => seedShopId('product', seed.key));
    expect(expected.length).toBeGreaterThan(1);
    expect(items.every((item) => item.kind === 'product')).toBe(true);
    expect(items.map((item) => item.id).sort()).toEqual(expected.sort());
    expect((await list(query)).total).toBe(expected.length);
  });

  test('the filter counts match the seed', async () => {
    const count = (query: string) => list(query).then((page) => page.total);
    expect(await count('brand=olaplex')).toBe(SHOP_PRODUCTS.filter((p) => p.brand === 'olaplex').length);
    expect(await count('category=akcesoria')).toBe(2);
    expect(await count('type=szampon')).toBe(SHOP_PRODUCTS.filter((p) => p.type === 'szampon').length);
    expect(await count('volume=1000')).toBe(1);
  });

  test('a price range applies to products and vouchers alike, both ends included', async () => {
    const items = await all('priceMin=13900&priceMax=24900');
    expect(items.every((item) => item.price >= 13900 && item.price <= 24900)).toBe(true);
    expect(items.some((item) => item.price === 13900)).toBe(true);
    expect(items.some((item) => item.price === 24900 && item.kind === 'voucher')).toBe(true);
    const expected = SHOP_PRODUCTS.filter((p) => p.price >= 13900 && p.price <= 24900).length + SHOP_VOUCHERS.filter((v) => v.price >= 13900 && v.price <= 24900).length;
    expect(items).toHaveLength(expected);
    expect((await list('priceMin=30000')).items.every((item) => item.kind === 'voucher')).toBe(true);
  });

  test('filters combine: brand and category and type and volume and a price range', async () => {
    const items = await all('brand=kerastase,olaplex&category=pielegnacja&priceMax=15000');
    expect(items.map((item) => item.name).sort()).toEqual(
      SHOP_PRODUCTS.filter((p) => ['kerastase', 'olaplex'].includes(p.brand) && p.category === 'pielegnacja' && p.price <= 15000)
        .map((p) => p.name)
        .sort(),
    );
    expect(items.length).toBeGreaterThan(2);
    const shampoos250 = await all('type=szampon&volume=250&brand=moroccanoil');
    expect(shampoos250.map((item) => item.name)).toEqual(['Hydrating Shampoo']);
  });

  test('lists come repeated or comma-separated, or both; blank values are no filter', async () => {
    const repeated = await all('brand=olaplex&brand=davines');
    const commas = await all('brand=olaplex,davines');
    const both = await all('brand=olaplex, davines&brand=');
    expect(repeated.length).toBe(SHOP_PRODUCTS.filter((p) => ['olaplex', 'davines'].includes(p.brand)).length);
    expect(commas.map((item) => item.id)).toEqual(repeated.map((item) => item.id));
    expect(both.map((item) => item.id)).toEqual(repeated.map((item) => item.id));
    const volumes = await all('volume=30,1000&volume=50');
    expect(volumes.map((item) => (item as ShopProduct).volumeMl).sort((a, b) => a! - b!)).toEqual([30, 50, 50, 1000]);
    expect((await list('brand=,')).total).toBe(ENABLED_PRODUCTS + ENABLED_VOUCHERS);
  });

  test('unknown filter values match nothing', async () => {
    expect(await list('brand=no-such-brand')).toMatchObject({ items: [], total: 0 });
    expect(await list('type=szampon&category=no-such-category')).toMatchObject({ items: [], total: 0 });
    expect(await list('volume=123')).toMatchObject({ items: [], total: 0 });
    // A known value beside an unknown one still matches.
    expect((await list('brand=olaplex,no-such-brand')).total).toBe(SHOP_PRODUCTS.filter((p) => p.brand === 'olaplex').length);
  });

  test('vouchersOnly lists the vouchers only; with a product filter nothing is left', async () => {
    const vouchers = await all('vouchersOnly=true');
    expect(vouchers).toHaveLength(ENABLED_VOUCHERS);
    expect(vouchers.every((item) => item.kind === 'voucher')).toBe(true);
    expect(await list('vouchersOnly=true&brand=olaplex')).toMatchObject({ items: [], total: 0 });
    expect((await list('vouchersOnly=false')).total).toBe(ENABLED_PRODUCTS + ENABLED_VOUCHERS);
    expect((await all('vouchersOnly=true&priceMax=31000')).map((item) => item.price).sort()).toEqual(SHOP_VOUCHERS.filter((v) => v.price <= 31000).map((v) => v.price).sort());
  });

  test('sorted by price both ways; equal prices go by name, then id', async () => {
    const ascending = await all('sort=price-asc');
    const descending = await all('sort=price-desc');
    expect(ascending).toHaveLength(ENABLED_PRODUCTS + ENABLED_VOUCHERS);
    const prices = ascending.map((item) => item.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(descending.map((item) => item.price)).toEqual([...prices].sort((a, b) => b - a));
    // Several products cost 139.00 zł: by name, both ways.
    const ties = ascending.filter((item) => item.price === 13900).map((item) => item.name);
    expect(ties).toEqual(SHOP_PRODUCTS.filter((p) => p.price === 13900).map((p) => p.name).sort());
    expect(ties.length).toBeGreaterThanOrEqual(4);
    expect(descending.filter((item) => item.price === 13900).map((item) => item.name)).toEqual(ties);
    // The same sort twice gives the same order.
    expect((await all('sort=price-asc')).map((item) => item.id)).toEqual(ascending.map((item) => item.id));
  });

  test('a product and a voucher of one price go by the name in the asked language', async () => {
    const mask = seedShopId('product', 'kerastase-resistance-masque-force-architecte');
    await t.database.db.updateTable('shop_products').set({ price: 24900 }).where('id', '=', mask).execute();
    try {
      const order = async (language: string) =>
        (await all('sort=price-desc&priceMin=24900&priceMax=24900', { 'accept-language': language })).map((item) => item.name);
      // Karnet… < Masque… in Polish, Masque… < Pass… in English, Carte… < Masque… in French.
      expect(await order('pl')).toEqual(['Karnet 4× strzyżenie męskie', 'Masque Force Architecte']);
      expect(await order('en')).toEqual(['Masque Force Architecte', 'Pass: 4 men’s haircuts']);
      expect(await order('fr')).toEqual(['Carte 4 coupes homme', 'Masque Force Architecte']);
    } finally {
      await t.database.db.updateTable('shop_products').set({ price: 22900 }).where('id', '=', mask).execute();
    }
  });

  test('pages: total counts every match, pages follow each other without overlap, a page past the end is empty', async () => {
    const everything = (await all('sort=price-desc')).map((item) => item.id);
    const pages = [];
    for (let page = 1; page <= 5; page += 1) pages.push(await list(`sort=price-desc&pageSize=10&page=${page}`));
    expect(pages.map((page) => page.items.length)).toEqual([10, 10, 10, 10, everything.length - 40]);
    expect(pages.every((page) => page.total === everything.length && page.pageSize === 10)).toBe(true);
    expect(pages.flatMap((page) => page.items.map((item) => item.id))).toEqual(everything);
    expect(await list('page=9&pageSize=10')).toEqual({ items: [], total: everything.length, page: 9, pageSize: 10 });
    expect(await list('page=3&brand=olaplex&pageSize=2')).toMatchObject({ items: [expect.objectContaining({ brand: expect.objectContaining({ id: 'olaplex' }) })], total: 5 });
  });

  test('priceMin above priceMax is a 400 on priceMax with reason PRICE_RANGE; equal bounds are fine', async () => {
    const response = await get('/api/shop/items?priceMin=20000&priceMax=10000');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'priceMax', reason: 'PRICE_RANGE' });
    expect((await list('priceMin=13900&priceMax=13900')).items.every((item) => item.price === 13900)).toBe(true);
  });

  test.each([
    ['sort=cheapest', 'sort'],
    ['page=0', 'page'],
    ['pageSize=49', 'pageSize'],
    ['priceMin=-1', 'priceMin'],
    ['priceMax=12.5', 'priceMax'],
    ['vouchersOnly=maybe', 'vouchersOnly'],
  ])('%s is a 400 on %s', async (query, field) => {
    const response = await get(`/api/shop/items?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 400, code: 'INVALID_VALUE', field });
  });

  test('a volume that is not a number is a 400 on volume', async () => {
    const response = await get('/api/shop/items?volume=250,big');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_VALUE', field: expect.stringMatching(/^volume/) });
  });

  test('cached for a minute when anonymous, per language and session', async () => {
    const response = await get('/api/shop/items');
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(String(response.headers.vary)).toMatch(/Authorization, Accept-Language/);
    const me = await t.signUp();
    const signedIn = await get('/api/shop/items', me.headers);
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    expect(String(signedIn.headers.vary)).toMatch(/Authorization/);
  });

  test('a token that does not verify is a 401 even here (the browser refreshes and replays)', async () => {
    const response = await get('/api/shop/items', { authorization: 'Bearer not-a-token' });
    expect(response.statusCode).toBe(401);
  });

  test('a withdrawn product is not listed', async () => {
    await t.database.db.updateTable('shop_products').set({ enabled: false }).where('id', '=', OLAPLEX_NO_3).execute();
    try {
      const items = await all('brand=olaplex');
      expect(items.map((item) => item.id)).not.toContain(OLAPLEX_NO_3);
      expect((await list('')).total).toBe(ENABLED_PRODUCTS + ENABLED_VOUCHERS - 1);
    } finally {
      await t.database.db.updateTable('shop_products').set({ enabled: true }).where('id', '=', OLAPLEX_NO_3).execute();
    }
  });
});

describe('GET /api/shop/facets', () => {
  test('the brands by name, categories and types in the shop’s order, volumes ascending, price bounds of everything', async () => {
    const response = await get('/api/shop/facets');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    const facets = response.json<ShopFacets>();
    expect(facets.brands.map((brand) => brand.name)).toEqual(['Davines', 'Kérastase', 'L’Oréal Professionnel', 'Moroccanoil', 'Olaplex', 'Redken', 'Schwarzkopf Professional', 'Wella Professionals']);
    expect(facets.categories).toEqual([
      { id: 'pielegnacja', name: 'Pielęgnacja' },
      { id: 'koloryzacja', name: 'Włosy koloryzowane' },
      { id: 'stylizacja', name: 'Stylizacja' },
      { id: 'akcesoria', name: 'Akcesoria' },
    ]);
    expect(facets.types.map((type) => type.id)).toEqual(['szampon', 'odzywka', 'maska', 'kuracja', 'olejek', 'serum', 'krem', 'spray', 'pianka', 'lakier', 'szczotka']);
    expect(facets.volumes).toEqual([30, 50, 100, 150, 200, 250, 300, 500, 1000]);
    const prices = [...SHOP_PRODUCTS.map((p) => p.price), ...SHOP_VOUCHERS.map((v) => v.price)];
    expect(facets.price).toEqual({ min: Math.min(...prices), max: Math.max(...prices) });
  });

  test('names in the asked language; a brand, type or volume no enabled product has is not offered', async () => {
    const english = (await get('/api/shop/facets', { 'accept-language': 'en' })).json<ShopFacets>();
    expect(english.categories.map((category) => category.name)).toEqual(['Hair care', 'Colour care', 'Styling', 'Accessories']);
    expect(english.types.find((type) => type.id === 'szczotka')!.name).toBe('Brush');
    const french = (await get('/api/shop/facets', { 'accept-language': 'fr' })).json<ShopFacets>();
    expect(french.types.find((type) => type.id === 'odzywka')!.name).toBe('Après-shampooing');

    const thousand = seedShopId('product', 'schwarzkopf-bc-repair-rescue-shampoo');
    await t.database.db.updateTable('shop_products').set({ enabled: false }).where('brand_id', '=', 'olaplex').execute();
    await t.database.db.updateTable('shop_products').set({ enabled: false }).where('id', '=', thousand).execute();
    try {
      const facets = (await get('/api/shop/facets')).json<ShopFacets>();
      expect(facets.brands.map((brand) => brand.id)).not.toContain('olaplex');
      expect(facets.types.map((type) => type.id)).not.toContain('kuracja');
      expect(facets.volumes).not.toContain(1000);
    } finally {
      await t.database.db.updateTable('shop_products').set({ enabled: true }).execute();
    }
  });
});

describe('GET /api/shop/products/{id} and /api/shop/vouchers/{id}', () => {
  test('a product and a voucher, in the asked language', async () => {
    const product = await get(`/api/shop/products/${OLAPLEX_NO_3}`, { 'accept-language': 'fr' });
    expect(product.statusCode).toBe(200);
    expect(product.json<ShopProduct>()).toMatchObject({ id: OLAPLEX_NO_3, kind: 'product', name: 'No.3 Hair Perfector', type: { id: 'kuracja', name: 'Soin' }, favourite: false });
    expect(product.json<ShopProduct>().description).toContain('\n\n');
    const voucher = await get(`/api/shop/vouchers/${MEN_CUTS}`, { 'accept-language': 'en' });
    expect(voucher.statusCode).toBe(200);
    expect(voucher.headers['cache-control']).toBe('public, max-age=60');
    expect(voucher.json<ShopVoucher>()).toMatchObject({ id: MEN_CUTS, kind: 'voucher', name: 'Pass: 4 men’s haircuts', entries: 4, validityMonths: 6 });
    const colour = (await get(`/api/shop/vouchers/${seedShopId('voucher', 'voucher-koloryzacja-pielegnacja')}`)).json<ShopVoucher>();
    expect(colour.services).toEqual([{ name: 'Koloryzacja' }, { name: 'Rekonstrukcja włosów' }]);
  });

  test('unknown, withdrawn or of the other kind: 404 on id; not a uuid: 400 on id', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const url of [`/api/shop/products/${missing}`, `/api/shop/vouchers/${missing}`, `/api/shop/products/${MEN_CUTS}`, `/api/shop/vouchers/${OLAPLEX_NO_3}`]) {
      const response = await get(url);
      expect([url, response.statusCode]).toEqual([url, 404]);
      expect(response.json()).toEqual({ status: 404, code: 'NOT_FOUND', field: 'id' });
    }
    await t.database.db.updateTable('shop_vouchers').set({ enabled: false }).where('id', '=', MEN_CUTS).execute();
    try {
      expect((await get(`/api/shop/vouchers/${MEN_CUTS}`)).statusCode).toBe(404);
      expect((await all('vouchersOnly=true')).map((item) => item.id)).not.toContain(MEN_CUTS);
    } finally {
      await t.database.db.updateTable('shop_vouchers').set({ enabled: true }).where('id', '=', MEN_CUTS).execute();
    }
    const malformed = await get('/api/shop/products/olaplex-no-3');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'id' });
  });
});
