import type { Kysely } from 'kysely';
import { BLOG_CONTENT_DIR, importBlogFolder } from '../../plugins/app/blog/import-content.ts';
import type { DB } from '../schema.ts';

/**
 * Imports the blog shipped in api/content/blog when the database has none (no category
 * yet): a fresh database, or one seeded before the blog existed. Later content reaches a
 * running site through the content command, never through a restart, so an editor's
 * import is not overwritten. Returns whether it imported. The same import as the
 * command's (plugins/app/blog/import-content.ts); a folder with a problem stops the start
 * with the list of problems.
 */
export async function seedBlogIfMissing(db: Kysely<DB>, options: { folder?: string } = {}): Promise<boolean> {
  // Reading the folder costs more than asking: only an empty blog reads it.
  if (await db.selectFrom('blog_categories').select('id').limit(1).executeTakeFirst()) return false;
  const summary = await importBlogFolder(db, options.folder ?? BLOG_CONTENT_DIR, { onlyIfEmpty: true });
  return summary.imported;
}
