import { sql, type Kysely } from 'kysely';
import type { Language } from '@salon/contracts/languages';
import type {
  BlogAnswer,
  BlogBanner,
  BlogCategory,
  BlogPost,
  BlogPostSummary,
  BlogSliderEntry,
  BlogVideo,
} from '@salon/contracts/blog-api';
import type { DB } from '../../../db/schema.ts';
import { notFound } from '../../../lib/errors.ts';
import { formatLocalDateTime } from '../../../lib/local-time.ts';
import { translate } from '../../../lib/translate.ts';
import type { BlogRequest } from './blog-paths.ts';

/*
 * The answers of GET /api/blog, one per content path: only active posts, newest first
 * (date_add, then id), category names and the home page's titles in the request's
 * language. A page past the end is an empty list with the true totals. Reading an
 * article counts a view (decision 0020).
 */

/** Where a clip hosted here is served (routes/api/media). */
export const VIDEO_PATH = '/api/media/videos';

export type BlogPsData =
  | BlogPostSummary[]
  | BlogPost
  | BlogCategory[]
  | BlogVideo[]
  | BlogSliderEntry[]
  | BlogBanner[];

/** The answer to a parsed request; 404 NOT_FOUND on `link_rewrite` or `id_category` for what is not there. */
export async function readBlog(db: Kysely<DB>, request: BlogRequest, language: Language): Promise<BlogAnswer<BlogPsData>> {
  switch (request.path) {
    case 'rest/blogpost': {
      const where = (query: PostQuery) =>
        request.type === 'video' ? query.where('p.video_id', 'is not', null) : request.type === 'article' ? query.where('p.video_id', 'is', null) : query;
      return listPage(db, where, request, language);
    }
    case 'rest/blogpostbycategory': {
      await requireCategories(db, [request.categoryId]);
      return listPage(db, (query) => query.where('p.category_id', '=', request.categoryId), request, language);
    }
    case 'rest/blogsuggestedpost': {
      const { categoryIds, exclude } = request;
      if (categoryIds) await requireCategories(db, categoryIds);
      const rows = await postQuery(db)
        .$if(categoryIds !== null, (query) => query.where('p.category_id', 'in', categoryIds!))
        .$if(exclude !== null, (query) => query.where('p.link_rewrite', '!=', exclude!))
        .orderBy('p.date_add', 'desc')
        .orderBy('p.id', 'desc')
        .limit(request.numberOfResults)
        .execute();
      return { psdata: rows.map((row) => summary(row, language)) };
    }
    case 'rest/blogpromotedpost': {
      const rows = await postQuery(db).where('p.promoted', '=', true).orderBy('p.date_add', 'desc').orderBy('p.id', 'desc').limit(request.numberOfResults).execute();
      return { psdata: rows.map((row) => summary(row, language)) };
    }
    case 'rest/blogpostbylinkrewrite':
      return { psdata: await readArticle(db, request.linkRewrite, language) };
    case 'rest/blogcategories': {
      const rows = await db.selectFrom('blog_categories').select(['id', 'link_rewrite', 'name']).where('active', '=', true).orderBy('position').orderBy('id').execute();
      return { psdata: rows.map((row) => ({ id_simpleblog_category: row.id, name: translate(row.name, language) ?? row.link_rewrite, link_rewrite: row.link_rewrite })) };
    }
    case 'rest/getytlinks': {
      const rows = await db.selectFrom('blog_videos').select(['id', 'title', 'image', 'youtube_link', 'file_name']).orderBy('position').orderBy('id').execute();
      return {
        psdata: rows.map((row) => ({
          id: row.id,
          title: translate(row.title, language) ?? '',
          link: row.youtube_link ?? `${VIDEO_PATH}/${row.file_name}`,
          image: row.image,
        })),
      };
    }
    case 'rest/jldbanner': {
      const rows = await db.selectFrom('blog_banners').selectAll().orderBy('position').orderBy('id').execute();
      return { psdata: rows.map((row) => ({ id: row.id, url: row.url, image: row.image, image_mobile: row.image_mobile, title: translate(row.title, language) ?? '' })) };
    }
    case 'rest/jldslider': {
      const rows = await db.selectFrom('blog_slider').selectAll().orderBy('position').orderBy('id').execute();
      return {
        psdata: rows.map((row) => ({
          id: row.id,
          url: row.url,
          image: row.image,
          image_mobile: row.image_mobile,
          title: translate(row.title, language) ?? '',
          description: translate(row.description, language),
        })),
      };
    }
  }
}

