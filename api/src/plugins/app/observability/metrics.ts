import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { ApiFailure } from '../../../lib/errors.ts';

/**
 * The operations whose outcomes are counted as bookings (`salon_booking_requests_total`):
 * a visit booked, a reservation moved, a visit cancelled by its customer or by a salon.
 */
const BOOKING_OPERATIONS = new Set(['createVisit', 'editVisitReservation', 'cancelVisit', 'cancelVisitBySalon']);

/** Latency buckets in seconds: the slot search's target is 25 ms at p99, a page's API call a few hundred. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's Prometheus registry (its own, so several apps in one test process stay apart). */
    metrics: Registry;
  }
  interface FastifyRequest {
    /** The code of the ApiFailure a request ended with, for the booking outcomes. */
    failureCode: string | null;
  }
}

/**
 * Prometheus metrics of one API instance (README "Operations"), read at GET /api/metrics:
 *   - salon_http_requests_total{method, route, status}: the request rate;
 *   - salon_http_request_duration_seconds{method, route}: latency per route, as a histogram;
 *   - salon_booking_requests_total{operation, outcome}: `ok`, the failure's code
 *     (SLOT_TAKEN, …) or `error`;
 *   - salon_outbox_pending{channel} and salon_outbox_oldest_pending_seconds: the messages
 *     waiting to go out, read from the database at each scrape; salon_outbox_dead_letters;
 *   - Node's own (event-loop lag, heap, CPU, open handles) under `salon_api_`.
 * `route` is the route's pattern (`/api/visits/:id`), never the URL: ids would make a
 * series per visit. A request that matched no route is counted under `unmatched`.
 */
export default fp(
  async (app) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry, prefix: 'salon_api_' });
    const requests = new Counter({
      name: 'salon_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'] as const,
      registers: [registry],
    });
    const latency = new Histogram({
      name: 'salon_http_request_duration_seconds',
      help: 'Time to answer, by method and route pattern',
      labelNames: ['method', 'route'] as const,
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    });
    const bookings = new Counter({
      name: 'salon_booking_requests_total',
      help: 'Bookings, edits and cancellations by operation and outcome (ok, the failure code, or error)',
      labelNames: ['operation', 'outcome'] as const,
      registers: [registry],
    });
    new Gauge({
      name: 'salon_outbox_pending',
      help: 'Messages waiting to be delivered, by channel',
      labelNames: ['channel'] as const,
      registers: [registry],
      async collect() {
        const rows = await app.db
          .selectFrom('outbox_messages')
          .select(['channel', sql<number>`count(*)`.as('count')])
          .where('sent_at', 'is', null)
          .where('failed_at', 'is', null)
          .groupBy('channel')
          .execute();
        this.reset();
        for (const channel of ['EMAIL', 'SMS'] as const) this.set({ channel }, rows.find((row) => row.channel === channel)?.count ?? 0);
      },
    });
    new Gauge({
      name: 'salon_outbox_oldest_pending_seconds',
      help: 'Age of the oldest message waiting to be delivered (0 when none waits)',
      registers: [registry],
      async collect() {
        const row = await app.db
          .selectFrom('outbox_messages')
          .select(sql<Date | null>`min(created_at)`.as('oldest'))
          .where('sent_at', 'is', null)
          .where('failed_at', 'is', null)
          .executeTakeFirst();
        const oldest = row?.oldest ? new Date(row.oldest).getTime() : null;
        this.set(oldest === null ? 0 : Math.max(0, (app.clock.now().toMillis() - oldest) / 1000));
      },
    });
    new Gauge({
      name: 'salon_outbox_dead_letters',
      help: 'Messages given up after the last try (npm run outbox -w api lists and retries them)',
      registers: [registry],
      async collect() {
        const row = await app.db
          .selectFrom('outbox_messages')
          .select(sql<number>`count(*)`.as('count'))
          .where('failed_at', 'is not', null)
          .executeTakeFirst();
        this.set(row?.count ?? 0);
      },
    });
    app.decorate('metrics', registry);
    app.decorateRequest('failureCode', null);
    app.addHook('onError', async (request, _reply, error) => {
      if (error instanceof ApiFailure) request.failureCode = error.code;
    });
    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'unmatched';
      const status = reply.statusCode;
      requests.inc({ method: request.method, route, status });
      latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
      const operation = request.routeOptions.schema?.operationId;
      if (operation && BOOKING_OPERATIONS.has(operation)) {
        bookings.inc({ operation, outcome: status < 400 ? 'ok' : (request.failureCode ?? (status >= 500 ? 'error' : 'INVALID_VALUE')) });
      }
    });
  },
  { name: 'metrics', dependencies: ['database', 'clock'] },
);
