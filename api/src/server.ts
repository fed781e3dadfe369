/**
 * Runs the API alone: `npm start -w api` or `npx tsx api/src/server.ts` (see README).
 * Opens the database (PGlite in .data/api-db unless DATABASE_URL is set), applies
 * migrations, seeds an empty database, and listens on PORT (8090).
 * With `--migrate-only` (`npm run migrate -w api`): migrates and seeds, then exits, as a
 * deployment's release step before its instances start.
 */
import { readApiConfig } from './config.ts';
import { openDatabase } from './db/connect.ts';
import { prepareDatabase, startApi } from './start.ts';

async function migrateOnly(): Promise<void> {
  const config = readApiConfig();
  const database = await openDatabase(config.database);
  try {
    const blogProblem = await prepareDatabase(database);
    if (blogProblem) console.error(`blog not imported: ${blogProblem.message}`);
    console.log(`database ready (${database.kind})`);
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  if (process.argv.includes('--migrate-only')) return migrateOnly();
  const config = readApiConfig();
  const { app, url } = await startApi(config);
  console.log(`API at ${url}/api (docs at ${url}/api/docs, database: ${app.database.kind})`);
  let closing = false;
  const shutdown = (signal: NodeJS.Signals): void => {
    if (closing) process.exit(1);
    closing = true;
    console.log(`${signal}: closing the API`);
    setTimeout(() => process.exit(1), 10_000).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  const what = process.argv.includes('--migrate-only') ? 'database not prepared' : 'API not started';
  console.error(`${what}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
