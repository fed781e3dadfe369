import type { Area, AreaQuery, Salon, Service, ServiceDetails } from '@salon/contracts/catalog-api';
import type { RuntimeConfig } from '@salon/contracts/runtime-config';
import type { DraftArea, DraftSalon, DraftService } from './reservation-draft-slice.ts';

/*
 * How areas, salons and services of the API map onto the booking draft. Shared by the
 * booking root (a link with salonId / serviceId / city) and the area step (preferred
 * salon, repeat last visit), which both select a salon together with its area.
 */

/** Which list the areas come from: departments or cities (`booking.areasEndpoint`). */
export type AreasEndpoint = RuntimeConfig['booking']['areasEndpoint'];

/** An area as the draft keeps it. */
export function toDraftArea(area: Area): DraftArea {
  return { code: area.code, name: area.name, virtual: area.virtual };
}

/** A salon as the draft keeps it (with its services, so a service it lacks clears it). */
export function toDraftSalon(salon: Salon): DraftSalon {
  return { id: salon.id, name: salon.name, services: salon.services };
}

/** A service as the draft keeps it. */
export function toDraftService(service: Service | ServiceDetails): DraftService {
  return { id: service.id, name: service.name, duration: service.duration, price: service.price };
}

/**
 * The query selecting an area's salons in /api/services and /api/reservation-slots:
 * the virtual area by `virtualSalons`, else the city or the department by code.
 */
export function areaQuery(area: DraftArea, endpoint: AreasEndpoint): AreaQuery {
  if (area.virtual) return { virtualSalons: true };
  return endpoint === 'cities' ? { city: area.code } : { departmentCode: area.code };
}

/**
 * The area a salon belongs to: its city or its department by configuration, or the
 * virtual area for a salon without a location. Undefined when the list lacks it.
 */
export function areaOfSalon(salon: Pick<Salon, 'virtual' | 'location'>, areas: readonly Area[], endpoint: AreasEndpoint): Area | undefined {
  if (salon.virtual || !salon.location) return areas.find((area) => area.virtual);
  const code = endpoint === 'cities' ? salon.location.cityCode : salon.location.department.code;
  return areas.find((area) => area.code === code);
}

/** The area a link names (`?city=`): by code, or by name ignoring case. */
export function findArea(areas: readonly Area[], codeOrName: string): Area | undefined {
  const wanted = codeOrName.trim().toLocaleLowerCase('pl');
  if (!wanted) return undefined;
  return (
    areas.find((area) => area.code.toLocaleLowerCase('pl') === wanted) ??
    areas.find((area) => area.name.toLocaleLowerCase('pl') === wanted)
  );
}

/**
 * The codes of the areas where a service is offered, in the kind of area the flow
 * lists. The virtual area counts when virtual salons offer it.
 */
export function areasOfService(service: ServiceDetails, areas: readonly Area[], endpoint: AreasEndpoint): string[] {
  const codes = new Set(endpoint === 'cities' ? service.availableIn.cities : service.availableIn.departments);
  if (service.availableIn.virtualSalons) {
    for (const area of areas) if (area.virtual) codes.add(area.code);
  }
  return [...codes];
}
