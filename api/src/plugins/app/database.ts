import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/connect.ts';
import type { DB } from '../../db/schema.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The query builder; repositories use it, routes use repositories. */
    db: Kysely<DB>;
    database: Database;
  }
}

/** Makes the open database available to every plugin; closes it with the server. */
export default fp<{ database: Database }>(
  async (app, { database }) => {
    app.decorate('database', database);
    app.decorate('db', database.db);
    app.addHook('onClose', async () => database.close());
  },
  { name: 'database' },
);
