import type { AreaQuery, Coordinates } from '@salon/contracts/catalog-api';
import type { SlotsQuery } from '@salon/contracts/reservations-api';
import type { SlotDay } from '@salon/ui/slots';

/** The area as the booking draft holds it. */
export interface SlotsArea {
  code: string;
  name: string;
  virtual?: boolean;
}

export interface SlotsQueryInput {
  day: SlotDay;
  serviceIds: readonly string[];
  /** Only this salon (chosen on purpose); wins over the area. */
  salonId: string | null;
  area: SlotsArea | null;
  /** `booking.areasEndpoint`: areas are cities or departments. */
  areasEndpoint: 'cities' | 'departments';
  /** The customer's own hold, so that its slot still shows while changing the pick. */
  holdId: string | null;
  /** Where the customer is, when they shared it: the API lists the nearest salons first. */
  location?: Coordinates | null;
}

/**
 * `lat,lng` for the API, to three decimals (about 100 m): enough to order salons, and
 * no more of the customer's position than that leaves the browser.
 */
export function locationParam({ latitude, longitude }: Coordinates): string {
  return `${latitude.toFixed(3)},${longitude.toFixed(3)}`;
}

/** The area selector of the search: virtual salons, a city or a department, by configuration. */
export function areaSelector(area: SlotsArea, areasEndpoint: 'cities' | 'departments'): AreaQuery {
  if (area.virtual) return { virtualSalons: true };
  return areasEndpoint === 'cities' ? { city: area.code } : { departmentCode: area.code };
}

/**
 * GET /api/reservation-slots's query (spec part 1, section 7): the day, the services and
 * either the chosen salon or the area, with the customer's location when they shared it.
 * Null when there is neither salon nor area (nothing to search).
 */
export function slotsQuery({ day, serviceIds, salonId, area, areasEndpoint, holdId, location }: SlotsQueryInput): SlotsQuery | null {
  if (serviceIds.length === 0) return null;
  const where: AreaQuery & { salonId?: string } = salonId
    ? { salonId }
    : area
      ? areaSelector(area, areasEndpoint)
      : {};
  if (Object.keys(where).length === 0) return null;
  return {
    date: day,
    services: serviceIds.join(','),
    ...where,
    ...(location && !salonId ? { location: locationParam(location) } : {}),
    ...(holdId ? { holdId } : {}),
  };
}
