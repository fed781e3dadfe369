/**
 * Loads blog content written as files into the API's database (decision 0020): checks
 * the whole folder first and writes nothing while any file has a problem (each printed
 * as file, field, problem), then upserts everything in one transaction, so running it
 * twice changes nothing. Uses the API's database (DATABASE_URL, else PGlite in
 * .data/api-db), migrated first: stop a running PGlite API before (PGlite has one
 * connection). The folder is read relative to where npm was started.
 *
 *   npm run content -- import api/content/blog          # from the repository root
 *   npm run content -w api -- import content/blog       # the same, from api/
 *   npm run content -w api -- check content/blog        # only check, write nothing
 */
import path from 'node:path';
import { readApiConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/connect.ts';
import { migrate } from '../src/db/migrate.ts';
import { importBlogContent } from '../src/plugins/app/blog/import-content.ts';
import { readBlogContent } from '../src/plugins/app/blog/read-content.ts';

function usage(message?: string): never {
  if (message) console.error(message);
  console.error('usage: content import <folder> | content check <folder>');
  process.exit(2);
}

async function main(argv: string[]): Promise<void> {
  const [command, folder, ...rest] = argv;
  if ((command !== 'import' && command !== 'check') || !folder || rest.length > 0) usage();
  // npm runs a workspace's script in the workspace; the folder is the caller's.
  const resolved = path.resolve(process.env.INIT_CWD ?? process.cwd(), folder);
  const content = await readBlogContent(resolved);
  const clips = content.videos.filter((video) => video.clip).length;
  console.log(
    `${resolved}: ${content.categories.length} categories, ${content.posts.length} posts, ${content.banners.length} banners, ${content.slider.length} slider entries, ${content.videos.length} videos (${clips} hosted here)`,
  );
  if (command === 'check') return;
  const database = await openDatabase(readApiConfig().database);
  try {
    await migrate(database);
    const summary = await importBlogContent(database.db, content);
    const { posts } = summary;
    console.log(`imported: posts ${posts.added} added, ${posts.updated} updated, ${posts.unchanged} unchanged, ${posts.deactivated} deactivated`);
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  // A ContentError's message lists every problem as file: field: problem.
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
