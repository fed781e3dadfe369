import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Selectable } from 'kysely';
import { readSalonPhotos, salonImage, type SalonPhoto } from '../../../lib/salon-photos.ts';
import type { BlogPostsTable, Translations } from '../../../db/schema.ts';
import { ContentError, FileCheck, SLUG_MAX_LENGTH, isRecord, isSlug, unique, type ContentProblem, type Fields, type PhotoResolver } from './content-check.ts';
import { readPost, splitFrontMatter } from './read-post.ts';

/*
 * Reads a blog content folder (api/content/blog, decision 0020) into the rows the import
 * writes, checking everything first: every file parses, every field has its type and
 * bounds, every category, photo and video a file names exists. Problems are collected
 * for the whole folder (file, field, problem), so one run tells an editor everything to
 * fix, and nothing is written while there is one.
 *
 *   categories.json  { categories: [{ id, link_rewrite, name: {pl,en,fr} }] }
 *   posts/<slug>.md  YAML front matter, then Markdown (or posts/<slug>.html: HTML)
 *   banners.json     { banners: [{ id, url, image, image_mobile, title }] }
 *   slider.json      { slider: [{ id, url, image, image_mobile, title, description }] }
 *   videos.json      { videos: [{ id, file?, link?, image, title }] } and videos/<id>.webm
 *
 * Pictures are named by their photo-library name without the hash (`interior-07`) and
 * become variant URLs of the image route; all HTML is sanitised (sanitize.ts).
 */

export interface CategoryContent {
  id: number;
  link_rewrite: string;
  name: Translations;
  position: number;
}

/** A post as the import writes it: its row but for what the database keeps (id, active, counters). */
export type PostContent = Omit<Selectable<BlogPostsTable>, 'id' | 'active' | 'views' | 'likes'>;

export interface BannerContent {
  id: number;
  url: string;
  image: string;
  image_mobile: string;
  title: Translations;
  position: number;
}

export interface SliderContent extends BannerContent {
  description: Translations | null;
}

export interface VideoContent {
  id: string;
  title: Translations;
  image: string;
  position: number;
  /** A YouTube watch URL, or null for a clip hosted here. */
  youtube_link: string | null;
  /** The clip hosted here, or null for a YouTube video. */
  clip: { file_name: string; content_type: string; size: number; hash: string; data: Buffer } | null;
}

export interface BlogContent {
  categories: CategoryContent[];
  posts: PostContent[];
  banners: BannerContent[];
  slider: SliderContent[];
  videos: VideoContent[];
}

const YOUTUBE_WATCH = /^https:\/\/www\.youtube\.com\/watch\?v=[A-Za-z0-9_-]{11}$/;
/** A path of the site (not `//host`) or an https URL. */
const LINK_TARGET = /^(\/(?![/\\])[^\s\\]*|https:\/\/[^\s\\]+)$/;
/** Every WebM (Matroska) file starts with the EBML magic number. */
const WEBM_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);
/** The largest clip the site hosts: short loops for the home page, not films. */
export const MAX_CLIP_BYTES = 40 * 1024 * 1024;

/** Variant URL of a photo of the library: 5:3 for cards and phones, 17:6 for wide banners. */
export const photoUrl = (photoId: string, variant: '5_3' | '17_6') => salonImage(photoId)[variant];

/** Photo names (`interior-07`) and ids (`interior-07-2e862986`) to ids. */
function photoIndex(photos: readonly SalonPhoto[]): Map<string, string> {
  const index = new Map<string, string>();
  for (const photo of photos) {
    index.set(photo.id, photo.id);
    index.set(photo.id.replace(/-[0-9a-f]{8}$/, ''), photo.id);
  }
  return index;
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    (info) => info.isFile(),
    () => false,
  );
}

/** A JSON file's list under `key`; null (and a problem) when it cannot be read. Missing optional files are empty lists. */
async function readList(folder: string, file: string, key: string, check: FileCheck, required: boolean): Promise<Fields[] | null> {
  const full = path.join(folder, file);
  if (!(await exists(full))) return required ? check.report('file', 'is missing') : [];
  let parsed: unknown;
  try {
    // An editor's program may start the file with a byte-order mark, which JSON does not allow.
    parsed = JSON.parse((await readFile(full, 'utf8')).replace(/^\uFEFF/, ''));
  } catch (error) {
    return check.report('file', `is not valid JSON: ${(error as Error).message}`);
  }
  if (!isRecord(parsed) || !Array.isArray(parsed[key])) return check.report(key, `must be { "${key}": [ … ] }`);
  check.unknownFields(parsed, [key]);
  const entries = parsed[key] as unknown[];
  return entries.map((entry, i) => {
    if (isRecord(entry)) return entry;
    check.report(`${key}[${i}]`, 'must be an object');
    return {};
  });
}

