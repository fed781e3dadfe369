import {
  RESERVATION_STEP_PATHS,
  VISIT_DETAILS_PATH,
  type ReservationStep,
} from './booking-paths.ts';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { Area, Salon, Service, ServiceDetails, ServicesQuery } from '@salon/contracts/catalog-api';
import type { BusEvents } from '@salon/contracts/events';
import {
  areaOfSalon,
  areaQuery,
  areasOfService,
  findArea,
  toDraftArea,
  toDraftSalon,
  toDraftService,
  type AreasEndpoint,
} from './booking-areas.ts';
import {
  areaSelected,
  availableAreasChanged,
  salonSelected,
  serviceSelected,
  slotSelected,
  type ReservationDraft,
} from './reservation-draft-slice.ts';

/** The page after the last choice: a step, or the details of the finished booking. */
export type ReservationDestination = ReservationStep | 'details';

/** Feature flags the guards read (runtime configuration). */
export interface ReservationGuardFlags {
  areaSelection: boolean;
}

/**
 * Where to go after a choice (spec: "the next step after a choice"): the area step
 * without an area, the service step without a service, the date step without a salon
 * or a date, the final form until the booking is finished, then its details.
 */
export function nextStep(draft: ReservationDraft): ReservationDestination {
  if (!draft.area) return 'area';
  if (!draft.service) return 'service';
  if (!draft.salon || !draft.date) return 'salon-date';
  if (draft.stage !== 'finished') return 'final-form';
  return 'details';
}

/** The path of a destination; the details page needs the new visit's id. */
export function destinationPath(destination: ReservationDestination, visitId?: string): string {
  if (destination === 'details') {
    return visitId ? `${VISIT_DETAILS_PATH}/${encodeURIComponent(visitId)}` : VISIT_DETAILS_PATH;
  }
  return RESERVATION_STEP_PATHS[destination];
}

/** The service step needs an area (spec "Service screen"), whatever the areaSelection flag says. */
export function serviceStepRedirect(draft: ReservationDraft): ReservationStep | null {
  return draft.area ? null : 'area';
}

/**
 * The date step goes back to the area step when no area is chosen and area selection
 * is on, else to the service step when no service is chosen.
 */
export function salonDateStepRedirect(draft: ReservationDraft, flags: ReservationGuardFlags): ReservationStep | null {
  if (!draft.area && flags.areaSelection) return 'area';
  if (!draft.service) return 'service';
  return null;
}

/** The final form has the date step's guard and also needs a salon and a date. */
export function finalFormRedirect(draft: ReservationDraft, flags: ReservationGuardFlags): ReservationStep | null {
  const earlier = salonDateStepRedirect(draft, flags);
  if (earlier) return earlier;
  if (!draft.salon || !draft.date) return 'salon-date';
  return null;
}

/** The step a visitor opening `step` with this draft is sent to instead, or null to stay. */
export function stepRedirect(
  step: ReservationStep,
  draft: ReservationDraft,
  flags: ReservationGuardFlags,
): ReservationStep | null {
  switch (step) {
    case 'area':
      return null;
    case 'service':
      return serviceStepRedirect(draft);
    case 'salon-date':
      return salonDateStepRedirect(draft, flags);
    case 'final-form':
      return finalFormRedirect(draft, flags);
  }
}

/** The query keys the booking root acts on; every other key goes along unchanged. */
export const ROOT_QUERY_KEYS = ['salonId', 'serviceId', 'city'] as const;

/**
 * What the booking root may ask the API. A lookup answers null for "no such salon or
 * service" (404) and rejects on any other failure.
 */
export interface RootLookups {
  areasEndpoint: AreasEndpoint;
  getAreas(): Promise<Area[]>;
  getSalon(id: string): Promise<Salon | null>;
  getService(id: string): Promise<ServiceDetails | null>;
  getServices(query: ServicesQuery): Promise<Service[]>;
}

/** Where the root goes, and the draft actions to dispatch (after the reset) before going. */
export interface RootPlan {
  to: { pathname: string; search: string };
  actions: UnknownAction[];
}

/** The query string without the keys the root consumed. */
function remainingSearch(params: URLSearchParams): string {
  const rest = new URLSearchParams(params);
  for (const key of ROOT_QUERY_KEYS) rest.delete(key);
  const text = rest.toString();
  return text ? `?${text}` : '';
}

