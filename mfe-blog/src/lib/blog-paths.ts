/*
 * The blog home, a category and an article (`/blog/:category/:postRef`) are the site's
 * public addresses, spelled once in @salon/contracts/site-paths (the gateway's sitemap
 * and canonical links use them too). An article's page is its category's slug, then its
 * own (`link_rewrite`). Where an article's reserve link leads: the booking flow's start.
 */
export { BLOG_PATH, RESERVATION_PATH, blogCategoryPath as categoryPath, blogArticlePath as articlePath } from '@salon/contracts/site-paths';

/**
 * The language the articles are written in (the editors write Polish only): marked with
 * `lang` on their titles and text, so a screen reader on the English or French site reads
 * them with Polish pronunciation (WCAG 3.1.2).
 */
export const CONTENT_LANGUAGE = 'pl';

/** A list page's address: `?page=` only after the first page, so page 1 has one URL. */
export function listPagePath(basePath: string, page: number): string {
  return page > 1 ? `${basePath}?page=${page}` : basePath;
}
