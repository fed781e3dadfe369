import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiErrorSchema } from '@salon/contracts/api';
import {
  BLOG_MAX_PAGE_SIZE,
  BLOG_PAGE_SIZE,
  BlogBannerSchema,
  BlogCategorySchema,
  BlogCommentPageSchema,
  BlogCommentSchema,
  BlogPostSchema,
  BlogPostSummarySchema,
  BlogSliderEntrySchema,
  BlogVideoSchema,
  COMMENT_MAX_LENGTH,
  COMMENT_MIN_LENGTH,
  COMMENTS_PAGE_SIZE,
  NewBlogCommentSchema,
} from '@salon/contracts/blog-api';
import { invalidValue } from '../../../lib/errors.ts';
import { BLOG_MAX_RESULTS, parseBlogPath } from '../../../plugins/app/blog/blog-paths.ts';
import { addComment, listComments } from '../../../plugins/app/blog/comments.ts';
import { readBlog } from '../../../plugins/app/blog/read-blog.ts';

/*
 * The blog (spec part 2, sections 2, 3, 7 and 9; decision 0020): every read is one call,
 * GET /api/blog?path=…, whose path names the content and carries its own parameters;
 * comments are plain REST under a post. Content is public; writing a comment needs a
 * session and is limited per customer.
 */

const MAX_INT = 2_147_483_647;

const BlogQuerySchema = Type.Object({
  path: Type.String({
    minLength: 1,
    maxLength: 2000,
    description: 'A content path with its own parameters, URL-encoded as one value: `rest/blogpost?page=2&resultsPerPage=16`.',
  }),
});

const BlogAnswerSchema = Type.Object({
  // Tried in this order when the answer is written: the article (an object), then the
  // lists; the slider before the banners, whose fields a slider entry also has.
  psdata: Type.Union([
    BlogPostSchema,
    Type.Array(BlogPostSummarySchema),
    Type.Array(BlogCategorySchema),
    Type.Array(BlogVideoSchema),
    Type.Array(BlogSliderEntrySchema),
    Type.Array(BlogBannerSchema),
  ]),
  totalPages: Type.Optional(Type.Integer({ minimum: 0, description: 'Lists only (rest/blogpost, rest/blogpostbycategory)' })),
  totalPosts: Type.Optional(Type.Integer({ minimum: 0, description: 'Lists only (rest/blogpost, rest/blogpostbycategory)' })),
});

const PostParamsSchema = Type.Object({ postId: Type.Integer({ minimum: 1, maximum: MAX_INT, description: 'The post’s id' }) });
const CommentsQuerySchema = Type.Object({ page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_INT, description: 'From 1 (the newest); 1 when absent' })) });

/** Content changes when an editor imports; a minute of caching spares the database the home page's bursts. */
const CONTENT_CACHE = 'public, max-age=60';

/**
 * 5 comments in 10 minutes per customer, counted after the session check (a guest's
 * attempts are 401 and count for no one) and keyed by the account, not the address: one
 * flooding account is stopped wherever it writes from, and customers behind one address
 * do not share a limit.
 */
const perCustomer = {
  rateLimit: {
    max: 5,
    timeWindow: '10 minutes',
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => (request.user ? `blog-comment:${request.user.id}` : `blog-comment-ip:${request.ip}`),
  },
};

const blogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/blog',
    {
      schema: {
        tags: ['blog'],
        operationId: 'getBlog',
        summary: 'Blog content: posts, an article, categories, videos, the home page’s slider and banners',
        description: [
          'The `path` query is a content path with its parameters, encoded as one value (`/api/blog?path=rest%2Fblogpost%3Fpage%3D2`).',
          `- \`rest/blogpost\`: resultsPerPage (1–${BLOG_MAX_PAGE_SIZE}, default ${BLOG_PAGE_SIZE}), page (from 1), type (\`all\`, \`article\`: posts without a video, \`video\`: posts with one).`,
          '- `rest/blogpostbylinkrewrite`: link_rewrite (required); counts a view.',
          '- `rest/blogpostbycategory`: id_category (required), page, resultsPerPage.',
          `- \`rest/blogsuggestedpost\`: id_category (comma-separated ids; none: every category), numberOfResults (1–${BLOG_MAX_RESULTS}, default 4), exclude (a link_rewrite).`,
          `- \`rest/blogpromotedpost\`: numberOfResults (1–${BLOG_MAX_RESULTS}, default 4).`,
          '- `rest/blogcategories`, `rest/getytlinks`, `rest/jldslider`, `rest/jldbanner`: none.',
          'Posts are the active ones, newest first. Lists carry totalPages and totalPosts; a page past the end is an empty list with the true totals. Names and titles are in the language of Accept-Language (pl, en, fr; Polish otherwise).',
          'An unknown path, a parameter the path does not take, one given twice or out of its bounds: 400 INVALID_VALUE naming it (`path`, `page`…). An unknown article or category: 404 NOT_FOUND on `link_rewrite` or `id_category`.',
        ].join('\n'),
        security: [],
        querystring: BlogQuerySchema,
        response: { 200: BlogAnswerSchema, 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      // Parameters belong inside `path`; one sent beside it (an unencoded `&`) is named, not ignored.
      const stray = Object.keys(request.query).find((key) => key !== 'path');
      if (stray !== undefined) throw invalidValue(stray);
      const answer = await readBlog(app.db, parseBlogPath(request.query.path), request.language);
      reply.header('cache-control', CONTENT_CACHE).header('vary', 'Accept-Language');
      return answer;
    },
  );

  app.get(
    '/blog/posts/:postId/comments',
    {
      schema: {
        tags: ['blog'],
        operationId: 'listBlogComments',
        summary: 'A page of an article’s comments, newest first',
        description: `${COMMENTS_PAGE_SIZE} a page. The author is the first name and the initial of the last name; \`mine\` marks the signed-in caller's own (a session is optional). A page past the end is empty with the true totals. An unknown or inactive post: 404 on postId.`,
        security: [{}, { bearer: [] }],
        params: PostParamsSchema,
        querystring: CommentsQuerySchema,
        response: { 200: BlogCommentPageSchema, 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) =>
      listComments(app.db, {
        postId: request.params.postId,
        page: request.query.page ?? 1,
        viewerId: request.user?.id ?? null,
        language: request.language,
      }),
  );

  app.post(
    '/blog/posts/:postId/comments',
    {
      preHandler: app.requireUser,
      config: perCustomer,
      schema: {
        tags: ['blog'],
        operationId: 'addBlogComment',
        summary: 'Comment on an article (signed in)',
        description: `Plain text, trimmed, ${COMMENT_MIN_LENGTH} to ${COMMENT_MAX_LENGTH} characters (400 on body otherwise); stored and answered as written, never as HTML. At most 5 comments in 10 minutes per customer (429 RATE_LIMITED with retryAfterSeconds). An unknown or inactive post: 404 on postId.`,
        security: [{ bearer: [] }],
        params: PostParamsSchema,
        body: NewBlogCommentSchema,
        response: { 201: BlogCommentSchema, 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const comment = await addComment(app.db, {
        postId: request.params.postId,
        userId: request.user!.id,
        body: request.body.body,
        now: app.clock.now().toJSDate(),
        language: request.language,
      });
      return reply.code(201).send(comment);
    },
  );
};

export default blogRoutes;
