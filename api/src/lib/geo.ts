import type { Coordinates } from '@salon/contracts/catalog-api';

// The distance itself is distanceInKm of @salon/contracts/geo, the one the booking remote uses too.

/**
 * The `location=lat,lng` query as coordinates; the route schema has checked the shape,
 * this checks the ranges. Null when out of range.
 */
export function parseLocation(value: string): Coordinates | null {
  const [latitude, longitude] = value.split(',').map(Number);
  if (latitude === undefined || longitude === undefined || Number.isNaN(latitude) || Number.isNaN(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

/** Rounded for the API: 0.1 km is as precise as a customer needs. */
export const roundKm = (km: number) => Math.round(km * 10) / 10;
