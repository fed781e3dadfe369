import { DateTime } from 'luxon';
import { buildApp, type App } from './app.ts';
import type { ApiConfig } from './config.ts';
import { openDatabase, type Database } from './db/connect.ts';
import { migrate } from './db/migrate.ts';
import { refreshSeedContent, seedIfEmpty } from './db/seed/index.ts';
import { seedLoyaltyIfMissing } from './db/seed/loyalty.ts';
import { seedBlogIfMissing } from './db/seed/blog.ts';
import { seedRecruitmentIfMissing } from './db/seed/recruitment.ts';
import { seedShopIfMissing } from './db/seed/shop.ts';
import { ContentError } from './plugins/app/blog/content-check.ts';
import { SALON_ZONE } from './lib/local-time.ts';

/**
 * The API instances starting at once take turns preparing the database under this
 * advisory lock. Its own number: migrate.ts and the seeds take 7_270_001 to 7_270_003 inside.
 */
const STARTUP_LOCK = 7_270_100;

/**
 * Migrates and seeds what is missing. Safe with several instances starting together on
 * one PostgreSQL server (a deployment's rollout, `npm run start:prod`): they take turns
 * under one advisory lock, and the ones after the first find nothing left to do. Returns
 * the blog's content problem, if any (the site goes on without the blog).
 */
export async function prepareDatabase(database: Database): Promise<ContentError | null> {
  return database.exclusively(STARTUP_LOCK, async () => {
    await migrate(database);
    const today = DateTime.now().setZone(SALON_ZONE).startOf('day');
    await seedIfEmpty(database.db, { today });
    // Also brings the loyalty history to a database seeded before it existed.
    await seedLoyaltyIfMissing(database.db, { today, now: new Date() });
    // The blog of api/content/blog, when the database has none yet (editors import later
    // content). A content file with a problem leaves the blog empty, not the site down:
    // booking does not wait for an article; the next start tries again.
    const blogProblem = await seedBlogIfMissing(database.db).then(
      () => null,
      (error: unknown) => (error instanceof ContentError ? error : Promise.reject(error)),
    );
    // The job offers, when the database has none yet (HR's later offers are kept).
    await seedRecruitmentIfMissing(database.db);
    // The shop's catalogue, when it has no products and no vouchers yet.
    await seedShopIfMissing(database.db);
    // A database seeded by an earlier version gets the current pictures and page copy.
    await refreshSeedContent(database.db);
    return blogProblem;
  });
}

/**
 * Opens and prepares the database, builds the app and listens. Used by server.ts (the
 * API alone) and by the gateway's `npm start` (site and API in one process).
 */
export async function startApi(config: ApiConfig): Promise<{ app: App; url: string }> {
  const database = await openDatabase(config.database);
  let blogProblem: ContentError | null;
  try {
    blogProblem = await prepareDatabase(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  let app: App;
  try {
    app = await buildApp({
      database,
      jwtSecret: config.jwtSecret,
      logLevel: config.logLevel,
      trustProxy: config.trustProxy,
      corsOrigins: config.corsOrigins,
      identity: config.identity,
      imageCacheDir: config.imageCacheDir,
      payments: config.payments,
      ...(config.redisUrl ? { redisUrl: config.redisUrl } : {}),
    });
  } catch (error) {
    // E.g. REDIS_URL does not answer: the database (a PGlite folder's lock) is released.
    await database.close();
    throw error;
  }
  if (blogProblem) app.log.error({ problems: blogProblem.problems }, `blog not imported: ${blogProblem.message}`);
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  return { app, url: `http://localhost:${port}` };
}
