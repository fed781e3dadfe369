import type { Article, WithContext } from 'schema-dts';
import type { BlogPost } from '@salon/contracts/blog-api';
import { blogArticlePath, blogCategoryPath, BLOG_PATH } from '@salon/contracts/site-paths';
import { localIsoWithOffset } from '@salon/i18n/format-date';
import { pageBreadcrumbs } from '../breadcrumbs.ts';
import { html, trustedHtml, type SafeHtml } from '../html.ts';
import type { SeoPageContext } from '../page-context.ts';
import type { PageHead, PageImage, StructuredData } from '../page-head.ts';
import { previewPicture } from '../picture.ts';
import { metaDescription } from '../site/meta-description.ts';
import { CONTENT_LANGUAGE, brandOrganization, type HtmlSanitizer } from './content-page.ts';
import { htmlToText } from './html-text.ts';
import { formatPostDate } from './post-date.ts';

/** An article's page (`/blog/:category/:slug`) as GET /api/blog?path=rest/blogpostbylinkrewrite gives it. */
export interface ArticlePageInput extends SeoPageContext {
  post: BlogPost;
}

/** The tab and search title: the editor's meta title, else the article's title. */
export function articleMetaTitle(post: BlogPost): string {
  return post.meta_title?.trim() || post.title;
}

/** The meta description: the editor's, else the lead as text, cut at a word to 160 characters. */
export function articleDescription(post: BlogPost): string {
  const own = post.meta_description?.trim();
  return own || metaDescription(htmlToText(post.short_content));
}

/** The article's one address: under its own category, whatever category the visitor's URL named. */
export function articleCanonicalPath(post: BlogPost): string {
  return blogArticlePath(post.category_rewrite, post.link_rewrite);
}

/** The banner as the link preview's picture (1280×768 WebP), named after the article; none when the article has no banner. */
export function articlePicture({ post, t }: Pick<ArticlePageInput, 'post' | 't'>): PageImage | undefined {
  return post.banner ? previewPicture(post.banner, t('blog.article.imageAlt', { title: post.title })) : undefined;
}

/**
 * The article as schema.org `Article` JSON-LD, for search engines' article results:
 * headline, description, the banner (the preview's 1280 px rendition), publication and
 * modification dates with their offset (the API's are Warsaw wall-clock times), the
 * author when there is one, the chain as publisher, the page's URL, its category and
 * keywords. Its language is the text's, Polish, on every language version of the page.
 */
export function articleStructuredData(input: ArticlePageInput): WithContext<Article> {
  const { post, origin } = input;
  const url = new URL(articleCanonicalPath(post), origin).href;
  const published = localIsoWithOffset(post.date_add);
  const modified = localIsoWithOffset(post.date_upd);
  const picture = articlePicture(input);
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description: articleDescription(post),
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    inLanguage: CONTENT_LANGUAGE,
    articleSection: post.category,
    publisher: brandOrganization(input),
    ...(published ? { datePublished: published } : {}),
    ...(modified ? { dateModified: modified } : {}),
    ...(picture ? { image: [new URL(picture.url, origin).href] } : {}),
    ...(post.author ? { author: { '@type': 'Person', name: post.author } } : {}),
    ...(post.tags.length > 0 ? { keywords: post.tags.join(', ') } : {}),
  };
}

/**
 * The article page's head: the meta title, the description, the banner as the link
 * preview's picture, `og:type` article, and as JSON-LD the `Article` and its breadcrumbs
 * (Home › Blog › Category › Article).
 */
export function articlePageHead(input: ArticlePageInput): PageHead {
  const { post, t } = input;
  const picture = articlePicture(input);
  return {
    title: articleMetaTitle(post),
    description: articleDescription(post),
    ...(picture ? { image: picture } : {}),
    openGraphType: 'article',
    structuredData: [
      articleStructuredData(input) as StructuredData,
      pageBreadcrumbs(input, articleCanonicalPath(post), [
        { name: t('blog.crumbs.blog'), path: BLOG_PATH },
        { name: post.category, path: blogCategoryPath(post.category_rewrite) },
        { name: post.title },
      ]),
    ],
  };
}

/** What the article's facts need besides the page: the allow-list its HTML is cleaned by on the way in. */
export interface ArticleFactsInput extends ArticlePageInput {
  sanitize: HtmlSanitizer;
}

/**
 * The article's main facts for crawlers without JavaScript (decision 0034): its title,
 * its category (a link to it), date and author, then the lead and the body as the API
 * stores them, cleaned again by `sanitize`. The rest escaped.
 */
export function articleFacts({ post, t, language, sanitize }: ArticleFactsInput): SafeHtml {
  const byline = post.author && html`, ${t('blog.article.author', { author: post.author })}`;
  return html`<h1>${post.title}</h1><p><a href="${blogCategoryPath(post.category_rewrite)}">${post.category}</a>, <time datetime="${localIsoWithOffset(post.date_add) ?? post.date_add}">${formatPostDate(post.date_add, language)}</time>${byline}</p>${trustedHtml(
    sanitize(post.short_content),
  )}${trustedHtml(sanitize(post.content))}`;
}