/**
 * Reads and checks `folder`; throws ContentError listing every problem. `photos` is the
 * photo library (the API's own by default).
 */
export async function readBlogContent(folder: string, options: { photos?: readonly SalonPhoto[] } = {}): Promise<BlogContent> {
  const problems: ContentProblem[] = [];
  if (!(await stat(folder).then((info) => info.isDirectory(), () => false))) {
    throw new ContentError([{ file: folder, field: 'folder', problem: 'is not a folder' }]);
  }
  const photos = photoIndex(options.photos ?? readSalonPhotos());

  const photo = (check: FileCheck, value: unknown, label: string, variant: '5_3' | '17_6', required = true): string | null => {
    if (value === undefined || value === null || value === '') return required ? check.report(label, 'is missing (a photo name of api/assets/salon-photos, e.g. interior-07)') : null;
    if (typeof value !== 'string') return check.report(label, 'must be a photo name');
    const id = photos.get(value.trim());
    if (!id) return check.report(label, `"${value}" is not a photo of api/assets/salon-photos/photos.json`);
    return photoUrl(id, variant);
  };

  const categories = await readCategories(folder, problems);
  const videos = await readVideos(folder, problems, photo);
  const banners = await readBanners(folder, 'banners.json', 'banners', problems, photo);
  const slider = await readBanners(folder, 'slider.json', 'slider', problems, photo);
  const posts = await readPosts(folder, problems, { categories, videos, photo });
  if (problems.length > 0) throw new ContentError(problems);
  return { categories, posts, banners, slider: slider as SliderContent[], videos };
}

async function readCategories(folder: string, problems: ContentProblem[]): Promise<CategoryContent[]> {
  const check = new FileCheck('categories.json', problems);
  const entries = await readList(folder, 'categories.json', 'categories', check, true);
  if (!entries) return [];
  const categories = entries.map((entry, i) => {
    const label = `categories[${i}]`;
    check.unknownFields(entry, ['id', 'link_rewrite', 'name'], `${label}.`);
    const id = check.positiveInteger(entry, 'id', `${label}.id`);
    const slug = check.slug(entry.link_rewrite, `${label}.link_rewrite`);
    const name = check.translations(entry, 'name', `${label}.name`, { required: true, max: 80 });
    return id !== null && slug !== null && name !== null ? { id, link_rewrite: slug, name, position: i + 1 } : null;
  });
  unique(entries.map((entry) => (typeof entry.id === 'number' ? entry.id : null)), check, (i) => `categories[${i}].id`, 'id');
  unique(entries.map((entry) => (typeof entry.link_rewrite === 'string' ? entry.link_rewrite : null)), check, (i) => `categories[${i}].link_rewrite`, 'slug');
  if (entries.length === 0) check.report('categories', 'lists no category');
  return categories.filter((category): category is CategoryContent => category !== null);
}

async function readVideos(folder: string, problems: ContentProblem[], photo: PhotoResolver): Promise<VideoContent[]> {
  const check = new FileCheck('videos.json', problems);
  const entries = await readList(folder, 'videos.json', 'videos', check, false);
  if (!entries) return [];
  const videos: VideoContent[] = [];
  for (const [i, entry] of entries.entries()) {
    const label = `videos[${i}]`;
    check.unknownFields(entry, ['id', 'file', 'link', 'image', 'title'], `${label}.`);
    const id = check.slug(entry.id, `${label}.id`);
    const image = photo(check, entry.image, `${label}.image`, '5_3');
    const title = check.translations(entry, 'title', `${label}.title`, { required: true, max: 160 });
    const hasFile = entry.file !== undefined;
    const hasLink = entry.link !== undefined;
    if (hasFile === hasLink) {
      check.report(`${label}`, 'needs either "file" (a clip in videos/) or "link" (a YouTube watch URL), not both');
      continue;
    }
    let youtubeLink: string | null = null;
    let clip: VideoContent['clip'] = null;
    if (hasLink) {
      if (typeof entry.link !== 'string' || !YOUTUBE_WATCH.test(entry.link)) {
        check.report(`${label}.link`, 'must be a YouTube watch URL: https://www.youtube.com/watch?v=<11 characters>');
      } else youtubeLink = entry.link;
    } else if (id !== null) {
      clip = await readClip(folder, entry.file, id, `${label}.file`, check);
    }
    if (id !== null && image !== null && title !== null && (youtubeLink !== null || clip !== null)) {
      videos.push({ id, title, image, youtube_link: youtubeLink, clip, position: i + 1 });
    }
  }
  unique(entries.map((entry) => (typeof entry.id === 'string' ? entry.id : null)), check, (i) => `videos[${i}].id`, 'id');
  return videos;
}

