import type { Coordinates } from './catalog-api.ts';

/**
 * The Earth's mean radius in kilometres: R1 = (2a + b) / 3 of the WGS 84 ellipsoid
 * (IUGG; a = 6378.137 km at the equator, b ≈ 6356.752 km at the poles). The sphere that
 * best fits the ellipsoid on average, so a great-circle distance on it is off by at most
 * about 0.5% anywhere (less across Poland); "nearest salon" needs no more.
 */
export const EARTH_MEAN_RADIUS_KM = 6371.0088;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * The great-circle distance between two points in kilometres (haversine formula, on a
 * sphere of EARTH_MEAN_RADIUS_KM). The one distance of the project: the API sorts salons
 * and slots by it and the booking remote suggests the nearest areas by it, so the client
 * and the server never disagree about which is nearer.
 */
export function distanceInKm(from: Coordinates, to: Coordinates): number {
  const dLatitude = radians(to.latitude - from.latitude);
  const dLongitude = radians(to.longitude - from.longitude);
  const h = Math.sin(dLatitude / 2) ** 2 + Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLongitude / 2) ** 2;
  // asin is defined up to 1 only: a rounding error above it must not turn into NaN.
  return 2 * EARTH_MEAN_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
