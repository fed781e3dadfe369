import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Salon } from '@salon/contracts/catalog-api';
import {
  SlotsQuerySchema,
  SlotsResponseSchema,
  type HairdresserSlots,
  type SalonSlots,
  type SlotStatus,
  type SlotsQuery,
} from '@salon/contracts/reservations-api';
import { ApiErrorSchema } from '@salon/contracts/api';
import { distanceInKm } from '@salon/contracts/geo';
import type { DateTime } from 'luxon';
import { invalidValue, notFound } from '../../../lib/errors.ts';
import { parseLocation, roundKm } from '../../../lib/geo.ts';
import { formatSlot, warsawDay } from '../../../lib/slot-engine.ts';
import { price } from '../../../lib/money.ts';
import type { SalonDay } from '../../../plugins/app/availability/availability-repository.ts';

/** The selectors of a slot search, in the order a second one is reported. */
const SELECTORS = ['salonId', 'departmentCode', 'departmentName', 'city', 'virtualSalons'] as const;
const byName = new Intl.Collator('pl');
/** A visit covers a few services; more is a mistake or abuse. */
const MAX_SERVICES = 5;

function salonSlots(salon: Salon, day: SalonDay | undefined): SalonSlots {
  const priceMinor = day?.servicePriceMinor ?? null;
  const servicePrice = priceMinor === null ? null : price(priceMinor);
  const hairdressers: HairdresserSlots[] = (day?.hairdressers ?? []).map((h) => ({
    id: h.id,
    name: h.name,
    slots: h.slots.map(formatSlot),
    slotStatus: h.slots.length > 0 ? 'AVAILABLE' : 'NO_SLOTS_AVAILABLE',
  }));
  // The union of every hairdresser's starts, in time order (not text order: the
  // repeated hour of the autumn clock change writes the same text twice).
  const starts = new Map<number, DateTime>();
  for (const h of day?.hairdressers ?? []) for (const slot of h.slots) starts.set(slot.toMillis(), slot);
  const slots = [...starts.entries()].sort(([a], [b]) => a - b).map(([, slot]) => formatSlot(slot));

  let slotStatus: SlotStatus;
  if (!salon.acceptsReservations) slotStatus = 'NO_CUSTOMER_RESERVATIONS_ACCEPTED';
  else if (servicePrice === null) slotStatus = 'SERVICE_NOT_AVAILABLE';
  else slotStatus = slots.length > 0 ? 'AVAILABLE' : 'NO_SLOTS_AVAILABLE';
  return { salon, slots, slotStatus, servicePrice, hairdressers };
}

/**
 * GET /api/reservation-slots (spec part 1, section 7, "Slots, services, areas, salons"):
 * the start times of a day for one salon or every enabled salon of an area. A day in
 * the past or beyond the booking horizon is not an error: every salon answers
 * NO_SLOTS_AVAILABLE and the page shows its empty message.
 */
const reservationSlotsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/reservation-slots',
    {
      schema: {
        tags: ['reservations'],
        operationId: 'listReservationSlots',
        summary: 'Free start times of a day per salon and hairdresser',
        security: [],
        querystring: SlotsQuerySchema,
        response: { 200: SlotsResponseSchema, 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const query: SlotsQuery = request.query;
      if (!warsawDay(query.date)) throw invalidValue('date');
      const location = query.location === undefined ? null : parseLocation(query.location);
      if (query.location !== undefined && !location) throw invalidValue('location');
      const serviceIds = [...new Set(query.services.split(','))];
      if (serviceIds.length > MAX_SERVICES) throw invalidValue('services');
      const given = SELECTORS.filter((key) => query[key] !== undefined && query[key] !== false);
      if (given.length === 0) throw invalidValue('city');
      if (given.length > 1) throw invalidValue(given[1]!);

      // The area's salons and the catalogue's part of the search come from this
      // instance's cache; the day's bookings never do (availability README, "Caching").
      const salonIds = query.salonId !== undefined ? [query.salonId] : await app.availability.salonIdsInArea(query);
      const { salons, days } = await app.availability.searchDay({
        salonIds,
        serviceIds,
        date: query.date,
        language: request.language,
        ...(query.holdId !== undefined ? { excludeHoldId: query.holdId } : {}),
        // The edit flow: the customer's own reservation does not block the times around it.
        ...(query.editedReservationId !== undefined ? { excludeReservationIds: [query.editedReservationId] } : {}),
      });
      if (query.salonId !== undefined && salons.length === 0) throw notFound('salonId');

      const results = salons.map((salon) => salonSlots(salon, days.get(salon.id)));
      if (location) {
        const distance = new Map<string, number>();
        for (const result of results) {
          const { salon } = result;
          if (!salon.coordinates) continue;
          const km = distanceInKm(location, salon.coordinates);
          distance.set(salon.id, km);
          // A copy: searchDay's salons are shared with other searches (its memo).
          result.salon = { ...salon, distanceInKm: roundKm(km) };
        }
        // Nearest first; salons without coordinates (virtual) after them, by name.
        results.sort(
          (a, b) =>
            (distance.get(a.salon.id) ?? Infinity) - (distance.get(b.salon.id) ?? Infinity) ||
            byName.compare(a.salon.name, b.salon.name),
        );
      } else {
        results.sort((a, b) => byName.compare(a.salon.name, b.salon.name));
      }
      return results;
    },
  );
};

export default reservationSlotsRoutes;
