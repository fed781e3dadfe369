/** The blog home; `/blog/:category` and `/blog/:category/:postRef` sit under it (spec part 2, section 2). */
export const BLOG_PATH = '/blog';

export function categoryPath(category: string): string {
  return `${BLOG_PATH}/${encodeURIComponent(category)}`;
}
