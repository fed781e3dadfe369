import { sql, type Kysely } from 'kysely';
import type { Sitemap } from '@salon/contracts/sitemap-api';
import type { DB } from '../../../db/schema.ts';

/**
 * What the site's public pages are made of (GET /api/sitemap, decision 0034), by the
 * rules the pages themselves follow: a disabled salon is shown nowhere, nor are its
 * offers; a city has a page when it is not virtual and has an enabled salon; an active
 * article's category is active (the import sees to it).
 */
export async function readSitemap(db: Kysely<DB>): Promise<Sitemap> {
  const [allSalons, cities, articles, offers, products, vouchers] = await Promise.all([
    db.selectFrom('salons').select(['id', 'city_code', 'enabled']).orderBy('id').execute(),
    db
      .selectFrom('cities')
      .select('code')
      .where('is_virtual', '=', false)
      .where(({ exists, selectFrom }) => exists(selectFrom('salons').select(sql`1`.as('one')).whereRef('salons.city_code', '=', 'cities.code').where('salons.enabled', '=', true)))
      .orderBy('code')
      .execute(),
    db
      .selectFrom('blog_posts as p')
      .innerJoin('blog_categories as c', 'c.id', 'p.category_id')
      .select(['c.link_rewrite as category_slug', 'p.link_rewrite as slug', 'p.date_upd'])
      .where('p.active', '=', true)
      .orderBy('p.date_upd', 'desc')
      .orderBy('p.link_rewrite')
      .execute(),
    db
      .selectFrom('recruitment_offers as o')
      .innerJoin('salons as s', 's.id', 'o.salon_id')
      .select(['o.id', 's.city_code', 'o.updated_at'])
      .where('o.enabled', '=', true)
      .where('s.enabled', '=', true)
      .orderBy('o.updated_at', 'desc')
      .orderBy('o.id')
      .execute(),
    db.selectFrom('shop_products').select('id').where('enabled', '=', true).orderBy('suggested_rank').orderBy('id').execute(),
    db.selectFrom('shop_vouchers').select('id').where('enabled', '=', true).orderBy('suggested_rank').orderBy('id').execute(),
  ]);

  // A category's date is its newest article's: the articles are newest first.
  const blogCategories = new Map<string, string>();
  for (const article of articles) {
    if (!blogCategories.has(article.category_slug)) blogCategories.set(article.category_slug, article.date_upd.toISOString());
  }
  return {
    salons: allSalons.filter((salon) => salon.enabled).map(({ id }) => ({ id })),
    retiredSalons: allSalons.filter((salon) => !salon.enabled).map((salon) => ({ id: salon.id, cityCode: salon.city_code })),
    cities: cities.map(({ code }) => ({ code })),
    blogCategories: [...blogCategories].map(([slug, lastModified]) => ({ slug, lastModified })),
    articles: articles.map((article) => ({ categorySlug: article.category_slug, slug: article.slug, lastModified: article.date_upd.toISOString() })),
    offers: offers.map((offer) => ({ id: offer.id, citySlug: offer.city_code, lastModified: offer.updated_at.toISOString() })),
    products: products.map(({ id }) => ({ id })),
    vouchers: vouchers.map(({ id }) => ({ id })),
  };
}