/** Active posts with their category (the category of an active post is active: the import sees to it). */
function postQuery(db: Kysely<DB>) {
  return db
    .selectFrom('blog_posts as p')
    .innerJoin('blog_categories as c', 'c.id', 'p.category_id')
    .where('p.active', '=', true)
    .select([
      'p.id',
      'p.category_id',
      'p.title',
      'p.link_rewrite',
      'p.banner',
      'p.author',
      'p.date_add',
      'p.date_upd',
      'p.active',
      'p.short_content',
      'p.meta_title',
      'p.meta_description',
      'p.tags',
      'p.likes',
      'p.views',
      'p.video_id',
      'c.name as category_name',
      'c.link_rewrite as category_rewrite',
    ]);
}

type PostQuery = ReturnType<typeof postQuery>;
type PostRow = Awaited<ReturnType<PostQuery['executeTakeFirstOrThrow']>>;

function summary(row: PostRow, language: Language): BlogPostSummary {
  return {
    id: row.id,
    id_simpleblog_category: row.category_id,
    title: row.title,
    category: translate(row.category_name, language) ?? row.category_rewrite,
    category_rewrite: row.category_rewrite,
    link_rewrite: row.link_rewrite,
    banner: row.banner,
    author: row.author,
    date_add: formatLocalDateTime(row.date_add),
    date_upd: formatLocalDateTime(row.date_upd),
    active: row.active,
    short_content: row.short_content,
    meta_title: row.meta_title,
    meta_description: row.meta_description,
    tags: row.tags,
    likes: row.likes,
    views: row.views,
    video_code: row.video_id,
  };
}

async function listPage(
  db: Kysely<DB>,
  where: (query: PostQuery) => PostQuery,
  request: { page: number; resultsPerPage: number },
  language: Language,
): Promise<BlogAnswer<BlogPostSummary[]>> {
  const { page, resultsPerPage } = request;
  const counted = await where(postQuery(db))
    .clearSelect()
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
  const totalPosts = Number(counted.total);
  const totalPages = Math.ceil(totalPosts / resultsPerPage);
  // A page past the end reads nothing: the answer is an empty page with the true totals.
  const rows =
    page > totalPages
      ? []
      : await where(postQuery(db))
          .orderBy('p.date_add', 'desc')
          .orderBy('p.id', 'desc')
          .limit(resultsPerPage)
          .offset((page - 1) * resultsPerPage)
          .execute();
  return { psdata: rows.map((row) => summary(row, language)), totalPages, totalPosts };
}

/** 404 on id_category unless every id is a listed category. */
async function requireCategories(db: Kysely<DB>, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await db.selectFrom('blog_categories').select('id').where('id', 'in', [...ids]).where('active', '=', true).execute();
  if (found.length !== ids.length) throw notFound('id_category');
}

/** An active article with its content; counts the read. */
async function readArticle(db: Kysely<DB>, linkRewrite: string, language: Language): Promise<BlogPost> {
  const counted = await db
    .updateTable('blog_posts')
    .set({ views: sql`views + 1` })
    .where('link_rewrite', '=', linkRewrite)
    .where('active', '=', true)
    .returning(['id', 'content'])
    .executeTakeFirst();
  if (!counted) throw notFound('link_rewrite');
  const row = await postQuery(db).where('p.id', '=', counted.id).executeTakeFirstOrThrow();
  return { ...summary(row, language), content: counted.content };
}
