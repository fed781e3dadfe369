import { sql, type Kysely } from 'kysely';
import type { Language } from '@salon/contracts/languages';
import { COMMENT_MAX_LENGTH, COMMENT_MIN_LENGTH, COMMENTS_PAGE_SIZE, type BlogComment, type BlogCommentPage } from '@salon/contracts/blog-api';
import type { DB } from '../../../db/schema.ts';
import { invalidValue, notFound } from '../../../lib/errors.ts';
import { formatLocalDateTime } from '../../../lib/local-time.ts';
import { isPlainText } from './plain-text.ts';

/*
 * Comments under an article (decision 0020): plain text as the customer wrote it,
 * trimmed, 2 to 2 000 characters, never read as HTML (the site shows it as text). The
 * author appears by first name and the initial of the last name only. Newest first,
 * COMMENTS_PAGE_SIZE a page. Writing needs a session; the route limits how often.
 */

/** Shown for an account without a first name. */
const NO_NAME: Record<Language, string> = { pl: 'Anonim', en: 'Anonymous', fr: 'Anonyme' };

/** "Anna K." from Anna Kowalska; the first name alone without a last name. */
export function commentAuthor(firstName: string | null, lastName: string | null, language: Language): string {
  const first = firstName?.trim();
  if (!first) return NO_NAME[language];
  // The first letter as a reader sees it (Ł, not half of a surrogate pair).
  const initial = [...(lastName?.trim() ?? '')][0];
  return initial ? `${first} ${initial.toLocaleUpperCase('pl')}.` : first;
}

/** The body as stored: line breaks normalised, trimmed, 2 to 2 000 characters; 400 on `body` otherwise. */
export function commentBody(body: string): string {
  const text = body.replace(/\r\n?/g, '\n').trim();
  // Characters as a reader counts them (and as PostgreSQL's char_length does): an emoji is one.
  const length = [...text].length;
  if (!isPlainText(text) || length < COMMENT_MIN_LENGTH || length > COMMENT_MAX_LENGTH) throw invalidValue('body');
  return text;
}

async function requireActivePost(db: Kysely<DB>, postId: number): Promise<void> {
  const post = await db.selectFrom('blog_posts').select('id').where('id', '=', postId).where('active', '=', true).executeTakeFirst();
  if (!post) throw notFound('postId');
}

/** A page of an active post's comments, newest first; `mine` for the viewer's own. */
export async function listComments(
  db: Kysely<DB>,
  args: { postId: number; page: number; viewerId: string | null; language: Language },
): Promise<BlogCommentPage> {
  await requireActivePost(db, args.postId);
  const { total } = await db
    .selectFrom('blog_comments')
    .select(sql<number>`count(*)::int`.as('total'))
    .where('post_id', '=', args.postId)
    .executeTakeFirstOrThrow();
  const totalComments = Number(total);
  const totalPages = Math.ceil(totalComments / COMMENTS_PAGE_SIZE);
  const rows =
    args.page > totalPages
      ? []
      : await db
          .selectFrom('blog_comments as c')
          .innerJoin('users as u', 'u.id', 'c.user_id')
          .select(['c.id', 'c.body', 'c.created_at', 'c.user_id', 'u.first_name', 'u.last_name'])
          .where('c.post_id', '=', args.postId)
          .orderBy('c.created_at', 'desc')
          .orderBy('c.id', 'desc')
          .limit(COMMENTS_PAGE_SIZE)
          .offset((args.page - 1) * COMMENTS_PAGE_SIZE)
          .execute();
  return {
    data: rows.map((row) => ({
      id: row.id,
      author: commentAuthor(row.first_name, row.last_name, args.language),
      body: row.body,
      createdAt: formatLocalDateTime(row.created_at),
      mine: row.user_id === args.viewerId,
    })),
    page: args.page,
    totalPages,
    totalComments,
  };
}

/** Writes a customer's comment under an active post. */
export async function addComment(
  db: Kysely<DB>,
  args: { postId: number; userId: string; body: string; now: Date; language: Language },
): Promise<BlogComment> {
  const body = commentBody(args.body);
  await requireActivePost(db, args.postId);
  const row = await db
    .insertInto('blog_comments')
    .values({ post_id: args.postId, user_id: args.userId, body, created_at: args.now })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
  const user = await db.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', args.userId).executeTakeFirstOrThrow();
  return { id: row.id, author: commentAuthor(user.first_name, user.last_name, args.language), body, createdAt: formatLocalDateTime(row.created_at), mine: true };
}
