import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiErrorSchema } from '@salon/contracts/api';
import {
  CreateVisitSchema,
  EditReservationSchema,
  LastVisitSchema,
  RecentVisitSchema,
  RecentVisitsQuerySchema,
  VisitSchema,
  type Contact,
} from '@salon/contracts/reservations-api';
import { ApiFailure, invalidValue, notFound } from '../../../lib/errors.ts';
import { parseLocalDateTime } from '../../../lib/local-time.ts';
import { normalizePhone } from '../../../lib/phone.ts';
import type { VisitContact } from '../../../plugins/app/visits/visits-repository.ts';

/** The contact as stored: phone in E.164, names trimmed; checked in that order. */
function checkedContact(contact: Contact): VisitContact {
  const phone = normalizePhone(contact.phone);
  if (!phone) throw invalidValue('contact.phone');
  const firstName = contact.firstName.trim();
  if (!firstName) throw invalidValue('contact.firstName');
  const lastName = contact.lastName.trim();
  if (!lastName) throw invalidValue('contact.lastName');
  return { firstName, lastName, phone };
}

function checkedStart(value: string, field: string) {
  const start = parseLocalDateTime(value);
  if (!start) throw invalidValue(field);
  return start;
}

const VisitIdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
const errors = { 400: ApiErrorSchema, 404: ApiErrorSchema };
const signedIn = { 401: ApiErrorSchema };
const bearer = [{ bearer: [] }];

/**
 * Visits (spec part 1, section 7 "Visits"): book, read, edit one reservation, cancel,
 * and the signed-in customer's lists. A visit's id is a capability: whoever has the
 * link may read, edit and cancel it, as the public details page does. The booking
 * rules live in the visits repository.
 */
const visitsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/visits',
    {
      schema: {
        tags: ['visits'],
        summary: 'Book a visit; its id is in the Location header',
        body: CreateVisitSchema,
        response: { 201: VisitSchema, ...errors, ...signedIn },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const contact = checkedContact(body.contact);
      const start = checkedStart(body.dateTime, 'dateTime');
      const note = body.clientNote?.trim();
      const id = await app.visits.create({
        salonId: body.salonId,
        serviceId: body.serviceId,
        hairdresserId: body.hairdresserId,
        start,
        contact,
        clientNote: note ? note : null,
        holdId: body.holdId,
        user: request.user,
        acceptDifferentPhone: body.acceptDifferentPhone ?? false,
      });
      const visit = await app.visits.findById(id, request.language);
      if (!visit) throw new Error(`visit ${id} not found after booking`);
      return reply.code(201).header('location', `/api/visits/${id}`).send(visit);
    },
  );

  app.get(
    '/visits',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['visits'],
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
      schema: {
        tags: ['visits'],
        summary: 'A visit (public details page)',
        params: VisitIdParams,
        response: { 200: VisitSchema, ...errors },
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
      schema: {
        tags: ['visits'],
        summary: 'Change the service, time and hairdresser of one reservation',
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
      });
      const visit = await app.visits.findById(params.visitId, request.language);
      if (!visit) throw notFound('visitId');
      return visit;
    },
  );

  app.delete(
    '/visits/:id',
    {
      schema: {
        tags: ['visits'],
        summary: 'Cancel a visit and all its reservations',
        params: VisitIdParams,
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      await app.visits.cancel(request.params.id);
      return reply.code(204).send(null);
    },
  );
};

export default visitsRoutes;
