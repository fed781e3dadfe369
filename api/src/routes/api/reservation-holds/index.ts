import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiErrorSchema } from '@salon/contracts/api';
import { HOLD_MINUTES, HoldRequestSchema, HoldSchema, type Hold } from '@salon/contracts/reservations-api';
import { DateTime } from 'luxon';
import { invalidValue, notFound } from '../../../lib/errors.ts';
import { SALON_ZONE, formatLocalDateTime, parseLocalDateTime } from '../../../lib/local-time.ts';
import type { HoldRecord } from '../../../plugins/app/availability/availability-repository.ts';

const toHold = (hold: HoldRecord): Hold => ({
  id: hold.id,
  salonId: hold.salonId,
  serviceId: hold.serviceId,
  hairdresserId: hold.hairdresserId,
  requestedHairdresserId: hold.requestedHairdresserId,
  startDateTime: formatLocalDateTime(hold.startsAt),
  endDateTime: formatLocalDateTime(hold.endsAt),
  expiresAt: DateTime.fromJSDate(hold.expiresAt).setZone(SALON_ZONE).toISO()!,
});

/**
 * Slot holds: a picked slot is kept for HOLD_MINUTES while the customer fills in the
 * final form, so that nobody else takes it meanwhile (others' slot searches no longer
 * show it). The visit consumes the hold; an unused one lapses by itself.
 */
const reservationHoldsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/reservation-holds',
    {
      schema: {
        tags: ['reservations'],
        operationId: 'createReservationHold',
        summary: `Hold a slot for ${HOLD_MINUTES} minutes`,
        security: [],
        body: HoldRequestSchema,
        response: { 201: HoldSchema, 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema, 429: ApiErrorSchema },
      },
      // Holds take slots away from everyone else: one client may not hold a salon's day.
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { body } = request;
      const start = parseLocalDateTime(body.dateTime);
      if (!start) throw invalidValue('dateTime');
      const hold = await app.availability.createHold({
        salonId: body.salonId,
        serviceId: body.serviceId,
        start,
        hairdresserId: body.hairdresserId,
        ...(body.replacesHoldId !== undefined ? { replacesHoldId: body.replacesHoldId } : {}),
        // The edit flow holds a time overlapping the reservation it moves; the edit itself
        // counts that reservation as free too, and booking anything else rechecks it.
        ...(body.editedReservationId !== undefined ? { excludeReservationIds: [body.editedReservationId] } : {}),
      });
      return reply.code(201).header('location', `/api/reservation-holds/${hold.id}`).send(toHold(hold));
    },
  );

  app.delete(
    '/reservation-holds/:id',
    {
      schema: {
        tags: ['reservations'],
        operationId: 'releaseReservationHold',
        summary: 'Release a hold',
        security: [],
        params: Type.Object({ id: Type.String({ format: 'uuid' }) }),
        response: { 204: Type.Null(), 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      if (!(await app.availability.releaseHold(request.params.id))) throw notFound('id');
      return reply.code(204).send(null);
    },
  );
};

export default reservationHoldsRoutes;
