import type { BlogPost } from '@salon/contracts/blog-api';
import { localIsoWithOffset } from '@salon/i18n';
import { articlePath } from '../../../lib/blog-paths.ts';
import { htmlToText, truncateText } from '../../../lib/html-text.ts';

/** Search engines show about this much of a description. */
const DESCRIPTION_MAX = 160;

/** The tab and search title: the editor's meta title, else the article's title. */
export function articleMetaTitle(post: BlogPost): string {
  return post.meta_title?.trim() || post.title;
}

/** The meta description: the editor's, else the lead as text, cut at a word to 160 characters. */
export function articleDescription(post: BlogPost): string {
  const own = post.meta_description?.trim();
  return own || truncateText(htmlToText(post.short_content), DESCRIPTION_MAX);
}

/** The article's one address: under its own category, whatever category the visitor's URL named. */
export function articleCanonicalPath(post: BlogPost): string {
  return articlePath(post.category_rewrite, post.link_rewrite);
}

/** A salon-local date-time of the API as ISO 8601 with its offset, as schema.org wants it. */
function withOffset(local: string): string | undefined {
  return localIsoWithOffset(local) ?? undefined;
}

export interface ArticleStructuredDataInput {
  post: BlogPost;
  /** The site's origin: search engines want absolute URLs. */
  origin: string;
  /** The chain's brand (runtime configuration), the publisher. */
  brand: string;
  language: string;
}

/**
 * The article as schema.org `Article` JSON-LD, for search engines' article results:
 * headline, description, the banner, publication and modification dates with their
 * offset, the author when there is one, the chain as publisher, the page's URL and its
 * language.
 */
export function articleStructuredData({ post, origin, brand, language }: ArticleStructuredDataInput): Record<string, unknown> {
  const url = new URL(articleCanonicalPath(post), origin).href;
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description: articleDescription(post),
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    inLanguage: language,
    articleSection: post.category,
    publisher: { '@type': 'Organization', name: brand, url: new URL('/', origin).href },
  };
  const published = withOffset(post.date_add);
  const modified = withOffset(post.date_upd);
  if (published) data.datePublished = published;
  if (modified) data.dateModified = modified;
  if (post.banner) data.image = [new URL(post.banner, origin).href];
  if (post.author) data.author = { '@type': 'Person', name: post.author };
  if (post.tags.length > 0) data.keywords = post.tags.join(', ');
  return data;
}
