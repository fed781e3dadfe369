import type { MapMarker } from './map-types.ts';

/** A GeoJSON point per marker with its id, label and link as properties: the data of the clustered source. */
export function markersToGeoJson(markers: readonly MapMarker[]): MarkerFeatureCollection {
  return {
    type: 'FeatureCollection',
    features: markers.map((marker) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [marker.longitude, marker.latitude] },
      properties: { id: marker.id, label: marker.label, href: marker.href ?? '' },
    })),
  };
}

/** What each point of the clustered source carries. */
export interface MarkerProperties {
  id: string;
  label: string;
  /** '' without a link: a null property would not survive the source's tiling. */
  href: string;
}

/** A GeoJSON FeatureCollection of points (RFC 7946), as the clustered source takes it. */
export interface MarkerFeatureCollection {
  type: 'FeatureCollection';
  features: Array<{
    type: 'Feature';
    geometry: { type: 'Point'; coordinates: [number, number] };
    properties: MarkerProperties;
  }>;
}

/** The south-west and north-east corners around every marker, `[[lng, lat], [lng, lat]]`; null for none. */
export function markersBounds(markers: readonly MapMarker[]): [[number, number], [number, number]] | null {
  if (markers.length === 0) return null;
  const lngs = markers.map((marker) => marker.longitude);
  const lats = markers.map((marker) => marker.latitude);
  return [
    [Math.min(...lngs), Math.min(...lats)],
    [Math.max(...lngs), Math.max(...lats)],
  ];
}

/** Markers that can be drawn: finite coordinates on Earth (a salon without a location has none). */
export function placeableMarkers(markers: readonly MapMarker[]): MapMarker[] {
  return markers.filter(
    (marker) =>
      Number.isFinite(marker.latitude) &&
      Number.isFinite(marker.longitude) &&
      Math.abs(marker.latitude) <= 90 &&
      Math.abs(marker.longitude) <= 180,
  );
}
