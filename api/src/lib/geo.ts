import type { Coordinates } from '@salon/contracts/catalog-api';

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine); plenty for "nearest salon". */
export function distanceInKm(a: Coordinates, b: Coordinates): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

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
