import { createHash } from 'node:crypto';
import { marked } from 'marked';
import { parse as parseYaml } from 'yaml';
import { parseLocalDateTime } from '../../../lib/local-time.ts';
import { SLUG_MAX_LENGTH, isRecord, type Fields, type FileCheck, type PhotoResolver } from './content-check.ts';
import { isPlainText } from './plain-text.ts';
import type { PostContent } from './read-content.ts';
import { sanitizeArticleHtml } from './sanitize.ts';

/*
 * One post file of the content folder: YAML front matter, then Markdown (or HTML), read
 * into the row the import writes, every field checked (content-check.ts).
 */

const LOCAL_MINUTE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
const POST_FIELDS = ['title', 'category', 'author', 'date', 'updated', 'banner', 'short', 'meta_description', 'meta_title', 'tags', 'promoted', 'video'];

export /** The front matter and body of a post file; null (and a problem) when the file is not shaped so. */
function splitFrontMatter(source: string, check: FileCheck): { fields: Fields; body: string } | null {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const match = /^---\n([\s\S]*?)\n---[ \t]*(?:\n|$)([\s\S]*)$/.exec(text);
  if (!match) return check.report('front matter', 'the file must start with YAML front matter between two "---" lines');
  let fields: unknown;
  try {
    fields = parseYaml(match[1]!, { schema: 'core', uniqueKeys: true, prettyErrors: false });
  } catch (error) {
    return check.report('front matter', `is not valid YAML: ${(error as Error).message.split('\n')[0]}`);
  }
  if (!isRecord(fields)) return check.report('front matter', 'must be a list of "field: value" lines');
  return { fields, body: match[2]! };
}

/** A post's row from its front matter and body; null (and problems) when a field is wrong. */
export function readPost(
  fields: Fields,
  body: string,
  context: {
    slug: string;
    file: string;
    html: boolean;
    check: FileCheck;
    categoryBySlug: Map<string, number>;
    videoIds: Set<string>;
    photo: PhotoResolver;
  },
): PostContent | null {
  const { check } = context;
  const before = check.count;
  check.unknownFields(fields, POST_FIELDS);
  const title = check.text(fields, 'title', { required: true, max: 200 });
  const categorySlug = check.text(fields, 'category', { required: true, max: SLUG_MAX_LENGTH });
  const categoryId = categorySlug === null ? null : (context.categoryBySlug.get(categorySlug) ?? check.report('category', `"${categorySlug}" is not a link_rewrite of categories.json`));
  const author = check.text(fields, 'author', { required: false, max: 100 });
  const dateAdd = localMinute(fields, 'date', check, true);
  const dateUpd = localMinute(fields, 'updated', check, false);
  if (dateAdd && dateUpd && dateUpd < dateAdd) check.report('updated', 'is before date');
  const banner = context.photo(check, fields.banner, 'banner', '5_3');
  const short = check.text(fields, 'short', { required: true, max: 600 });
  const metaDescription = check.text(fields, 'meta_description', { required: true, max: 320 });
  const metaTitle = check.text(fields, 'meta_title', { required: false, max: 200 });
  const tags = readTags(fields.tags, check);
  const promoted = fields.promoted ?? false;
  if (typeof promoted !== 'boolean') check.report('promoted', 'must be true or false');
  let videoId: string | null = null;
  if (fields.video !== undefined && fields.video !== null) {
    if (typeof fields.video !== 'string' || !context.videoIds.has(fields.video)) check.report('video', `"${String(fields.video)}" is not an id of videos.json`);
    else videoId = fields.video;
  }
  const content = sanitizeArticleHtml(context.html ? body : (marked.parse(body, { async: false, gfm: true }) as string));
  if (!isPlainText(body.replace(/\r/g, ''))) check.report('body', 'holds a control character');
  else if (!content) check.report('body', 'the article has no content after the front matter');
  const shortContent = short === null ? '' : sanitizeArticleHtml(marked.parse(short, { async: false, gfm: true }) as string);
  if (short !== null && !shortContent) check.report('short', 'has no text once sanitised');
  if (check.count > before || title === null || categoryId === null || dateAdd === null || short === null) return null;

  const row = {
    link_rewrite: context.slug,
    category_id: categoryId,
    title,
    author,
    date_add: dateAdd,
    date_upd: dateUpd ?? dateAdd,
    banner,
    short_content: shortContent,
    content,
    meta_title: metaTitle,
    meta_description: metaDescription,
    tags,
    promoted: promoted as boolean,
    video_id: videoId,
    source_file: context.file,
  };
  return { ...row, source_hash: createHash('sha256').update(JSON.stringify(row)).digest('hex').slice(0, 32) };
}

function localMinute(fields: Fields, field: string, check: FileCheck, required: boolean): Date | null {
  const value = fields[field];
  if (value === undefined || value === null) return required ? check.report(field, 'is missing (YYYY-MM-DDTHH:mm, Warsaw time)') : null;
  if (typeof value !== 'string' || !LOCAL_MINUTE.test(value)) return check.report(field, `"${String(value)}" must be YYYY-MM-DDTHH:mm (Warsaw time)`);
  const parsed = parseLocalDateTime(value);
  if (!parsed) return check.report(field, `${value} is no time in Warsaw`);
  return parsed.toJSDate();
}

function readTags(value: unknown, check: FileCheck): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) return check.report('tags', 'must be a list: [one, two]') ?? [];
  if (value.length > 20) check.report('tags', `lists ${value.length} tags; at most 20`);
  const tags: string[] = [];
  value.forEach((tag, i) => {
    if (typeof tag !== 'string' || !tag.trim() || tag.trim().length > 60) check.report(`tags[${i}]`, 'must be a word or phrase of at most 60 characters');
    else if (!tags.includes(tag.trim())) tags.push(tag.trim());
  });
  return tags;
}
