import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { DateTime } from 'luxon';
import { ApiErrorSchema, TrackingBatchSchema, type TrackingEvent } from '@salon/contracts/api';
import { invalidValue } from '../../../lib/errors.ts';

/** How far a browser's clock may be off: further is a replayed or forged event. */
const MAX_FUTURE = { days: 1 };
const MAX_PAST = { days: 30 };
/** Event data is a few flat properties; deeper nesting is abuse (and PostgreSQL's jsonb has a depth limit). */
const MAX_DATA_DEPTH = 8;

// A NUL character, or half of a surrogate pair: PostgreSQL text and jsonb refuse both,
// which would otherwise surface as a 500.
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function storable(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return !UNSTORABLE.test(value);
  if (value === null || typeof value !== 'object') return true;
  if (depth >= MAX_DATA_DEPTH) return false;
  if (Array.isArray(value)) return value.every((item) => storable(item, depth + 1));
  return Object.entries(value).every(([key, item]) => storable(key) && storable(item, depth + 1));
}

/** The field of the first event that cannot be stored as sent, or null when all can. */
function firstUnacceptable(events: readonly TrackingEvent[], now: DateTime): string | null {
  const earliest = now.minus(MAX_PAST).toMillis();
  const latest = now.plus(MAX_FUTURE).toMillis();
  for (const [index, event] of events.entries()) {
    const at = DateTime.fromISO(event.at, { setZone: true });
    if (!at.isValid || at.toMillis() < earliest || at.toMillis() > latest) return `events.${index}.at`;
    for (const key of ['type', 'app', 'path'] as const) {
      if (!storable(event[key])) return `events.${index}.${key}`;
    }
    if (!storable(event.data)) return `events.${index}.data`;
  }
  return null;
}

/**
 * POST /api/events: the platform's tracking queue delivers the internal tracker's events
 * here, once a second and with navigator.sendBeacon when the page is hidden. A beacon
 * carries no language, brand, client or auth headers, so none is needed; a signed-in
 * customer's events are tied to the account. A batch is stored whole or refused whole,
 * so the queue never has to work out which events of a batch got through.
 */
const eventsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/events',
    {
      // Per client IP: a page sends about one batch a second, so 120 a minute leaves
      // room for several tabs while a script flooding the table is cut off.
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['tracking'],
        operationId: 'recordTrackingEvents',
        summary: "Stores a batch of the tracker's events",
        // A session is optional: a signed-in customer's events are tied to the account.
        security: [{}, { bearer: [] }],
        body: TrackingBatchSchema,
        response: {
          // No body at all (a beacon cannot read one); `null` would be serialised as the text 'null'.
          202: Type.Unsafe<undefined>({ description: 'Stored; no body' }),
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          413: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const now = app.clock.now();
      const { events } = request.body;
      const field = firstUnacceptable(events, now);
      if (field) throw invalidValue(field);
      await app.tracking.record(events, { userId: request.user?.id ?? null, receivedAt: now.toJSDate() });
      return reply.code(202).send();
    },
  );
};

export default eventsRoutes;
