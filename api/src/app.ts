import Fastify, { type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Database } from './db/connect.ts';
import swagger from './plugins/external/swagger.ts';
import rateLimit from './plugins/external/rate-limit.ts';
import errorHandler from './plugins/app/error-handler.ts';
import database from './plugins/app/database.ts';
import clock from './plugins/app/clock.ts';
import requestContext from './plugins/app/request-context.ts';
import auth from './plugins/app/auth.ts';
import healthRoutes from './routes/api/health/index.ts';

export interface AppOptions {
  /** An open, migrated database; the app closes it when it closes. */
  database: Database;
  /** Secret of the access tokens (HS256). */
  jwtSecret: string;
  /** The clock every rule reads; tests fix it. */
  now?: () => Date;
  logger?: FastifyServerOptions['logger'];
  /** Behind the gateway or a load balancer: take the client IP from X-Forwarded-For. */
  trustProxy?: boolean;
}

/**
 * The API as a Fastify instance, not listening: external plugins first, then the app's
 * own, then the routes under /api (Fastify's reference layout). server.ts listens;
 * tests call `app.inject()`.
 */
export async function buildApp(options: AppOptions) {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    // Bodies here are small JSON; a tracking batch of 100 events is the largest.
    bodyLimit: 256 * 1024,
    ajv: { customOptions: { allErrors: false, coerceTypes: 'array', removeAdditional: true, useDefaults: true } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  await app.register(errorHandler);
  await app.register(swagger);
  await app.register(rateLimit);

  await app.register(database, { database: options.database });
  await app.register(clock, options.now ? { now: options.now } : {});
  await app.register(requestContext);
  await app.register(auth, { jwtSecret: options.jwtSecret });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
    },
    { prefix: '/api' },
  );

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
