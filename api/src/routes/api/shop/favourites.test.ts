import type { ShopItemsPage, ShopProduct } from '@salon/contracts/shop-api';
import { seedShopId } from '../../../db/seed/shop.ts';
import { testAppForFile } from '../../../test/identity-helpers.ts';

/*
 * A customer's favourite products: POST and DELETE /api/users/me/favorite-products/{id}
 * and the list, and the `favourite` flag they put on the catalogue's answers.
 */

const t = testAppForFile();

const PERFECTOR = seedShopId('product', 'olaplex-no-3-hair-perfector');
const TREATMENT = seedShopId('product', 'moroccanoil-treatment');
const BRUSH = seedShopId('product', 'moroccanoil-ceramic-round-brush-45');
const VOUCHER = seedShopId('voucher', 'karnet-3-strzyzenie-damskie');
const MISSING = '00000000-0000-4000-8000-000000000000';

type Headers = { authorization: string } | Record<string, never>;
const mark = (id: string, headers: Headers) => t.app.inject({ method: 'POST', url: `/api/users/me/favorite-products/${id}`, headers });
const unmark = (id: string, headers: Headers) => t.app.inject({ method: 'DELETE', url: `/api/users/me/favorite-products/${id}`, headers });
async function favourites(headers: Headers, language?: string): Promise<ShopProduct[]> {
  const response = await t.app.inject({ method: 'GET', url: '/api/users/me/favorite-products', headers: { ...headers, ...(language ? { 'accept-language': language } : {}) } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('private, no-store');
  return response.json<ShopProduct[]>();
}

test('marking, listing (latest first, favourite: true) and unmarking', async () => {
  const me = await t.signUp();
  expect(await favourites(me.headers)).toEqual([]);
  for (const id of [PERFECTOR, BRUSH, TREATMENT]) {
    const response = await mark(id, me.headers);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
  }
  const listed = await favourites(me.headers, 'en');
  expect(listed.map((product) => product.id)).toEqual([TREATMENT, BRUSH, PERFECTOR]);
  expect(listed.every((product) => product.kind === 'product' && product.favourite)).toBe(true);
  expect(listed.find((product) => product.id === BRUSH)).toMatchObject({ volumeMl: null, type: { id: 'szczotka', name: 'Brush' } });

  expect((await unmark(BRUSH, me.headers)).statusCode).toBe(204);
  expect((await favourites(me.headers)).map((product) => product.id)).toEqual([TREATMENT, PERFECTOR]);
});

test('both writes are idempotent', async () => {
  const me = await t.signUp();
  expect((await mark(PERFECTOR, me.headers)).statusCode).toBe(204);
  expect((await mark(PERFECTOR, me.headers)).statusCode).toBe(204);
  expect((await favourites(me.headers)).map((product) => product.id)).toEqual([PERFECTOR]);
  expect((await unmark(PERFECTOR, me.headers)).statusCode).toBe(204);
  expect((await unmark(PERFECTOR, me.headers)).statusCode).toBe(204);
  // Never marked, or not a product at all: still done.
  expect((await unmark(MISSING, me.headers)).statusCode).toBe(204);
  expect(await favourites(me.headers)).toEqual([]);
});

test('an unknown product, a voucher or a withdrawn product cannot be marked: 404 on id; a malformed id is a 400', async () => {
  const me = await t.signUp();
  for (const id of [MISSING, VOUCHER]) {
    const response = await mark(id, me.headers);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 404, code: 'NOT_FOUND', field: 'id' });
  }
  await t.database.db.updateTable('shop_products').set({ enabled: false }).where('id', '=', BRUSH).execute();
  try {
    expect((await mark(BRUSH, me.headers)).statusCode).toBe(404);
  } finally {
    await t.database.db.updateTable('shop_products').set({ enabled: true }).where('id', '=', BRUSH).execute();
  }
  const malformed = await mark('brush', me.headers);
  expect(malformed.statusCode).toBe(400);
  expect(malformed.json()).toEqual({ status: 400, code: 'INVALID_VALUE', field: 'id' });
  expect(await favourites(me.headers)).toEqual([]);
});

test('a withdrawn product leaves the list while withdrawn and comes back with it', async () => {
  const me = await t.signUp();
  await mark(TREATMENT, me.headers);
  await t.database.db.updateTable('shop_products').set({ enabled: false }).where('id', '=', TREATMENT).execute();
  try {
    expect(await favourites(me.headers)).toEqual([]);
  } finally {
    await t.database.db.updateTable('shop_products').set({ enabled: true }).where('id', '=', TREATMENT).execute();
  }
  expect((await favourites(me.headers)).map((product) => product.id)).toEqual([TREATMENT]);
});

test('each customer sees and changes only their own favourites', async () => {
  const anna = await t.signUp();
  const beata = await t.signUp();
  await mark(PERFECTOR, anna.headers);
  await mark(TREATMENT, beata.headers);
  expect((await favourites(anna.headers)).map((product) => product.id)).toEqual([PERFECTOR]);
  expect((await favourites(beata.headers)).map((product) => product.id)).toEqual([TREATMENT]);
  // Beata unmarking Anna's favourite touches only her own (empty) mark.
  expect((await unmark(PERFECTOR, beata.headers)).statusCode).toBe(204);
  expect((await favourites(anna.headers)).map((product) => product.id)).toEqual([PERFECTOR]);
  const flags = (await t.app.inject({ method: 'GET', url: `/api/shop/products/${PERFECTOR}`, headers: beata.headers })).json<ShopProduct>();
  expect(flags.favourite).toBe(false);
});

test('without a session: 401 on every favourites call', async () => {
  for (const response of [await mark(PERFECTOR, {}), await unmark(PERFECTOR, {}), await t.app.inject({ method: 'GET', url: '/api/users/me/favorite-products' })]) {
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
  }
  const forged = await mark(PERFECTOR, { authorization: 'Bearer forged.token.value' });
  expect(forged.statusCode).toBe(401);
});

test('the list and a product carry the favourite flag with a session, and never without one', async () => {
  const me = await t.signUp();
  await mark(PERFECTOR, me.headers);
  const signedIn = (await t.app.inject({ method: 'GET', url: '/api/shop/items?brand=olaplex', headers: me.headers })).json<ShopItemsPage>();
  const flagged = signedIn.items.filter((item) => item.kind === 'product' && item.favourite).map((item) => item.id);
  expect(flagged).toEqual([PERFECTOR]);
  const guest = (await t.app.inject({ method: 'GET', url: '/api/shop/items?brand=olaplex' })).json<ShopItemsPage>();
  expect(guest.items.some((item) => item.kind === 'product' && item.favourite)).toBe(false);
  const product = await t.app.inject({ method: 'GET', url: `/api/shop/products/${PERFECTOR}`, headers: me.headers });
  expect(product.json<ShopProduct>().favourite).toBe(true);
  expect(product.headers['cache-control']).toBe('private, no-store');
  const anonymous = await t.app.inject({ method: 'GET', url: `/api/shop/products/${PERFECTOR}` });
  expect(anonymous.json<ShopProduct>().favourite).toBe(false);
  expect(anonymous.headers['cache-control']).toBe('public, max-age=60');
});
