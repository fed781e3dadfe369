import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Database } from './db/connect.ts';
import swagger from './plugins/external/swagger.ts';
import rateLimit from './plugins/external/rate-limit.ts';
import cors from './plugins/external/cors.ts';
import compressAnswers from './plugins/external/compress.ts';
import errorHandler from './plugins/app/error-handler.ts';
import database from './plugins/app/database.ts';
import clock from './plugins/app/clock.ts';
import requestContext from './plugins/app/request-context.ts';
import auth from './plugins/app/auth.ts';
import catalogRepository from './plugins/app/catalog/catalog-repository.ts';
import salonImages from './plugins/app/images/salon-images.ts';
import shopImages from './plugins/app/shop-catalogue/shop-images.ts';
import availabilityRepository from './plugins/app/availability/availability-repository.ts';
import trackingRepository from './plugins/app/tracking/tracking-repository.ts';
import remoteHealthRepository from './plugins/app/remote-health/remote-health-repository.ts';
import visitsRepository from './plugins/app/visits/visits-repository.ts';
import visitMessages from './plugins/app/visit-messages/visit-messages.ts';
import visitAccess from './plugins/app/visits/visit-access.ts';
import machineKeys from './plugins/app/machine-keys/machine-keys.ts';
import outbox, { type Transport } from './plugins/app/outbox/outbox.ts';
import { transportFor } from './plugins/app/outbox/transports/index.ts';
import verificationCodes from './plugins/app/identity/verification-codes.ts';
import sessions from './plugins/app/identity/sessions.ts';
import usersRepository from './plugins/app/identity/users-repository.ts';
import captcha, { type CaptchaVerifier } from './plugins/app/identity/captcha.ts';
import socialTokens from './plugins/app/identity/social-tokens.ts';
import { developmentIdentityConfig, type IdentityConfig, type PaymentsConfig } from './config.ts';
import paymentProvider from './plugins/app/shop-orders/shop-orders.ts';
import type { PaymentProvider } from './plugins/app/shop-orders/payment-provider.ts';
import requestIds, { loggerOptions, requestIdOf } from './plugins/app/observability/request-log.ts';
import metrics from './plugins/app/observability/metrics.ts';
import healthRoutes from './routes/api/health/index.ts';
import metricsRoutes from './routes/api/metrics/index.ts';
import reservationSlotsRoutes from './routes/api/reservation-slots/index.ts';
import reservationHoldsRoutes from './routes/api/reservation-holds/index.ts';
import areasRoutes from './routes/api/areas/index.ts';
import servicesRoutes from './routes/api/services/index.ts';
import salonsRoutes from './routes/api/salons/index.ts';
import openingHoursRoutes from './routes/api/opening-hours/index.ts';
import salonPricesRoutes from './routes/api/salon-prices/index.ts';
import salonReviewsRoutes from './routes/api/salon-reviews/index.ts';
import eventsRoutes from './routes/api/events/index.ts';
import imagesRoutes from './routes/api/images/index.ts';
import shopImagesRoutes from './routes/api/shop/images.ts';
import visitsRoutes from './routes/api/visits/index.ts';
import authRoutes from './routes/api/auth/index.ts';
import loginRoutes from './routes/api/login/index.ts';
import googleRoutes from './routes/api/google/index.ts';
import appleRoutes from './routes/api/apple/index.ts';
import devRoutes from './routes/api/dev/index.ts';
import usersRoutes from './routes/api/users/index.ts';
import emailChangeRequestsRoutes from './routes/api/email-change-requests/index.ts';
import posRoutes from './routes/api/pos/index.ts';
import remoteHealthRoutes from './routes/api/remote-health/index.ts';
import loyaltyRoutes from './routes/api/loyalty/index.ts';
import messagesRoutes from './routes/api/messages/index.ts';
import unsubscribeRoutes from './routes/api/unsubscribe/index.ts';
import blogRoutes from './routes/api/blog/index.ts';
import mediaRoutes from './routes/api/media/index.ts';
import recruitmentRoutes from './routes/api/recruitment/index.ts';
import sitemapRoutes from './routes/api/sitemap/index.ts';
import shopRoutes from './routes/api/shop/index.ts';
import shopOrdersRoutes from './routes/api/shop-orders/index.ts';
import paymentRoutes from './routes/api/shop-orders/payments.ts';

