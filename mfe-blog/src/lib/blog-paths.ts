/** The blog home; `/blog/:category` and `/blog/:category/:postRef` sit under it (spec part 2, section 2). */
export const BLOG_PATH = '/blog';

/**
 * The language the articles are written in (the editors write Polish only): marked with
 * `lang` on their titles and text, so a screen reader on the English or French site reads
 * them with Polish pronunciation (WCAG 3.1.2).
 */
export const CONTENT_LANGUAGE = 'pl';

/** Where the reserve link of an article leads: the booking flow's start. */
export const RESERVATION_PATH = '/rezerwacja';

export function categoryPath(category: string): string {
  return `${BLOG_PATH}/${encodeURIComponent(category)}`;
}

/** An article's page: its category's slug, then its own (`link_rewrite`). */
export function articlePath(category: string, postRef: string): string {
  return `${categoryPath(category)}/${encodeURIComponent(postRef)}`;
}

/** A list page's address: `?page=` only after the first page, so page 1 has one URL. */
export function listPagePath(basePath: string, page: number): string {
  return page > 1 ? `${basePath}?page=${page}` : basePath;
}
