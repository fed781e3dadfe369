/**
 * A second API instance for `npm run bench:api` (see api.ts): the app on an existing,
 * already migrated and seeded PostgreSQL schema, in a process of its own, as a second
 * node of a deployment would run it. Argument: one JSON object { url, schema, jwtSecret }.
 * Prints "listening <base URL>" once it listens; SIGTERM closes it.
 */
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/connect.ts';

const { url, schema, jwtSecret } = JSON.parse(process.argv[2] ?? '{}') as { url: string; schema: string; jwtSecret: string };
const database = await openDatabase({ kind: 'postgres', url, schema, poolSize: 20 });
const app = await buildApp({ database, jwtSecret });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`listening http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
process.once('SIGTERM', () => {
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
