import { distanceInKm } from './geo.ts';

const WARSZAWA = { latitude: 52.2297, longitude: 21.0122 };
const KRAKOW = { latitude: 50.0647, longitude: 19.945 };

describe('distanceInKm', () => {
  it('measures on a sphere of the mean Earth radius, 6371.0088 km', () => {
    // One degree of the equator is 1/360 of its length: 111.19508 km on this sphere
    // (111.19493 on a 6371 km one, 111.31949 on a 6378.137 km one).
    expect(distanceInKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 })).toBeCloseTo(111.19508, 4);
    // Pole to pole is half a great circle.
    expect(distanceInKm({ latitude: 90, longitude: 0 }, { latitude: -90, longitude: 0 })).toBeCloseTo(Math.PI * 6371.0088, 6);
  });

  it('gives the distance as the crow flies between two cities', () => {
    // Warsaw–Kraków is about 252 km as the crow flies.
    expect(distanceInKm(WARSZAWA, KRAKOW)).toBeCloseTo(252, 0);
  });

  it('is zero for one point and the same in both directions', () => {
    expect(distanceInKm(WARSZAWA, WARSZAWA)).toBe(0);
    expect(distanceInKm(WARSZAWA, KRAKOW)).toBe(distanceInKm(KRAKOW, WARSZAWA));
  });

  it('gives half the circumference, not NaN, for opposite points', () => {
    const distance = distanceInKm({ latitude: 52.2297, longitude: 21.0122 }, { latitude: -52.2297, longitude: -158.9878 });
    expect(distance).toBeCloseTo(Math.PI * 6371.0088, 3);
  });
});
