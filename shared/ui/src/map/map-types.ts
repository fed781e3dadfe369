import type { ReactNode } from 'react';

/** One place on a map: a salon, an office. */
export interface MapMarker {
  /** Unique among the map's markers (a salon code). */
  id: string;
  latitude: number;
  longitude: number;
  /** The place's name: the marker's accessible name and the text of its popup. */
  label: string;
  /** Where the popup links to: a path of this site (`/salony/M123`) or a full URL. */
  href?: string;
}

/** Props of `MapView`. */
export interface MapViewProps {
  markers: readonly MapMarker[];
  /** The accessible name of the map region ("Mapa salonu Rynek"). */
  label: string;
  /** The start zoom, 11 by default (spec); several markers are all fitted in, no closer than this. */
  zoom?: number;
  /** Groups nearby markers into counted circles that zoom in on click (the map of all salons). */
  cluster?: boolean;
  /** Shown instead of the map: without a token, with maps disabled, or when mapbox-gl fails. */
  fallback: ReactNode;
  /** Styles the region, e.g. its height (`height: 420px`); it is 320 px tall, 420 px from the tablet width. */
  className?: string;
}
