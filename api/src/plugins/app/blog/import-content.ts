import path from 'node:path';
import { sql, type Kysely, type Transaction } from 'kysely';
import { findRepoRoot } from '../../../config.ts';
import type { DB } from '../../../db/schema.ts';
import { readBlogContent, type BlogContent, type PostContent } from './read-content.ts';

/*
 * Writes a checked content folder (read-content.ts) into PostgreSQL in one transaction:
 * every table is upserted by its key (categories, banners and slider by id, posts by
 * link_rewrite, videos by id), so running it again changes nothing, and an error part way
 * leaves the blog as it was. A post whose file disappeared is deactivated (its id, views
 * and comments stay); categories left out stop being listed; banners, slider entries and
 * videos left out are removed. The command (api/scripts/content.ts) and the seed call it.
 */

/** The content shipped with the repository, which the seed imports into an empty blog. */
export const BLOG_CONTENT_DIR = path.join(findRepoRoot(), 'api', 'content', 'blog');

/** Any number; two imports (or two API instances seeding) take turns. */
const BLOG_LOCK = 7_270_005;

export interface ImportSummary {
  /** False when `onlyIfEmpty` found a blog already there. */
  imported: boolean;
  categories: number;
  posts: { added: number; updated: number; unchanged: number; deactivated: number };
  banners: number;
  slider: number;
  videos: number;
}

/** Reads, checks and imports `folder`; throws ContentError (nothing written) when a file is wrong. */
export async function importBlogFolder(db: Kysely<DB>, folder: string, options: { onlyIfEmpty?: boolean } = {}): Promise<ImportSummary> {
  return importBlogContent(db, await readBlogContent(folder), options);
}

