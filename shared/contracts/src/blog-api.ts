import { Type, type Static } from '@sinclair/typebox';
import { LocalDateTimeSchema } from './catalog-api.ts';

/*
 * The blog (spec part 2, sections 2, 3, 7 and 9): one gateway call, GET /api/blog, whose
 * `path` query names the content and carries its own parameters, URL-encoded:
 *
 *   /api/blog?path=rest%2Fblogpost%3FresultsPerPage%3D16%26page%3D2
 *
 * Every answer is `{ psdata, totalPages?, totalPosts? }`; an unknown path or a bad
 * parameter is a 400 whose `field` names the parameter (`path`, `page`, `id_category`…).
 * Names keep the spec's (and its CMS's) snake_case so the mobile apps read the same
 * fields. Images are variant URLs of the image route (`/api/images/salons/<photo>/5_3.webp`),
 * so `ResponsiveImage` offers AVIF and WebP at every width. Comments are plain REST.
 */

/** The content paths of GET /api/blog. */
export const BLOG_PATHS = [
  'rest/blogpost',
  'rest/blogpostbylinkrewrite',
  'rest/blogpostbycategory',
  'rest/blogsuggestedpost',
  'rest/blogpromotedpost',
  'rest/blogcategories',
  'rest/getytlinks',
  'rest/jldslider',
  'rest/jldbanner',
] as const;
export type BlogPath = (typeof BLOG_PATHS)[number];

/** Blog list page size: 16, or 15 when the window is 1189 to 1588 px wide (a 3-column grid). */
export const BLOG_PAGE_SIZE = 16;
export const BLOG_PAGE_SIZE_MEDIUM = 15;
/** The window widths (inclusive) where the list shows 15 per page and 3 suggested articles. */
export const BLOG_MEDIUM_WIDTH = { min: 1189, max: 1588 } as const;
/** The most a list page may ask for. */
export const BLOG_MAX_PAGE_SIZE = 48;
/** The home page's teaser shows 12 posts. */
export const BLOG_TEASER_SIZE = 12;
/** Suggested articles under an article: 4 (3 between 1189 and 1588 px). */
export const BLOG_SUGGESTED_COUNT = 4;
/** The home page's suggested-posts slider shows below this window width. */
export const BLOG_SLIDER_MAX_WIDTH = 789;

/**
 * `type` of rest/blogpost: `all` (default), `article` (posts without a video) or `video`
 * (posts with a `video_code`). Decision 0020.
 */
export const BLOG_POST_TYPES = ['all', 'article', 'video'] as const;
export type BlogPostType = (typeof BLOG_POST_TYPES)[number];

const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);

export const BlogCategorySchema = Type.Object({
  id_simpleblog_category: Type.Integer({ minimum: 1 }),
  /** In the language of the request (Accept-Language: pl, en or fr). */
  name: Type.String(),
  link_rewrite: Type.String({ description: 'slug in /blog/{category}' }),
});
export type BlogCategory = Static<typeof BlogCategorySchema>;

/** A post in a list: everything but the main content. */
export const BlogPostSummarySchema = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  id_simpleblog_category: Type.Integer({ minimum: 1 }),
  title: Type.String(),
  /** The category's name in the language of the request. */
  category: Type.String(),
  category_rewrite: Type.String(),
  link_rewrite: Type.String({ description: 'postRef in /blog/{category}/{postRef}' }),
  /** The 5:3 picture's URL (a variant URL of the image route); null when the post has none. */
  banner: Nullable(Type.String()),
  author: Nullable(Type.String()),
  date_add: LocalDateTimeSchema,
  date_upd: LocalDateTimeSchema,
  active: Type.Boolean(),
  /** A lead of one or two sentences, sanitised HTML. */
  short_content: Type.String(),
  meta_title: Nullable(Type.String()),
  meta_description: Nullable(Type.String()),
  tags: Type.Array(Type.String()),
  likes: Type.Integer({ minimum: 0 }),
  views: Type.Integer({ minimum: 0 }),
  /** The id of a video of rest/getytlinks shown with the article; null when none. */
  video_code: Nullable(Type.String()),
});
export type BlogPostSummary = Static<typeof BlogPostSummarySchema>;