async function readClip(folder: string, file: unknown, id: string, label: string, check: FileCheck): Promise<VideoContent['clip']> {
  const expected = `${id}.webm`;
  if (file !== expected) return check.report(label, `must be "${expected}" (the clip is served as /api/media/videos/${expected})`);
  const full = path.join(folder, 'videos', expected);
  const info = await stat(full).catch(() => null);
  if (!info?.isFile()) return check.report(label, `videos/${expected} is missing`);
  if (info.size === 0) return check.report(label, `videos/${expected} is empty`);
  if (info.size > MAX_CLIP_BYTES) return check.report(label, `videos/${expected} is ${(info.size / 1024 / 1024).toFixed(1)} MB; at most ${MAX_CLIP_BYTES / 1024 / 1024} MB`);
  const data = await readFile(full);
  if (!data.subarray(0, 4).equals(WEBM_MAGIC)) return check.report(label, `videos/${expected} is not a WebM file`);
  const hash = createHash('sha256').update(data).digest('hex').slice(0, 16);
  return { file_name: expected, content_type: 'video/webm', size: data.length, hash, data };
}

async function readBanners(folder: string, file: string, key: 'banners' | 'slider', problems: ContentProblem[], photo: PhotoResolver): Promise<(BannerContent | SliderContent)[]> {
  const check = new FileCheck(file, problems);
  const entries = await readList(folder, file, key, check, false);
  if (!entries) return [];
  const slider = key === 'slider';
  const rows = entries.map((entry, i) => {
    const label = `${key}[${i}]`;
    check.unknownFields(entry, ['id', 'url', 'image', 'image_mobile', 'title', ...(slider ? ['description'] : [])], `${label}.`);
    const id = check.positiveInteger(entry, 'id', `${label}.id`);
    const url = check.text(entry, 'url', { required: true, max: 500, label: `${label}.url` });
    if (url !== null && !LINK_TARGET.test(url)) check.report(`${label}.url`, `"${url}" must be a path of the site (/salony) or an https URL`);
    const image = photo(check, entry.image, `${label}.image`, '17_6');
    const imageMobile = photo(check, entry.image_mobile, `${label}.image_mobile`, '5_3');
    const title = check.translations(entry, 'title', `${label}.title`, { required: true, max: 160 });
    const description = slider ? check.translations(entry, 'description', `${label}.description`, { required: false, max: 400 }) : null;
    if (id === null || url === null || !LINK_TARGET.test(url) || image === null || imageMobile === null || title === null) return null;
    const row: BannerContent = { id, url, image, image_mobile: imageMobile, title, position: i + 1 };
    return slider ? { ...row, description } : row;
  });
  unique(entries.map((entry) => (typeof entry.id === 'number' ? entry.id : null)), check, (i) => `${key}[${i}].id`, 'id');
  return rows.filter((row): row is BannerContent => row !== null);
}

async function readPosts(
  folder: string,
  problems: ContentProblem[],
  context: { categories: CategoryContent[]; videos: VideoContent[]; photo: PhotoResolver },
): Promise<PostContent[]> {
  const dir = path.join(folder, 'posts');
  const names = await readdir(dir).catch(() => null);
  if (!names) {
    problems.push({ file: 'posts', field: 'folder', problem: 'is missing' });
    return [];
  }
  const categoryBySlug = new Map(context.categories.map((category) => [category.link_rewrite, category.id]));
  const videoIds = new Set(context.videos.map((video) => video.id));
  const posts: PostContent[] = [];
  const slugs = new Map<string, string>();
  for (const name of names.filter((entry) => !entry.startsWith('.')).sort()) {
    const file = `posts/${name}`;
    const check = new FileCheck(file, problems);
    const extension = path.extname(name);
    const slug = name.slice(0, -extension.length || undefined);
    if (extension !== '.md' && extension !== '.html') {
      check.report('file', 'a post is a .md (Markdown) or .html file');
      continue;
    }
    if (!isSlug(slug)) {
      check.report('file', `the file name is the article's address: "${slug}" must be a slug (lower-case letters, digits and single dashes, at most ${SLUG_MAX_LENGTH})`);
      continue;
    }
    if (slugs.has(slug)) {
      check.report('file', `posts/${slugs.get(slug)} has the same name: one article per name`);
      continue;
    }
    slugs.set(slug, name);
    const source = await readFile(path.join(dir, name), 'utf8');
    const split = splitFrontMatter(source, check);
    if (!split) continue;
    const post = readPost(split.fields, split.body, { slug, file, html: extension === '.html', check, categoryBySlug, videoIds, photo: context.photo });
    if (post) posts.push(post);
  }
  return posts;
}
