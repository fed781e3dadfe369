import type { Sitemap } from '@salon/contracts/sitemap-api';
import { testAppForFile } from '../../../test/identity-helpers.ts';
import { blogFixture } from '../../../plugins/app/blog/blog-fixtures.ts';
import { seedOfferId, seedRecruitmentIfMissing } from '../../../db/seed/recruitment.ts';

/*
 * GET /api/sitemap on the seed (salons, shop), the recruitment seed and the blog's
 * fixtures: what has a public page, and what the gateway's sitemap must leave out.
 */

const fixture = blogFixture();
const t = testAppForFile({ blogFolder: fixture.folder });
afterAll(() => fixture.remove());
beforeAll(async () => {
  expect(await seedRecruitmentIfMissing(t.database.db)).toBe(true);
});

async function sitemap(): Promise<Sitemap> {
  const response = await t.app.inject({ method: 'GET', url: '/api/sitemap' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('public, max-age=60');
  return response.json();
}

test('lists every enabled salon, and the cities with one (not the virtual area)', async () => {
  const { salons, cities, retiredSalons } = await sitemap();
  const enabled = await t.database.db.selectFrom('salons').select(['id', 'city_code', 'is_virtual']).where('enabled', '=', true).execute();
  expect(salons.map(({ id }) => id).sort()).toEqual(enabled.map(({ id }) => id).sort());
  const disabled = await t.database.db.selectFrom('salons').select(['id', 'city_code as cityCode']).where('enabled', '=', false).orderBy('id').execute();
  expect(retiredSalons).toEqual(disabled);
  const withPage = new Set(enabled.filter((salon) => !salon.is_virtual).map((salon) => salon.city_code));
  expect(cities.map(({ code }) => code).sort()).toEqual([...withPage].sort());
  const virtualAreas = await t.database.db.selectFrom('cities').select('code').where('is_virtual', '=', true).execute();
  expect(virtualAreas.length).toBeGreaterThan(0);
  for (const { code } of virtualAreas) expect(cities).not.toContainEqual({ code });
});

test('a disabled salon leaves, with its offers, and its city when it was the last one there', async () => {
  const before = await sitemap();
  const offer = before.offers.find((item) => item.id === seedOfferId('warszawa-pulawska-fryzjer'));
  expect(offer).toBeDefined();
  const { salon_id: salonId } = await t.database.db.selectFrom('recruitment_offers').select('salon_id').where('id', '=', offer!.id).executeTakeFirstOrThrow();
  const city = await t.database.db.selectFrom('salons').select('city_code').where('id', '=', salonId).executeTakeFirstOrThrow();
  const cityMates = await t.database.db.selectFrom('salons').select('id').where('city_code', '=', city.city_code).where('enabled', '=', true).execute();
  await t.database.db.updateTable('salons').set({ enabled: false }).where('city_code', '=', city.city_code).execute();
  try {
    const after = await sitemap();
    for (const { id } of cityMates) {
      expect(after.salons).not.toContainEqual({ id });
      expect(after.retiredSalons).toContainEqual({ id, cityCode: city.city_code });
    }
    expect(after.cities).not.toContainEqual({ code: city.city_code });
    expect(after.offers.find((item) => item.id === offer!.id)).toBeUndefined();
    expect(after.salons.length).toBe(before.salons.length - cityMates.length);
  } finally {
    await t.database.db.updateTable('salons').set({ enabled: true }).where('id', 'in', cityMates.map(({ id }) => id)).execute();
  }
  expect(await sitemap()).toEqual(before);
});

test('lists the active articles newest change first, and each category dated by its newest article', async () => {
  const { articles, blogCategories } = await sitemap();
  const rows = await t.database.db
    .selectFrom('blog_posts as p')
    .innerJoin('blog_categories as c', 'c.id', 'p.category_id')
    .select(['p.link_rewrite', 'c.link_rewrite as category', 'p.date_upd'])
    .where('p.active', '=', true)
    .execute();
  expect(rows.length).toBeGreaterThan(1);
  expect(articles).toHaveLength(rows.length);
  for (const row of rows) {
    expect(articles).toContainEqual({ categorySlug: row.category, slug: row.link_rewrite, lastModified: row.date_upd.toISOString() });
  }
  const dates = articles.map((article) => article.lastModified);
  expect(dates).toEqual([...dates].sort().reverse());
  expect(blogCategories.map(({ slug }) => slug).sort()).toEqual([...new Set(rows.map((row) => row.category))].sort());
  for (const category of blogCategories) {
    const newest = rows.filter((row) => row.category === category.slug).map((row) => row.date_upd.toISOString()).sort().at(-1);
    expect(category.lastModified).toBe(newest);
  }
});

test('an article taken down leaves the list', async () => {
  const { articles } = await sitemap();
  const first = articles[0]!;
  await t.database.db.updateTable('blog_posts').set({ active: false }).where('link_rewrite', '=', first.slug).execute();
  try {
    expect((await sitemap()).articles).not.toContainEqual(first);
  } finally {
    await t.database.db.updateTable('blog_posts').set({ active: true }).where('link_rewrite', '=', first.slug).execute();
  }
});

test('lists the open offers with their city and date, never a closed one', async () => {
  const { offers } = await sitemap();
  expect(offers.map(({ id }) => id)).not.toContain(seedOfferId('katowice-mariacka-recepcja'));
  const open = await t.database.db
    .selectFrom('recruitment_offers as o')
    .innerJoin('salons as s', 's.id', 'o.salon_id')
    .select(['o.id', 's.city_code', 'o.updated_at'])
    .where('o.enabled', '=', true)
    .execute();
  expect(offers).toHaveLength(open.length);
  for (const row of open) expect(offers).toContainEqual({ id: row.id, citySlug: row.city_code, lastModified: row.updated_at.toISOString() });
});

test('lists the enabled products and vouchers only', async () => {
  const { products, vouchers } = await sitemap();
  expect(products.length).toBeGreaterThan(0);
  expect(vouchers.length).toBeGreaterThan(0);
  const hidden = products[0]!;
  await t.database.db.updateTable('shop_products').set({ enabled: false }).where('id', '=', hidden.id).execute();
  try {
    const after = await sitemap();
    expect(after.products).not.toContainEqual(hidden);
    expect(after.products).toHaveLength(products.length - 1);
  } finally {
    await t.database.db.updateTable('shop_products').set({ enabled: true }).where('id', '=', hidden.id).execute();
  }
});