/** An article: a list entry with its main content (sanitised HTML). */
export const BlogPostSchema = Type.Composite([BlogPostSummarySchema, Type.Object({ content: Type.String() })]);
export type BlogPost = Static<typeof BlogPostSchema>;

/** A video: `link`'s last path part is its id; `image` is a 5:3 variant URL. */
export const BlogVideoSchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  /** A YouTube watch URL or a clip on this site (`/api/media/videos/<id>.webm`). */
  link: Type.String(),
  image: Type.String(),
});
export type BlogVideo = Static<typeof BlogVideoSchema>;

/** A home-page banner: `image` is a 17:6 variant URL for wide screens, `image_mobile` a 5:3 one. */
export const BlogBannerSchema = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  /** Where it leads: a path of the site or an https URL. */
  url: Type.String(),
  image: Type.String(),
  image_mobile: Type.String(),
  /** What the banner says, in the language of the request: its image's text alternative. */
  title: Type.String(),
});
export type BlogBanner = Static<typeof BlogBannerSchema>;

/** An entry of the blog home's featured slider. */
export const BlogSliderEntrySchema = Type.Composite([BlogBannerSchema, Type.Object({ description: Nullable(Type.String()) })]);
export type BlogSliderEntry = Static<typeof BlogSliderEntrySchema>;

/** The answer of GET /api/blog: psdata's shape depends on the path. */
export interface BlogAnswer<T> {
  psdata: T;
  /** Lists only (rest/blogpost, rest/blogpostbycategory). */
  totalPages?: number;
  totalPosts?: number;
}

/** psdata of each path. */
export interface BlogPsData {
  'rest/blogpost': BlogPostSummary[];
  'rest/blogpostbylinkrewrite': BlogPost;
  'rest/blogpostbycategory': BlogPostSummary[];
  'rest/blogsuggestedpost': BlogPostSummary[];
  'rest/blogpromotedpost': BlogPostSummary[];
  'rest/blogcategories': BlogCategory[];
  'rest/getytlinks': BlogVideo[];
  'rest/jldslider': BlogSliderEntry[];
  'rest/jldbanner': BlogBanner[];
}

/**
 * The parameters of each path (all optional unless said):
 * - rest/blogpost: resultsPerPage (1–48, default 16), page (≥ 1, default 1), type (`all`, `article`, `video`).
 * - rest/blogpostbylinkrewrite: link_rewrite (required).
 * - rest/blogpostbycategory: id_category (required), page, resultsPerPage.
 * - rest/blogsuggestedpost: id_category (comma-separated ids; none: every category),
 *   numberOfResults (1–12, default 4), exclude (a post's link_rewrite to leave out).
 * - rest/blogpromotedpost: numberOfResults (1–12, default 4).
 * - the others take none.
 * A page past the end answers an empty list with the true totals.
 */
export type BlogQuery = Record<string, string | number | undefined>;

/** The value of `path` for a content path and its parameters: `rest/blogpost?page=2&resultsPerPage=16`. */
export function blogPathQuery(path: BlogPath, params: BlogQuery = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value));
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** Comments: 2 to 2 000 characters of plain text (HTML is shown as text). */
export const COMMENT_MIN_LENGTH = 2;
export const COMMENT_MAX_LENGTH = 2000;
/** Comments per page, newest first. */
export const COMMENTS_PAGE_SIZE = 10;

export const BlogCommentSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  /** The author's first name and the initial of the last name: "Anna K.". */
  author: Type.String(),
  body: Type.String(),
  createdAt: LocalDateTimeSchema,
  /** Whether the signed-in caller wrote it. */
  mine: Type.Boolean(),
});
export type BlogComment = Static<typeof BlogCommentSchema>;

/** GET /api/blog/posts/{postId}/comments?page= */
export const BlogCommentPageSchema = Type.Object({
  data: Type.Array(BlogCommentSchema),
  page: Type.Integer({ minimum: 1 }),
  totalPages: Type.Integer({ minimum: 0 }),
  totalComments: Type.Integer({ minimum: 0 }),
});
export type BlogCommentPage = Static<typeof BlogCommentPageSchema>;

/** POST /api/blog/posts/{postId}/comments (signed in). */
export const NewBlogCommentSchema = Type.Object({ body: Type.String({ maxLength: COMMENT_MAX_LENGTH }) });
export type NewBlogComment = Static<typeof NewBlogCommentSchema>;
