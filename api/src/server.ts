/**
 * Runs the API alone: `npm start -w api` or `npx tsx api/src/server.ts` (see README).
 * Opens the database (PGlite in .data/api-db unless DATABASE_URL is set), applies
 * migrations, seeds an empty database, and listens on PORT (8090).
 */
import { readApiConfig } from './config.ts';
import { startApi } from './start.ts';

async function main(): Promise<void> {
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
  console.error(`API not started: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
