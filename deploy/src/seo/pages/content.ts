import { Type, type TSchema } from '@sinclair/typebox';
import {
  BLOG_PAGE_SIZE,
  BlogCategorySchema,
  BlogPostSchema,
  BlogPostSummarySchema,
  blogPathQuery,
  type BlogPath,
  type BlogQuery,
} from '@salon/contracts/blog-api';
import { RecruitmentOfferSchema, isRecruitmentId, type RecruitmentOffer } from '@salon/contracts/recruitment-api';
import { BLOG_PATH, JOBS_PATH } from '@salon/contracts/site-paths';
import { articleFacts, articlePageHead } from '@salon/seo/content/article-page';
import { blogCategoryFacts, blogCategoryPageHead, blogHomeFacts, blogHomePageHead, type BlogListPage } from '@salon/seo/content/blog-list-page';
import type { HtmlSanitizer } from '@salon/seo/content/content-page';
import { offerFacts, offerPageHead } from '@salon/seo/content/job-offer-page';
import { cityOffersFacts, cityOffersPageHead, offersCity, offersFacts, offersPageHead } from '@salon/seo/content/job-offers-page';
import { parsePageQuery } from '@salon/seo/content/page-query';
import type { PageContext, PageRoute } from './page-route.ts';

/*
 * The blog's and the job offers' pages (decision 0034), read from the same API routes as
 * mfe-blog's and mfe-jobs' calls and built by the same @salon/seo builders as their
 * screens. HTML of the API (an article's lead and body, an offer's description) goes
 * into the facts and the JSON-LD only through the allow-list the API stores it through
 * (`apiAllowList`): the API is trusted no more here than in the browser, which cleans it
 * again with DOMPurify.
 */

let allowList: Promise<HtmlSanitizer> | undefined;

/**
 * The allow-list the API stores article and offer HTML through (`sanitizeArticleHtml`,
 * sanitize-html), the function itself rather than a copy of its options. Loaded with the
 * first page that puts such HTML in: sanitize-html, its parser and postcss stay out of the
 * gateway's start-up, which every navigation of the site waits on.
 */
function apiAllowList(): Promise<HtmlSanitizer> {
  allowList ??= import('api/plugins/app/blog/sanitize').then((module) => module.sanitizeArticleHtml);
  return allowList;
}

/** GET /api/blog's answer for a path whose `psdata` is `psdata` (lists add their totals). */
const blogAnswer = <T extends TSchema>(psdata: T) =>
  Type.Object({ psdata, totalPages: Type.Optional(Type.Integer({ minimum: 0 })), totalPosts: Type.Optional(Type.Integer({ minimum: 0 })) });

const PostListAnswer = blogAnswer(Type.Array(BlogPostSummarySchema));
const CategoriesAnswer = blogAnswer(Type.Array(BlogCategorySchema));
const ArticleAnswer = blogAnswer(BlogPostSchema);
const OffersAnswer = Type.Array(RecruitmentOfferSchema);

/** The address of a blog read, as mfe-blog's `blogCall` asks it: GET /api/blog?path=<path and its parameters, encoded>. */
function blogApiPath(path: BlogPath, params?: BlogQuery): string {
  return `/api/blog?${new URLSearchParams({ path: blogPathQuery(path, params) }).toString()}`;
}

/**
 * The page of a list that `?page=` asks for, as the blog's list screen shows it: its
 * posts and totals, the first page when `?page=` is no page or lies past the last
 * (the screen shows the first page then). At the list's usual size (16; the screen asks
 * 15 on windows from 1189 to 1588 px wide, which a crawler does not have). Undefined
 * when the API has no such list.
 */
