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
import catalogRepository from './plugins/app/catalog/catalog-repository.ts';
import availabilityRepository from './plugins/app/availability/availability-repository.ts';
import trackingRepository from './plugins/app/tracking/tracking-repository.ts';
import visitsRepository from './plugins/app/visits/visits-repository.ts';
import healthRoutes from './routes/api/health/index.ts';
import reservationSlotsRoutes from './routes/api/reservation-slots/index.ts';
import reservationHoldsRoutes from './routes/api/reservation-holds/index.ts';
import areasRoutes from './routes/api/areas/index.ts';
import servicesRoutes from './routes/api/services/index.ts';
import salonsRoutes from './routes/api/salons/index.ts';
import openingHoursRoutes from './routes/api/opening-hours/index.ts';
import salonPricesRoutes from './routes/api/salon-prices/index.ts';
import salonReviewsRoutes from './routes/api/salon-reviews/index.ts';
import eventsRoutes from './routes/api/events/index.ts';
import visitsRoutes from './routes/api/visits/index.ts';

export interface AppOptions {
  /** An open, migrated database; the app closes it when it closes. */
  database: Database;
  /** Secret of the access tokens (HS256). */
  jwtSecret: string;
  /** The clock every rule reads; tests fix it. */
  now?: () => Date;
  logger?: FastifyServerOptions['logger'];
  /**
   * Which proxies' X-Forwarded-For to believe for the client IP (rate limits): Fastify's
   * trustProxy (true, or addresses/CIDRs). Off by default: believing it
   * from anyone would let a client pick its own IP.
   */
  trustProxy?: boolean | string;
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

  await app.register(catalogRepository);
  await app.register(availabilityRepository);
  await app.register(trackingRepository);
  await app.register(visitsRepository);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(reservationSlotsRoutes);
      await api.register(reservationHoldsRoutes);
      await api.register(areasRoutes);
      await api.register(servicesRoutes);
      await api.register(salonsRoutes);
      await api.register(openingHoursRoutes);
      await api.register(salonPricesRoutes);
      await api.register(salonReviewsRoutes);
      await api.register(eventsRoutes);
      await api.register(visitsRoutes);
    },
    { prefix: '/api' },
  );

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
