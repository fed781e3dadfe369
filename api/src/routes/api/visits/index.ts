import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiErrorSchema } from '@salon/contracts/api';
import {
  BookedVisitSchema,
  CreateVisitSchema,
  EditReservationSchema,
  LastVisitSchema,
  RecentVisitSchema,
  RecentVisitsQuerySchema,
  VisitSchema,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  type Contact,
  type CreateVisit,
} from '@salon/contracts/reservations-api';
import { ApiFailure, invalidValue, notFound } from '../../../lib/errors.ts';
import { parseLocalDateTime } from '../../../lib/local-time.ts';
import { normalizePhone } from '../../../lib/phone.ts';
import { sha256 } from '../../../lib/secrets.ts';
import type { VisitContact } from '../../../plugins/app/visits/visits-repository.ts';
import { checkedLocation } from '../../../plugins/app/visits/visit-locations.ts';
import { visitAccessToken } from '../../../plugins/app/visits/visit-links.ts';

/**
 * The contact as stored: phone in E.164, names trimmed, the address of a visit at the
 * customer's place trimmed with its postcode written "00-950"; checked in that order.
 * Whether the salon takes an address is the repository's check (visit-locations.ts).
 */
function checkedContact(contact: Contact): VisitContact {
  const phone = normalizePhone(contact.phone);
  if (!phone) throw invalidValue('contact.phone');
  const firstName = contact.firstName.trim();
  if (!firstName) throw invalidValue('contact.firstName');
  const lastName = contact.lastName.trim();
  if (!lastName) throw invalidValue('contact.lastName');
  return { firstName, lastName, phone, ...(contact.location ? { location: checkedLocation(contact.location) } : {}) };
}

function checkedStart(value: string, field: string) {
  const start = parseLocalDateTime(value);
  if (!start) throw invalidValue(field);
  return start;
}

/** What a booking books, hashed: a retry under the same Idempotency-Key must book the same. */
function bookingFingerprint(body: CreateVisit, contact: VisitContact): string {
  return sha256(JSON.stringify([body.salonId, body.serviceId, body.hairdresserId ?? null, body.dateTime, contact.phone]));
}

const CreateVisitHeaders = Type.Object({
  [IDEMPOTENCY_KEY_HEADER.toLowerCase()]: Type.Optional(
    Type.String({
      pattern: IDEMPOTENCY_KEY_PATTERN,
      description:
        'Chosen by the client (a UUID) and sent again, unchanged, with a retry of the same booking: the visit the first request booked is answered (201) instead of a second booking. The same key with other details: 409 DUPLICATE_VALUE.',
    }),
  ),
});

const VisitIdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
const errors = { 400: ApiErrorSchema, 404: ApiErrorSchema };
const signedIn = { 401: ApiErrorSchema };
const bearer = [{ bearer: [] }];
/** A guest or a signed-in customer (who gets the visit on their account). */
const optionalSession: { [scheme: string]: string[] }[] = [{}, { bearer: [] }];
/** One visit: its manage link's token, or the session of its customer (visit-access.ts). */
const visitManager: { [scheme: string]: string[] }[] = [{ visitToken: [] }, { bearer: [] }];
/** The access rule, in the description of each call on one visit. */
const visitAccessDescription =
  'With the `x-visit-token` of the visit’s manage link (until the visit has ended) or signed in as its customer; anyone else gets the 404 of an unknown id.';

/**
 * Visits (spec part 1, section 7 "Visits"): book, read, edit one reservation, cancel,
 * and the signed-in customer's lists. One visit is read, edited and cancelled with its
 * manage link's token (answered to the booking, sent in every message about the visit)
 * or by its signed-in customer; anyone else gets the 404 of an unknown id
 * (plugins/app/visits/visit-access.ts). The booking rules live in the visits repository.
 */
const visitsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/visits',
    {
      schema: {
        tags: ['visits'],
        operationId: 'createVisit',
        summary: 'Book a visit; its id is in the Location header',
        description:
          'The answer carries the visit’s `accessToken`: sent back as `x-visit-token`, it lets this browser read, edit and cancel the visit. A virtual salon (services at the customer’s place) needs `contact.location`, the address its team comes to; any other salon refuses one (400 INVALID_VALUE `contact.location`).',
        security: optionalSession,
        headers: CreateVisitHeaders,
        body: CreateVisitSchema,
        response: { 201: BookedVisitSchema, ...errors, ...signedIn, 409: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const contact = checkedContact(body.contact);
      const start = checkedStart(body.dateTime, 'dateTime');
      const note = body.clientNote?.trim();
      const key = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()] as string | undefined;
      const idempotency = key ? { key, fingerprint: bookingFingerprint(body, contact) } : null;
      /** The visit booked earlier under this key: the same booking answered again, or a refusal. */
      const bookedBefore = async (): Promise<string | null> => {
        if (!idempotency) return null;
        const earlier = await app.visits.findRequest(idempotency.key);
        if (!earlier) return null;
        if (earlier.fingerprint !== idempotency.fingerprint) throw new ApiFailure(409, 'DUPLICATE_VALUE', IDEMPOTENCY_KEY_HEADER);
        return earlier.visitId;
      };
      let id = await bookedBefore();
      if (!id) {
        try {
          id = await app.visits.create({
            salonId: body.salonId,
            serviceId: body.serviceId,
            hairdresserId: body.hairdresserId,
            start,
            contact,
            clientNote: note ? note : null,
            holdId: body.holdId,
            user: request.user,
            acceptDifferentPhone: body.acceptDifferentPhone ?? false,
            language: request.language,
            idempotency,
          });
        } catch (error) {
          // The same request running beside this one booked it first (this one found its
          // slot or its key taken): answer that visit.
          id = await bookedBefore();
          if (!id) throw error;
        }
        // The booking's transaction wrote its messages: out right after the answer.
        request.wroteMessages = true;
      }
      const visit = await app.visits.findById(id, request.language);
      if (!visit) throw new Error(`visit ${id} not found after booking`);
      const accessToken = visitAccessToken(app.identityConfig.visitLinkSecret, id);
      return reply.code(201).header('location', `/api/visits/${id}`).send({ ...visit, accessToken });
    },
  );

  app.get(
    '/visits',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['visits'],
        operationId: 'listVisits',
        summary: "The signed-in customer's visits, newest first, cancelled ones included",
        security: bearer,
        response: { 200: Type.Array(VisitSchema), ...signedIn },
      },
    },
    async (request) => app.visits.listOf(request.user!, request.language),
  );

  // Static paths win over /visits/:id in Fastify's router, whatever the order here.
  app.get(
    '/visits/upcoming',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['visits'],
        operationId: 'listUpcomingVisits',
        summary: "The customer's visits still to come, not cancelled, soonest first (profile: reservations)",
        description: 'Visits are the account’s by its verified phone, so one booked as a guest with that phone is listed too.',
        security: bearer,
        response: { 200: Type.Array(VisitSchema), ...signedIn, 403: ApiErrorSchema },
      },
    },
    async (request) => app.visits.upcomingOf(request.user!, request.language),
  );

  app.get(
    '/visits/last',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['visits'],
        operationId: 'getLastVisit',
        summary: "The customer's latest visit that has started (repeat card); 404 when none",
        security: bearer,
        response: { 200: LastVisitSchema, 404: ApiErrorSchema, ...signedIn },
      },
    },
    async (request) => {
      const visit = await app.visits.lastOf(request.user!, request.language);
      if (!visit) throw new ApiFailure(404, 'NOT_FOUND');
      return visit;
    },
  );

  app.get(
    '/visits/recentVisits',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['visits'],
        operationId: 'listRecentVisits',
        summary: "The customer's latest visits by start; 404 when none",
        security: bearer,
        querystring: RecentVisitsQuerySchema,
        response: { 200: Type.Array(RecentVisitSchema), ...errors, ...signedIn },
      },
    },
    async (request) => {
      const { limit = 2, withCanceled = false } = request.query;
      const visits = await app.visits.recentOf(request.user!, { limit, withCanceled }, request.language);
      if (visits.length === 0) throw new ApiFailure(404, 'NOT_FOUND');
      return visits;
    },
  );

  app.get(
    '/visits/:id',
    {
      preHandler: app.requireVisitAccess('id'),
      schema: {
        tags: ['visits'],
        operationId: 'getVisit',
        summary: 'A visit (the details page of its manage link)',
        description: visitAccessDescription,
        security: visitManager,
        params: VisitIdParams,
        response: { 200: VisitSchema, ...errors, ...signedIn },
      },
    },
    async (request) => {
      const visit = await app.visits.findById(request.params.id, request.language);
      if (!visit) throw notFound('id');
      return visit;
    },
  );

  app.put(
    '/visits/:visitId/reservations/:reservationId',
    {
      preHandler: app.requireVisitAccess('visitId'),
      schema: {
        tags: ['visits'],
        operationId: 'editVisitReservation',
        summary: 'Change the service, time and hairdresser of one reservation',
        description: visitAccessDescription,
        security: visitManager,
        params: Type.Object({ visitId: Type.String({ format: 'uuid' }), reservationId: Type.String({ format: 'uuid' }) }),
        body: EditReservationSchema,
        response: { 200: VisitSchema, ...errors, ...signedIn },
      },
    },
    async (request) => {
      const { body, params } = request;
      const contact = body.contact ? checkedContact(body.contact) : undefined;
      const start = checkedStart(body.startDateTime, 'startDateTime');
      await app.visits.editReservation({
        visitId: params.visitId,
        reservationId: params.reservationId,
        serviceId: body.serviceId,
        start,
        hairdresserId: body.hairdresserId,
        contact,
        holdId: body.holdId,
        user: request.user,
        acceptDifferentPhone: body.acceptDifferentPhone ?? false,
        language: request.language,
      });
      request.wroteMessages = true;
      const visit = await app.visits.findById(params.visitId, request.language);
      if (!visit) throw notFound('visitId');
      return visit;
    },
  );

  app.delete(
    '/visits/:id',
    {
      preHandler: app.requireVisitAccess('id'),
      schema: {
        tags: ['visits'],
        operationId: 'cancelVisit',
        summary: 'Cancel a visit and all its reservations',
        description: visitAccessDescription,
        security: visitManager,
        params: VisitIdParams,
        response: { 204: Type.Null(), ...errors, ...signedIn },
      },
    },
    async (request, reply) => {
      await app.visits.cancel(request.params.id, { by: 'CUSTOMER' });
      request.wroteMessages = true;
      return reply.code(204).send(null);
    },
  );
};

export default visitsRoutes;