async function readListPage(context: PageContext, path: 'rest/blogpost' | 'rest/blogpostbycategory', params: BlogQuery = {}): Promise<(BlogListPage & { page: number }) | undefined> {
  const read = (page: number) => context.api.get(blogApiPath(path, { ...params, page, resultsPerPage: BLOG_PAGE_SIZE }), PostListAnswer, { language: context.language });
  const requested = parsePageQuery(context.query) ?? 1;
  let page = requested;
  let answer = await read(page);
  if (answer && page > 1 && page > (answer.totalPages ?? 0)) {
    page = 1;
    answer = await read(page);
  }
  return answer && { page, posts: answer.psdata, totalPages: answer.totalPages ?? 1 };
}

/** The open offers (GET /api/recruitment, public, as mfe-jobs reads it): one answer for the list, a city and an offer. */
function readOffers(context: PageContext): Promise<RecruitmentOffer[] | undefined> {
  return context.api.get('/api/recruitment', OffersAnswer, { language: context.language });
}

const blogHome: PageRoute = {
  pattern: BLOG_PATH,
  async render(_params, context) {
    const list = await readListPage(context, 'rest/blogpost');
    if (!list) return undefined;
    const input = { ...context, ...list };
    return { head: blogHomePageHead(input), facts: blogHomeFacts(input) };
  },
};

const blogCategory: PageRoute = {
  pattern: `${BLOG_PATH}/:category`,
  async render({ category: slug }, context) {
    const categories = await context.api.get(blogApiPath('rest/blogcategories'), CategoriesAnswer, { language: context.language });
    const category = categories?.psdata.find((entry) => entry.link_rewrite === slug);
    if (!category) return undefined;
    const list = await readListPage(context, 'rest/blogpostbycategory', { id_category: category.id_simpleblog_category });
    if (!list) return undefined;
    const input = { ...context, category, ...list };
    return { head: blogCategoryPageHead(input), facts: blogCategoryFacts(input) };
  },
};

const blogArticle: PageRoute = {
  pattern: `${BLOG_PATH}/:category/:slug`,
  async render({ category, slug = '' }, context) {
    const answer = await context.api.get(blogApiPath('rest/blogpostbylinkrewrite', { link_rewrite: slug }), ArticleAnswer, { language: context.language });
    const post = answer?.psdata;
    // Under another category's slug it is not this page (page-status.ts sends it to its own).
    if (!post || post.category_rewrite !== category) return undefined;
    const input = { ...context, post };
    return { head: articlePageHead(input), facts: articleFacts({ ...input, sanitize: await apiAllowList() }) };
  },
};

const jobOffers: PageRoute = {
  pattern: JOBS_PATH,
  async render(_params, context) {
    const offers = await readOffers(context);
    if (!offers) return undefined;
    return { head: offersPageHead(context), facts: offersFacts({ ...context, offers }) };
  },
};

/** `/pracuj-z-nami/{24 hex}`: an enabled offer; any other segment is a city (the next route). */
const jobOffer: PageRoute = {
  pattern: `${JOBS_PATH}/:id`,
  async render({ id = '' }, context) {
    if (!isRecruitmentId(id)) return undefined;
    const offer = (await readOffers(context))?.find((candidate) => candidate.id === id && candidate.enabled);
    if (!offer) return undefined;
    const input = { ...context, offer, sanitize: await apiAllowList() };
    return { head: offerPageHead(input), facts: offerFacts(input) };
  },
};

const jobsCity: PageRoute = {
  pattern: `${JOBS_PATH}/:city`,
  async render({ city: slug = '' }, context) {
    if (isRecruitmentId(slug)) return undefined;
    const offers = await readOffers(context);
    const city = offers && offersCity(offers, slug);
    if (!offers || !city) return undefined;
    const input = { ...context, offers, city };
    return { head: cityOffersPageHead(input), facts: cityOffersFacts(input) };
  },
};

/** The blog home, a category, an article; the offers, an offer, a city's offers. */
export const contentRoutes: readonly PageRoute[] = [blogHome, blogCategory, blogArticle, jobOffers, jobOffer, jobsCity];
