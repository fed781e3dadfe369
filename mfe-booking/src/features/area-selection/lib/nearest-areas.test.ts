import type { Area, Coordinates } from '@salon/contracts/catalog-api';
import { distanceInKm } from '@salon/contracts/geo';
import { nearestAreas } from './nearest-areas.ts';

const area = (code: string, latitude: number, longitude: number): Area => ({
  code,
  name: code,
  order: null,
  virtual: false,
  coordinates: { latitude, longitude },
  department: { code: 'X', name: 'X' },
  salonCount: 1,
});

const warszawa = area('warszawa', 52.2297, 21.0122);
const krakow = area('krakow', 50.0647, 19.945);
const gdansk = area('gdansk', 54.352, 18.6466);
const gdynia = area('gdynia', 54.5189, 18.5305);

/** A point on the equator; areas placed on it sit exactly `km` kilometres east. */
const origin: Coordinates = { latitude: 0, longitude: 0 };
const kmPerDegree = distanceInKm(origin, { latitude: 0, longitude: 1 });
const eastBy = (code: string, km: number) => area(code, 0, km / kmPerDegree);

describe('nearestAreas', () => {
  it('suggests the nearest area', () => {
    const nearKrakow = { latitude: 50.05, longitude: 19.9 };
    expect(nearestAreas(nearKrakow, [warszawa, krakow, gdansk]).map((n) => n.area.code)).toEqual(['krakow']);
  });

  it('offers both when the second is less than 1.5 times as far', () => {
    const sopot = { latitude: 54.4418, longitude: 18.5601 };
    const result = nearestAreas(sopot, [warszawa, gdansk, gdynia, krakow]);
    expect(result.map((n) => n.area.code)).toEqual(['gdynia', 'gdansk']);
    expect(result[0]!.distanceKm).toBeLessThan(result[1]!.distanceKm);
    // The distance the API sorts salons by: one function for both.
    expect(result.map((n) => n.distanceKm)).toEqual([distanceInKm(sopot, gdynia.coordinates), distanceInKm(sopot, gdansk.coordinates)]);
  });

  it('offers both at a ratio just under 1.5', () => {
    expect(nearestAreas(origin, [eastBy('b', 14.9), eastBy('a', 10)]).map((n) => n.area.code)).toEqual(['a', 'b']);
  });

  it('offers only the nearest at a ratio of 1.5 or more', () => {
    expect(nearestAreas(origin, [eastBy('a', 10), eastBy('b', 15.1)]).map((n) => n.area.code)).toEqual(['a']);
    expect(nearestAreas(origin, [eastBy('a', 10), eastBy('b', 40)]).map((n) => n.area.code)).toEqual(['a']);
  });

  it('offers one area at its very centre, and one when it is the only candidate', () => {
    expect(nearestAreas(warszawa.coordinates, [krakow, warszawa]).map((n) => n.area.code)).toEqual(['warszawa']);
    expect(nearestAreas(origin, [krakow]).map((n) => n.area.code)).toEqual(['krakow']);
  });

  it('offers nothing without candidates', () => {
    expect(nearestAreas(origin, [])).toEqual([]);
  });
});
