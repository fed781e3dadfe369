import { markersBounds, markersToGeoJson, placeableMarkers } from './map-markers.ts';

const rynek = { id: 'M1', latitude: 50.0617, longitude: 19.9373, label: 'Salon Rynek', href: '/salony/M1' };
const mokotow = { id: 'M3', latitude: 52.1934, longitude: 21.0349, label: 'Salon Mokotów' };

test('each marker becomes a GeoJSON point, longitude first, with its id, label and link', () => {
  expect(markersToGeoJson([rynek, mokotow])).toEqual({
    type: 'FeatureCollection',
    features: [
      { type: 'Feature', geometry: { type: 'Point', coordinates: [19.9373, 50.0617] }, properties: { id: 'M1', label: 'Salon Rynek', href: '/salony/M1' } },
      { type: 'Feature', geometry: { type: 'Point', coordinates: [21.0349, 52.1934] }, properties: { id: 'M3', label: 'Salon Mokotów', href: '' } },
    ],
  });
});

test('the bounds hold every marker, south-west corner first', () => {
  expect(markersBounds([mokotow, rynek])).toEqual([
    [19.9373, 50.0617],
    [21.0349, 52.1934],
  ]);
  expect(markersBounds([])).toBeNull();
});

test('only markers with coordinates on Earth can be placed', () => {
  expect(placeableMarkers([rynek, { ...mokotow, latitude: Number.NaN }, { ...mokotow, longitude: 200 }])).toEqual([rynek]);
});
