import type { Area, Coordinates } from '@salon/contracts/catalog-api';
import { distanceInKm } from '@salon/contracts/geo';

/** Spec part 1, section 9: the second nearest area is offered too when it is less than 1.5 times as far. */
export const AREA_SUGGESTION_RATIO = 1.5;

export interface NearbyArea {
  area: Area;
  distanceKm: number;
}

/**
 * The areas to suggest from where the customer is: the nearest one, and the second
 * nearest too when it is less than 1.5 times as far (two cities about as close, as
 * Gdańsk and Gdynia from Sopot). Only the candidates given are considered (the caller
 * leaves out the virtual area and the disabled ones); empty when there are none.
 */
export function nearestAreas(position: Coordinates, candidates: readonly Area[]): NearbyArea[] {
  const sorted = candidates
    .map((area) => ({ area, distanceKm: distanceInKm(position, area.coordinates) }))
    .sort((a, b) => a.distanceKm - b.distanceKm);
  const [first, second] = sorted;
  if (!first) return [];
  // At the very centre of the nearest area (distance 0) nothing else is "as close".
  if (second && first.distanceKm > 0 && second.distanceKm / first.distanceKm < AREA_SUGGESTION_RATIO) return [first, second];
  return [first];
}