/** Imports checked content. With `onlyIfEmpty`, does nothing when the blog has a category already (the seed). */
export async function importBlogContent(db: Kysely<DB>, content: BlogContent, options: { onlyIfEmpty?: boolean } = {}): Promise<ImportSummary> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${BLOG_LOCK})`.execute(trx);
    const empty = { added: 0, updated: 0, unchanged: 0, deactivated: 0 };
    if (options.onlyIfEmpty && (await trx.selectFrom('blog_categories').select('id').limit(1).executeTakeFirst())) {
      return { imported: false, categories: 0, posts: empty, banners: 0, slider: 0, videos: 0 };
    }
    await writeCategories(trx, content);
    await writeVideos(trx, content);
    const posts = await writePosts(trx, content.posts);
    await removeVideosLeftOut(trx, content);
    await writeBanners(trx, content);
    return {
      imported: true,
      categories: content.categories.length,
      posts,
      banners: content.banners.length,
      slider: content.slider.length,
      videos: content.videos.length,
    };
  });
}

async function writeCategories(trx: Transaction<DB>, content: BlogContent): Promise<void> {
  for (const category of content.categories) {
    const values = { link_rewrite: category.link_rewrite, name: JSON.stringify(category.name), position: category.position, active: true };
    await trx
      .insertInto('blog_categories')
      .values({ id: category.id, ...values })
      .onConflict((oc) => oc.column('id').doUpdateSet(values))
      .execute();
  }
  const ids = content.categories.map((category) => category.id);
  await trx
    .updateTable('blog_categories')
    .set({ active: false })
    .$if(ids.length > 0, (query) => query.where('id', 'not in', ids))
    .execute();
}

async function writeVideos(trx: Transaction<DB>, content: BlogContent): Promise<void> {
  const existing = new Map(
    (await trx.selectFrom('blog_videos').select(['id', 'hash', 'youtube_link']).execute()).map((row) => [row.id, row]),
  );
  for (const video of content.videos) {
    const described = { title: JSON.stringify(video.title), image: video.image, position: video.position };
    const known = existing.get(video.id);
    // The clip's bytes are written only when they changed: re-importing does not rewrite megabytes.
    const sameSource = known && (video.clip ? known.hash === video.clip.hash : known.youtube_link === video.youtube_link && known.hash === null);
    if (sameSource) {
      await trx.updateTable('blog_videos').set(described).where('id', '=', video.id).execute();
      continue;
    }
    const source = video.clip
      ? { youtube_link: null, file_name: video.clip.file_name, content_type: video.clip.content_type, size: video.clip.size, hash: video.clip.hash, data: video.clip.data }
      : { youtube_link: video.youtube_link, file_name: null, content_type: null, size: null, hash: null, data: null };
    await trx
      .insertInto('blog_videos')
      .values({ id: video.id, ...described, ...source })
      .onConflict((oc) => oc.column('id').doUpdateSet({ ...described, ...source }))
      .execute();
  }
}

async function writePosts(trx: Transaction<DB>, posts: readonly PostContent[]): Promise<ImportSummary['posts']> {
  const existing = new Map(
    (await trx.selectFrom('blog_posts').select(['id', 'link_rewrite', 'source_hash', 'active']).execute()).map((row) => [row.link_rewrite, row]),
  );
  const summary = { added: 0, updated: 0, unchanged: 0, deactivated: 0 };
  // New posts get their ids oldest first, so a fresh database numbers them the same way every time.
  const ordered = [...posts].sort((a, b) => a.date_add.getTime() - b.date_add.getTime() || a.link_rewrite.localeCompare(b.link_rewrite));
  for (const post of ordered) {
    const known = existing.get(post.link_rewrite);
    if (known && known.active && known.source_hash === post.source_hash) {
      summary.unchanged += 1;
      continue;
    }
    const values = { ...post, active: true };
    if (known) {
      await trx.updateTable('blog_posts').set(values).where('id', '=', known.id).execute();
      summary.updated += 1;
    } else {
      await trx.insertInto('blog_posts').values(values).execute();
      summary.added += 1;
    }
  }
  const kept = posts.map((post) => post.link_rewrite);
  const gone = await trx
    .updateTable('blog_posts')
    .set({ active: false, video_id: null })
    .where('active', '=', true)
    .$if(kept.length > 0, (query) => query.where('link_rewrite', 'not in', kept))
    .executeTakeFirst();
  summary.deactivated = Number(gone.numUpdatedRows);
  // A deactivated post keeps no link to a video, so a video left out can be removed.
  await trx
    .updateTable('blog_posts')
    .set({ video_id: null })
    .where('active', '=', false)
    .where('video_id', 'is not', null)
    .execute();
  return summary;
}

async function removeVideosLeftOut(trx: Transaction<DB>, content: BlogContent): Promise<void> {
  const ids = content.videos.map((video) => video.id);
  await trx
    .deleteFrom('blog_videos')
    .$if(ids.length > 0, (query) => query.where('id', 'not in', ids))
    .execute();
}

async function writeBanners(trx: Transaction<DB>, content: BlogContent): Promise<void> {
  const bannerIds = content.banners.map((banner) => banner.id);
  await trx
    .deleteFrom('blog_banners')
    .$if(bannerIds.length > 0, (query) => query.where('id', 'not in', bannerIds))
    .execute();
  for (const banner of content.banners) {
    const values = { url: banner.url, image: banner.image, image_mobile: banner.image_mobile, title: JSON.stringify(banner.title), position: banner.position };
    await trx
      .insertInto('blog_banners')
      .values({ id: banner.id, ...values })
      .onConflict((oc) => oc.column('id').doUpdateSet(values))
      .execute();
  }
  const sliderIds = content.slider.map((entry) => entry.id);
  await trx
    .deleteFrom('blog_slider')
    .$if(sliderIds.length > 0, (query) => query.where('id', 'not in', sliderIds))
    .execute();
  for (const entry of content.slider) {
    const values = {
      url: entry.url,
      image: entry.image,
      image_mobile: entry.image_mobile,
      title: JSON.stringify(entry.title),
      description: entry.description === null ? null : JSON.stringify(entry.description),
      position: entry.position,
    };
    await trx
      .insertInto('blog_slider')
      .values({ id: entry.id, ...values })
      .onConflict((oc) => oc.column('id').doUpdateSet(values))
      .execute();
  }
}
