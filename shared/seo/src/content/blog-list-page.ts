import type { BlogCategory, BlogPostSummary } from '@salon/contracts/blog-api';
import { BLOG_PATH, blogArticlePath, blogCategoryPath } from '@salon/contracts/site-paths';
import { localIsoWithOffset } from '@salon/i18n/format-date';
import { pageBreadcrumbs } from '../breadcrumbs.ts';
import { html, type SafeHtml } from '../html.ts';
import type { SeoPageContext } from '../page-context.ts';
import type { PageHead } from '../page-head.ts';
import { htmlToText } from './html-text.ts';
import { formatPostDate } from './post-date.ts';

/** A list page's address: `?page=` only after the first page, so page 1 has one URL. */
export function listPagePath(basePath: string, page: number): string {
  return page > 1 ? `${basePath}?page=${page}` : basePath;
}

/** The blog home (`/blog`, `?page=N`): the page of the list shown, 1-based. */
export interface BlogHomePageInput extends SeoPageContext {
  page: number;
}

/** A category's page (`/blog/:category`) as GET /api/blog?path=rest/blogcategories names it. */
export interface BlogCategoryPageInput extends BlogHomePageInput {
  category: BlogCategory;
}

/** One page of a list as GET /api/blog answers it (rest/blogpost, rest/blogpostbycategory). */
export interface BlogListPage {
  posts: readonly BlogPostSummary[];
  totalPages: number;
}

/** Each page of a list gets its own title, so search results and history tell them apart. */
function pagedTitle({ t, page }: BlogHomePageInput, title: string): string {
  return page > 1 ? t('blog.list.pagedTitle', { title, page }) : title;
}

/** The blog home's head: "Blog" (with its page after the first), the blog's description, and its breadcrumbs (Home › Blog) as JSON-LD. */
export function blogHomePageHead(input: BlogHomePageInput): PageHead {
  const { t, config, page } = input;
  return {
    title: pagedTitle(input, t('blog.home.title')),
    description: t('blog.home.description', { brand: config.brand }),
    openGraphType: 'website',
    structuredData: [pageBreadcrumbs(input, listPagePath(BLOG_PATH, page), [{ name: t('blog.crumbs.blog') }])],
  };
}

/** A category's head: "<category> – blog" (with its page after the first), its description, and its breadcrumbs (Home › Blog › Category) as JSON-LD. */
export function blogCategoryPageHead(input: BlogCategoryPageInput): PageHead {
  const { t, config, page, category } = input;
  return {
    title: pagedTitle(input, t('blog.category.title', { category: category.name })),
    description: t('blog.category.description', { category: category.name, brand: config.brand }),
    openGraphType: 'website',
    structuredData: [
      pageBreadcrumbs(input, listPagePath(blogCategoryPath(category.link_rewrite), page), [
        { name: t('blog.crumbs.blog'), path: BLOG_PATH },
        { name: category.name },
      ]),
    ],
  };
}

/** The blog home's main facts for crawlers without JavaScript: its heading, the page's articles and the way to the pages beside it. */
export function blogHomeFacts(input: BlogHomePageInput & BlogListPage): SafeHtml {
  return listFacts(input, input.t('blog.home.title'), BLOG_PATH);
}

/** A category's main facts for crawlers without JavaScript: its name, the page's articles and the way to the pages beside it. */
export function blogCategoryFacts(input: BlogCategoryPageInput & BlogListPage): SafeHtml {
  return listFacts(input, input.category.name, blogCategoryPath(input.category.link_rewrite));
}

/**
 * A list page as plain HTML: the heading, each article's title (a link to it), date and
 * lead as text, then links to the previous and the next page; a word when it is empty.
 */
function listFacts({ t, language, page, posts, totalPages }: BlogHomePageInput & BlogListPage, heading: string, basePath: string): SafeHtml {
  const items = posts.map((post) => {
    const lead = htmlToText(post.short_content);
    return html`<li><h2><a href="${blogArticlePath(post.category_rewrite, post.link_rewrite)}">${post.title}</a></h2><p><time datetime="${
      localIsoWithOffset(post.date_add) ?? post.date_add
    }">${formatPostDate(post.date_add, language)}</time></p>${lead && html`<p>${lead}</p>`}</li>`;
  });
  const previous = page > 1 && html`<a href="${listPagePath(basePath, page - 1)}">${t('blog.list.previous')}</a>`;
  const next = page < totalPages && html`<a href="${listPagePath(basePath, page + 1)}">${t('blog.list.next')}</a>`;
  return html`<h1>${heading}</h1>${items.length > 0 ? html`<ul>${items}</ul>` : html`<p>${t('blog.list.empty')}</p>`}${(previous || next) && html`<p>${previous}${previous && next && ' '}${next}</p>`}`;
}
