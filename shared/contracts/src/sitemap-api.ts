import { Type, type Static } from '@sinclair/typebox';

/*
 * GET /api/sitemap (docs/decisions/0034): what the site's public pages are made of, for
 * the gateway's /sitemap.xml. Entities and their dates, not URLs: the gateway builds the
 * addresses with @salon/contracts/site-paths, as the remotes' links do.
 */

/** When an entity last changed, where the data knows it. */
const LastModified = Type.String({
  // UTC only, `Z`, as the sitemap protocol's W3C date-times are written here.
  pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?Z$',
  description: 'When it last changed: an ISO 8601 instant in UTC, e.g. 2026-11-23T07:00:00.000Z',
});

export const SitemapSchema = Type.Object({
  /** Enabled salons (virtual ones too: they have a page). */
  salons: Type.Array(Type.Object({ id: Type.String({ description: 'salon code, e.g. M101' }) })),
  /**
   * Disabled salons with their city: not pages any more, their addresses lead to their
   * city's page (the gateway answers 301; decision 0034).
   */
  retiredSalons: Type.Array(Type.Object({ id: Type.String(), cityCode: Type.String() })),
  /** Cities with a page: not virtual, with at least one enabled salon. */
  cities: Type.Array(Type.Object({ code: Type.String({ description: 'the city’s slug, e.g. krakow' }) })),
  /** Blog categories with at least one active article; lastModified is their newest article's. */
  blogCategories: Type.Array(Type.Object({ slug: Type.String(), lastModified: LastModified })),
  /** Active articles, newest change first. */
  articles: Type.Array(Type.Object({ categorySlug: Type.String(), slug: Type.String(), lastModified: LastModified })),
  /** Enabled offers of enabled salons, newest change first; citySlug is the salon's city. */
  offers: Type.Array(Type.Object({ id: Type.String(), citySlug: Type.String(), lastModified: LastModified })),
  /** Enabled products (the data keeps no date of change). */
  products: Type.Array(Type.Object({ id: Type.String() })),
  /** Enabled vouchers (the data keeps no date of change). */
  vouchers: Type.Array(Type.Object({ id: Type.String() })),
});
export type Sitemap = Static<typeof SitemapSchema>;