export interface AppOptions {
  /** An open, migrated database; the app closes it when it closes. */
  database: Database;
  /** Secret of the access tokens (HS256). */
  jwtSecret: string;
  /** The clock every rule reads; tests fix it. */
  now?: () => Date;
  /** pino's level for the JSON log lines on stdout (plugins/app/observability/request-log.ts); no log without it. */
  logLevel?: string;
  /**
   * Which proxies' X-Forwarded-For to believe for the client IP (rate limits): Fastify's
   * trustProxy (true, or addresses/CIDRs). Off by default: believing it
   * from anyone would let a client pick its own IP.
   */
  trustProxy?: boolean | string;
  /** Redis shared by every instance for rate limits; in-process without it. */
  redisUrl?: string;
  /** Partner origins allowed to call the API from the browser (CORS); none by default. */
  corsOrigins?: readonly string[];
  /** Prefix of the rate-limit keys in Redis (tests keep theirs apart). */
  rateLimitNameSpace?: string;
  /** Sign-in, codes, messages, providers, captcha; development settings by default. */
  identity?: IdentityConfig;
  /** Overrides the transport chosen from `identity` (tests capture messages). */
  transport?: Transport;
  /** Replaces Google's siteverify (tests). */
  captchaVerifier?: CaptchaVerifier;
  /**
   * Delivers the outbox every few seconds as well as after responses, and queues due
   * visit reminders every minute (off in tests, which call them).
   */
  pollOutbox?: boolean;
  /** Where rendered salon and shop pictures are kept; a folder under the system's temporary one by default. */
  imageCacheDir?: string;
  /** How voucher orders are paid (Stripe or the local stand-in); the local stand-in by default. */
  payments?: PaymentsConfig;
  /** Overrides the provider chosen from `payments` (tests: Stripe against a local fake of its API). */
  paymentProvider?: PaymentProvider;
}

/**
 * The API as a Fastify instance, not listening: external plugins first, then the app's
 * own, then the routes under /api (Fastify's reference layout). server.ts listens;
 * tests call `app.inject()`.
 */