async function planFor(params: URLSearchParams, api: RootLookups): Promise<{ step: ReservationStep; actions: UnknownAction[] }> {
  const start = { step: 'area' as const, actions: [] };
  const city = params.get('city')?.trim();
  const salonId = params.get('salonId')?.trim();
  const serviceId = params.get('serviceId')?.trim();

  if (city) {
    const area = findArea(await api.getAreas(), city);
    if (!area) return start;
    const services = await api.getServices(areaQuery(area, api.areasEndpoint));
    return services.length > 0 ? { step: 'service', actions: [areaSelected(toDraftArea(area))] } : start;
  }

  if (salonId) {
    const salon = await api.getSalon(salonId);
    // A disabled salon takes no bookings: the link is as good as a missing salon.
    if (!salon || !salon.enabled) return start;
    const area = areaOfSalon(salon, await api.getAreas(), api.areasEndpoint);
    if (!area) return start;
    const actions: UnknownAction[] = [areaSelected(toDraftArea(area)), salonSelected(toDraftSalon(salon))];
    if (!serviceId) return { step: 'service', actions };
    const service = (await api.getServices(areaQuery(area, api.areasEndpoint))).find((offered) => offered.id === serviceId);
    if (!service) return { step: 'service', actions };
    return { step: 'salon-date', actions: [...actions, serviceSelected(toDraftService(service))] };
  }

  if (serviceId) {
    const service = await api.getService(serviceId);
    if (!service) return start;
    const available = areasOfService(service, await api.getAreas(), api.areasEndpoint);
    return { step: 'area', actions: [availableAreasChanged(available), serviceSelected(toDraftService(service))] };
  }

  return start;
}

/**
 * Where the booking root (`/rezerwacja`) sends the visitor, by the query keys salonId,
 * serviceId and city (spec part 1, section 2):
 * - city (an area code or name): that area and the service step when it has services,
 *   else the area step;
 * - salonId: the salon and its area (the virtual area for a virtual salon), then the
 *   date step with the service when serviceId is offered in that area, else the service
 *   step; an unknown or disabled salon starts anew;
 * - only serviceId: the service and the areas that offer it (the others are disabled on
 *   the area step), then the area step; an unknown service starts anew;
 * - otherwise, and whenever the API fails, the area step.
 * The three keys are consumed; every other key (utm_*, partner ids) goes along.
 */
export async function rootDestination(search: string, api: RootLookups): Promise<RootPlan> {
  const params = new URLSearchParams(search);
  const rest = remainingSearch(params);
  try {
    const { step, actions } = await planFor(params, api);
    return { to: { pathname: RESERVATION_STEP_PATHS[step], search: rest }, actions };
  } catch (error) {
    console.warn('[booking] the booking link could not be resolved; starting at the area step', error);
    return { to: { pathname: RESERVATION_STEP_PATHS.area, search: rest }, actions: [] };
  }
}

/** A time picked and held on salon details, handed over on the bus. */
export type BookingPrefill = BusEvents['booking:prefill'];

/**
 * The draft a prefill stands for, through the lookups a `salonId` link uses: the salon
 * (enabled) and its area, the service as this salon offers it (with its price there),
 * and the held slot with the hairdresser asked for. Null when the salon or the service
 * cannot be found.
 */
async function prefillActions(prefill: BookingPrefill, api: RootLookups): Promise<UnknownAction[] | null> {
  const salon = await api.getSalon(prefill.salonId);
  if (!salon || !salon.enabled) return null;
  const area = areaOfSalon(salon, await api.getAreas(), api.areasEndpoint);
  if (!area) return null;
  const service = (await api.getServices({ salonId: salon.id })).find((offered) => offered.id === prefill.serviceId);
  if (!service) return null;
  const hairdresser = prefill.hairdresserId ? { id: prefill.hairdresserId, name: prefill.hairdresserName ?? null } : null;
  return [
    areaSelected(toDraftArea(area)),
    salonSelected(toDraftSalon(salon)),
    serviceSelected(toDraftService(service)),
    slotSelected({
      salon: { ...toDraftSalon(salon), servicePrice: service.price },
      date: prefill.dateTime,
      hairdresser,
      holdId: prefill.holdId,
    }),
  ];
}

/**
 * Where the booking root sends a time picked and held on salon details
 * (`booking:prefill`): salon, area, service and the held slot selected, then the final
 * form, where the customer only types contact details (spec part 2, "Salon service slot
 * flow": "picking a slot ... goes to the reservation final form"). When the salon or
 * the service cannot be found, or the API fails, it goes as a link with that `salonId`
 * and `serviceId` would. Other query keys go along, as with a link.
 */
export async function prefillDestination(prefill: BookingPrefill, search: string, api: RootLookups): Promise<RootPlan> {
  try {
    const actions = await prefillActions(prefill, api);
    if (actions) return { to: { pathname: RESERVATION_STEP_PATHS['final-form'], search: remainingSearch(new URLSearchParams(search)) }, actions };
  } catch (error) {
    console.warn('[booking] the time held on salon details could not be taken over; going on as a salon link', error);
  }
  const params = new URLSearchParams(search);
  params.set('salonId', prefill.salonId);
  params.set('serviceId', prefill.serviceId);
  params.delete('city');
  return rootDestination(`?${params.toString()}`, api);
}
