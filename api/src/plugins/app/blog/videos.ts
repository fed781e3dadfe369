import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';

/*
 * The clips the site hosts live in blog_videos.data (decision 0020): every API instance
 * serves them from the database, and an import replaces them with the rest of the
 * content. A range is cut by the database (substring of the bytea), so a player seeking
 * through a clip does not pull the whole of it through the API for every request.
 */

export interface ClipInfo {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
  /** The first 16 hex digits of the clip's SHA-256: its ETag. */
  hash: string;
}

/** The clip served as `fileName` (`<id>.webm`), or null when there is none. */
export async function findClip(db: Kysely<DB>, fileName: string): Promise<ClipInfo | null> {
  const row = await db
    .selectFrom('blog_videos')
    .select(['id', 'file_name', 'content_type', 'size', 'hash'])
    .where('file_name', '=', fileName)
    .where('data', 'is not', null)
    .executeTakeFirst();
  if (!row?.file_name || !row.content_type || row.size === null || !row.hash) return null;
  return { id: row.id, fileName: row.file_name, contentType: row.content_type, size: row.size, hash: row.hash };
}

/** Bytes `start` to `end` (inclusive, 0-based) of a clip. */
export async function readClipBytes(db: Kysely<DB>, id: string, start: number, end: number): Promise<Buffer> {
  const row = await db
    .selectFrom('blog_videos')
    .select(sql<Uint8Array>`substring(data FROM ${start + 1} FOR ${end - start + 1})`.as('bytes'))
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const bytes = row.bytes;
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

export type ByteRange = { start: number; end: number };

/**
 * The one range of a `Range: bytes=…` header within `size` bytes: 'none' without a
 * header or with one this server does not honour (another unit, several ranges, not
 * well formed: the whole clip is sent, as RFC 9110 allows), 'unsatisfiable' for a range
 * that starts past the end (416).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'none' | 'unsatisfiable' {
  if (!header) return 'none';
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return 'none';
  const [, from = '', to = ''] = match;
  if (from === '') {
    // The last N bytes.
    const suffix = Number(to);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (!Number.isSafeInteger(start) || start >= size) return 'unsatisfiable';
  if (end < start) return 'none';
  return { start, end };
}