export async function buildApp(options: AppOptions) {
  const app = Fastify({
    logger: options.logLevel ? loggerOptions(options.logLevel) : false,
    // X-Request-Id from nginx (or a new one), on every log line and answered back.
    genReqId: requestIdOf,
    // A SIGTERM closes the listener and the idle keep-alive connections at once; requests
    // in flight finish (server.ts bounds the wait), later ones on a busy connection get a
    // 503 with Connection: close, which nginx retries elsewhere when it may.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    trustProxy: options.trustProxy ?? false,
    // Bodies here are small JSON; a tracking batch of 100 events is the largest.
    bodyLimit: 256 * 1024,
    ajv: { customOptions: { allErrors: false, coerceTypes: 'array', removeAdditional: true, useDefaults: true } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('closing', false);
  app.addHook('preClose', async () => {
    // Readiness fails from here on (routes/api/health).
    app.closing = true;
  });
  await app.register(errorHandler);
  await app.register(requestIds);
  await app.register(cors, { origins: options.corsOrigins ?? [] });
  await app.register(swagger);
  await app.register(rateLimit, {
    ...(options.redisUrl ? { redisUrl: options.redisUrl } : {}),
    ...(options.rateLimitNameSpace ? { nameSpace: options.rateLimitNameSpace } : {}),
  });

  await app.register(database, { database: options.database });
  await app.register(clock, options.now ? { now: options.now } : {});
  await app.register(metrics);
  await app.register(requestContext);
  await app.register(auth, { jwtSecret: options.jwtSecret });
  const identity = options.identity ?? developmentIdentityConfig();
  app.decorate('identityConfig', identity);
  await app.register(outbox, {
    transport: options.transport ?? transportFor(identity, app.log),
    poll: options.pollOutbox ?? true,
    // The development outbox (GET /api/dev/outbox) shows bodies, whichever transport sent them.
    keepBodies: identity.developmentTools,
  });
  await app.register(verificationCodes, { secret: options.jwtSecret });
  await app.register(sessions, { jwtSecret: options.jwtSecret });
  await app.register(usersRepository);
  await app.register(captcha, {
    secret: identity.captchaSecret,
    minScore: identity.captchaMinScore,
    ...(options.captchaVerifier ? { verifier: options.captchaVerifier } : {}),
  });
  await app.register(socialTokens);

  await app.register(catalogRepository);
  const imageCacheDir = options.imageCacheDir ?? path.join(tmpdir(), 'salon-api-image-cache');
  await app.register(salonImages, { cacheDir: imageCacheDir });
  await app.register(shopImages, { cacheDir: imageCacheDir });
  await app.register(availabilityRepository);
  await app.register(trackingRepository);
  await app.register(remoteHealthRepository);
  // Before the repository: its transactions write the messages about a visit.
  await app.register(visitMessages, { poll: options.pollOutbox ?? true });
  await app.register(visitsRepository);
  await app.register(visitAccess);
  await app.register(machineKeys);
  await app.register(paymentProvider, {
    jwtSecret: options.jwtSecret,
    ...(options.payments ? { payments: options.payments } : {}),
    ...(options.paymentProvider ? { provider: options.paymentProvider } : {}),
  });

  await app.register(
    async (api) => {
      // The chain's data and bookings, compressed; identity (tokens) stays outside.
      await api.register(async (data) => {
        await compressAnswers(data);
        await data.register(healthRoutes);
        await data.register(metricsRoutes);
        await data.register(reservationSlotsRoutes);
        await data.register(reservationHoldsRoutes);
        await data.register(areasRoutes);
        await data.register(servicesRoutes);
        await data.register(salonsRoutes);
        await data.register(openingHoursRoutes);
        await data.register(salonPricesRoutes);
        await data.register(salonReviewsRoutes);
        await data.register(eventsRoutes);
        await data.register(visitsRoutes);
        await data.register(loyaltyRoutes);
        await data.register(messagesRoutes);
        await data.register(blogRoutes);
        await data.register(recruitmentRoutes);
        await data.register(shopRoutes);
        await data.register(sitemapRoutes);
        await data.register(shopOrdersRoutes);
      });
      // The tills' intake: small JSON both ways, nothing worth compressing.
      await api.register(posRoutes);
      // The remotes' health: a few hundred bytes each way, and a beacon's answer has no body.
      await api.register(remoteHealthRoutes);
      // Pictures are compressed already (AVIF, WebP): outside the compressed scope.
      await api.register(imagesRoutes);
      await api.register(shopImagesRoutes);
      // The blog's clips: WebM is compressed already, and byte ranges need the bytes as stored.
      await api.register(mediaRoutes);
      await api.register(authRoutes);
      await api.register(loginRoutes);
      await api.register(googleRoutes);
      await api.register(appleRoutes);
      await api.register(usersRoutes);
      await api.register(emailChangeRequestsRoutes);
      await api.register(unsubscribeRoutes);
      // The payment provider's webhook (raw body for its signature) and the local payment page.
      await api.register(paymentRoutes);
      // Development only: the outbox and the local identity provider; never in production.
      if (identity.developmentTools) await api.register(devRoutes);
    },
    { prefix: '/api' },
  );

  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when the instance starts closing (SIGTERM): readiness fails from then on. */
    closing: boolean;
    /** Sign-in settings: links' origin, providers, captcha, development tools. */
    identityConfig: IdentityConfig;
  }
}

export type App = Awaited<ReturnType<typeof buildApp>>;
