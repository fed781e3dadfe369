import type { ShopItemsPage } from '@salon/contracts/shop-api';
import { seedShopId } from '../../../db/seed/shop.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';

/*
 * Favourites and the list on a PostgreSQL server (TEST_DATABASE_URL; PGlite runs one
 * statement at a time): the same product marked from 20 requests at once is one row and
 * 20 answers of 204, and the list read meanwhile never fails or shows a half state.
 */

let t: TestApp;
const PARALLEL = 20;

beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL) throw new Error('concurrency tests need TEST_DATABASE_URL (a PostgreSQL server)');
  t = await buildTestApp();
}, 180_000);
afterAll(() => t?.close());

const PERFECTOR = seedShopId('product', 'olaplex-no-3-hair-perfector');

test(`one product marked ${PARALLEL} times at once is marked once, every answer 204`, async () => {
  const me = await t.signUp();
  const answers = await Promise.all(
    Array.from({ length: PARALLEL }, () => t.app.inject({ method: 'POST', url: `/api/users/me/favorite-products/${PERFECTOR}`, headers: me.headers })),
  );
  expect(answers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: PARALLEL }, () => 204));
  const rows = await t.database.db.selectFrom('favourite_products').select('product_id').where('user_id', '=', me.id).execute();
  expect(rows).toEqual([{ product_id: PERFECTOR }]);
});

test('marking and unmarking while the list is read: every read answers, with the flag either way', async () => {
  const me = await t.signUp();
  const url = '/api/shop/items?brand=olaplex&sort=price-asc';
  const results = await Promise.all(
    Array.from({ length: PARALLEL }, (_, i) =>
      i % 2 === 0
        ? t.app.inject({ method: i % 4 === 0 ? 'POST' : 'DELETE', url: `/api/users/me/favorite-products/${PERFECTOR}`, headers: me.headers })
        : t.app.inject({ method: 'GET', url, headers: me.headers }),
    ),
  );
  for (const [i, result] of results.entries()) {
    if (i % 2 === 0) expect(result.statusCode).toBe(204);
    else {
      expect(result.statusCode).toBe(200);
      const page = result.json<ShopItemsPage>();
      expect(page.total).toBe(5);
      expect(page.items.map((item) => item.price)).toEqual([...page.items.map((item) => item.price)].sort((a, b) => a - b));
    }
  }
});
