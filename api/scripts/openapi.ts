/**
 * Writes the API's OpenAPI document, what GET /api/docs/json serves (the development
 * routes included), to a file or to standard output, from the app on an empty in-memory
 * database: no server, no port, no data.
 *
 *   npx tsx api/scripts/openapi.ts /tmp/openapi.json
 *   npx @redocly/cli lint /tmp/openapi.json    # from the repository root (redocly.yaml)
 */
import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/connect.ts';
import { migrate } from '../src/db/migrate.ts';

async function main(target: string | undefined): Promise<void> {
  const database = await openDatabase({ kind: 'pglite' });
  await migrate(database);
  const app = await buildApp({ database, jwtSecret: randomBytes(32).toString('hex'), pollOutbox: false });
  try {
    await app.ready();
    const document = `${JSON.stringify(app.swagger(), null, 2)}\n`;
    if (target) await writeFile(target, document);
    else process.stdout.write(document);
  } finally {
    await app.close();
  }
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
