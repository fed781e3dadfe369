import { isApiError } from '@salon/contracts/api';
import { COMMENT_MAX_LENGTH, COMMENT_MIN_LENGTH, type BlogComment } from '@salon/contracts/blog-api';
import type { Language } from '@salon/contracts/languages';
import { formatDate, localIsoToMillis, localeFor } from '@salon/i18n';

/*
 * The rules of an article's comments (issue 16, item 3): newest first with "show more",
 * 2 to 2000 characters of plain text, signed in to post.
 */

/**
 * The list as shown: the comments posted on this visit first (newest first), then the
 * pages loaded, each comment once. Posting moves the server's pages by one, so the next
 * page starts with a comment already shown; and a comment posted here comes back in a
 * reload. Both are dropped by id.
 */
export function mergeComments(posted: readonly BlogComment[], pages: readonly BlogComment[][]): BlogComment[] {
  const seen = new Set<string>();
  const merged: BlogComment[] = [];
  for (const comment of [...posted, ...pages.flat()]) {
    if (seen.has(comment.id)) continue;
    seen.add(comment.id);
    merged.push(comment);
  }
  return merged;
}

/** The text that is sent: without the blank lines and spaces around it (the length rule counts what is sent). */
export function commentToSend(text: string): string {
  return text.trim();
}

export { COMMENT_MAX_LENGTH, COMMENT_MIN_LENGTH };

/** Why a comment was not posted. */
export type CommentFailure =
  | { kind: 'invalidBody' }
  | { kind: 'rateLimited' }
  | { kind: 'sessionExpired' }
  | { kind: 'other'; code: string };

/**
 * What the API's refusal means for the customer: 400 on `body` is the length rule, 429
 * says wait a moment, 401 says the session ended (sign in again); anything else keeps
 * its code for the common message.
 */
export function commentFailure(error: unknown): CommentFailure {
  if (!isApiError(error)) return { kind: 'other', code: 'UNKNOWN_ERROR' };
  if (error.status === 401) return { kind: 'sessionExpired' };
  if (error.status === 429 || error.code === 'RATE_LIMITED') return { kind: 'rateLimited' };
  if (error.status === 400 && (error.field === undefined || error.field === 'body')) return { kind: 'invalidBody' };
  return { kind: 'other', code: error.code };
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Up to this age a comment's date is relative ("3 godziny temu"); older ones show the day. */
const RELATIVE_FOR_MS = 7 * DAY_MS;

/**
 * When a comment was written, as readers say it: "przed chwilą" under a minute (null
 * here, the caller has the words), "5 minut temu", "3 dni temu" within a week (whole
 * minutes, hours or days of 24 hours, with Intl's words, as luxon's `toRelative` said
 * them), then the date ("18 lutego 2025"). `createdAt` is salon-local time without a
 * zone; `now` is epoch milliseconds.
 */
export function commentDate(createdAt: string, language: Language, now: number = Date.now()): { text: string | null; full: string } {
  const instant = localIsoToMillis(createdAt);
  if (instant === null) return { text: '', full: '' };
  const full = formatDate(createdAt, 'd MMMM yyyy, HH:mm', language);
  const age = now - instant;
  // A clock a little ahead of the server's makes a fresh comment look future: still "just now".
  if (age < MINUTE_MS) return { text: null, full };
  if (age < RELATIVE_FOR_MS) {
    const [unit, size] = age >= DAY_MS ? (['day', DAY_MS] as const) : age >= HOUR_MS ? (['hour', HOUR_MS] as const) : (['minute', MINUTE_MS] as const);
    return { text: new Intl.RelativeTimeFormat(localeFor(language), { numeric: 'always' }).format(-Math.trunc(age / size), unit), full };
  }
  return { text: formatDate(createdAt, 'd MMMM yyyy', language), full };
}
