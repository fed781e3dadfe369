/*
 * The part of the map that needs mapbox-gl. MapView imports this module with a dynamic
 * import() once the map scrolls near the viewport, so mapbox-gl (about 450 KiB gzip)
 * and its stylesheet sit in their own lazy chunk, never in a page's first load.
 *
 * The default build of mapbox-gl runs under the site's Content-Security-Policy without
 * 'unsafe-eval': it starts its worker from a blob: URL (worker-src/child-src blob:) and
 * draws images from data:/blob: URLs (docs/decisions, deploy/src/security-headers.ts).
 */
import mapboxgl from 'mapbox-gl';
import type { GeoJSONSource, LngLatBoundsLike, Map as MapboxMap, MapOptions, Marker, Popup, StyleSpecification } from 'mapbox-gl';
import 'mapbox-gl/dist/mapbox-gl.css';
import { markersBounds, markersToGeoJson, type MarkerProperties } from './map-markers.ts';
import type { MapMarker } from './map-types.ts';

/** The interface texts mapbox-gl shows, in the page's language (keys of mapbox-gl's `locale`). */
export type MapLocale = NonNullable<MapOptions['locale']>;

export interface MountMapOptions {
  container: HTMLElement;
  accessToken: string;
  style: string | StyleSpecification;
  markers: readonly MapMarker[];
  zoom: number;
  cluster: boolean;
  /** Theme colours: pins and clusters, the text on clusters, the ring around them. */
  colors: { marker: string; markerText: string; halo: string };
  locale: MapLocale;
  /** Accessible name of a popup's close button. */
  closeLabel: string;
  /** Follows a link of this site without reloading the page (react-router's navigate). */
  onNavigate: (href: string) => void;
  /** Gives up (and shows the fallback) when the style has not loaded by then. */
  loadTimeoutMs?: number;
}

/** A map on the page. */
export interface MountedMap {
  /** Settles when the style and first frame are in; rejects when the map cannot show (bad token or style, no WebGL, timeout). */
  ready: Promise<void>;
  /** Replaces the markers (a filtered list) and fits the view to them again. */
  setMarkers(markers: readonly MapMarker[]): void;
  /** Removes the map and everything it holds; safe to call more than once. */
  remove(): void;
}

const SOURCE_ID = 'salon-markers';
const CLUSTER_LAYER = 'salon-clusters';
const CLUSTER_COUNT_LAYER = 'salon-cluster-count';
const POINT_LAYER = 'salon-points';
/** Room around the markers when several are fitted into view. */
const FIT_PADDING = 48;

/** Where the camera starts: on the one place at `zoom`, or around all places, no closer than `zoom`. */
function initialCamera(markers: readonly MapMarker[], zoom: number): Pick<MapOptions, 'center' | 'zoom' | 'bounds' | 'fitBoundsOptions'> {
  const bounds = markersBounds(markers);
  if (!bounds) return { zoom };
  const [[west, south], [east, north]] = bounds;
  if (west === east && south === north) return { center: [west, south], zoom };
  return { bounds: bounds as LngLatBoundsLike, fitBoundsOptions: { padding: FIT_PADDING, maxZoom: zoom } };
}

/** Whether a link stays on this site (a path), so a plain click can go through the router. */
const isSitePath = (href: string) => href.startsWith('/') && !href.startsWith('//');

/** The popup's content built with DOM calls, never HTML strings: labels come from data. */
function popupContent(label: string, href: string | undefined, onNavigate: (href: string) => void): HTMLElement {
  const element = document.createElement(href ? 'a' : 'p');
  element.className = 'salon-map-popup';
  element.textContent = label;
  if (href && element instanceof HTMLAnchorElement) {
    element.href = href;
    if (isSitePath(href)) {
      element.addEventListener('click', (event) => {
        // Modified clicks (new tab, new window) keep the browser's behaviour.
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        onNavigate(href);
      });
    }
  }
  return element;
}

function createPopup(options: MountMapOptions): Popup {
  const popup = new mapboxgl.Popup({ closeButton: true, focusAfterOpen: true, maxWidth: '260px' });
  // mapbox-gl names the close button "Close popup" in English whatever the locale.
  popup.on('open', () => popup.getElement()?.querySelector('.mapboxgl-popup-close-button')?.setAttribute('aria-label', options.closeLabel));
  return popup;
}

/**
 * One DOM marker per place: a pin (`.mapboxgl-marker`) named after the place for
 * screen readers; with its popup set, mapbox-gl makes it a focusable button that
 * Enter and Space open.
 */
function addPins(map: MapboxMap, markers: readonly MapMarker[], options: MountMapOptions): () => void {
  const pins: Marker[] = markers.map((place) => {
    const pin = new mapboxgl.Marker({ color: options.colors.marker }).setLngLat([place.longitude, place.latitude]);
    pin.getElement().setAttribute('aria-label', place.label);
    pin.setPopup(createPopup(options).setDOMContent(popupContent(place.label, place.href, options.onNavigate)));
    pin.addTo(map);
    return pin;
  });
  return () => pins.forEach((pin) => pin.remove());
}

/**
 * What a click on a layer reports of its feature. mapbox-gl types features with the
 * global `GeoJSON` namespace of @types/geojson, which this repo does not install.
 */
interface ClickedFeature {
  properties?: Record<string, unknown> | null;
  geometry?: { type: string; coordinates?: unknown };
}

/** The `[lng, lat]` of a clicked point feature; null for anything else. */
function pointOf(feature: ClickedFeature | undefined): [number, number] | null {
  const coordinates = feature?.geometry?.type === 'Point' ? feature.geometry.coordinates : null;
  return Array.isArray(coordinates) && typeof coordinates[0] === 'number' && typeof coordinates[1] === 'number'
    ? [coordinates[0], coordinates[1]]
    : null;
}

/**
 * Clustered places (the map of all salons): a GeoJSON source with `cluster: true`,
 * circles sized by count with the count on them (when the style has glyphs to write
 * it), single places as dots. A cluster zooms in on click; a place opens its popup.
 */
function addClusters(map: MapboxMap, markers: readonly MapMarker[], options: MountMapOptions): void {
  const { marker, markerText, halo } = options.colors;
  map.addSource(SOURCE_ID, {
    type: 'geojson',
    data: markersToGeoJson(markers),
    cluster: true,
    clusterRadius: 48,
    clusterMaxZoom: 13,
  });
  map.addLayer({
    id: CLUSTER_LAYER,
    type: 'circle',
    source: SOURCE_ID,
    filter: ['has', 'point_count'],
    paint: {
      'circle-color': marker,
      'circle-radius': ['step', ['get', 'point_count'], 16, 5, 20, 15, 26],
      'circle-stroke-width': 3,
      'circle-stroke-color': halo,
    },
  });
  // A symbol layer without glyphs fails the style; an inline style may have none.
  if (map.getStyle()?.glyphs) {
    map.addLayer({
      id: CLUSTER_COUNT_LAYER,
      type: 'symbol',
      source: SOURCE_ID,
      filter: ['has', 'point_count'],
      layout: { 'text-field': ['get', 'point_count_abbreviated'], 'text-size': 14, 'text-allow-overlap': true },
      paint: { 'text-color': markerText },
    });
  }
  map.addLayer({
    id: POINT_LAYER,
    type: 'circle',
    source: SOURCE_ID,
    filter: ['!', ['has', 'point_count']],
    paint: { 'circle-color': marker, 'circle-radius': 9, 'circle-stroke-width': 3, 'circle-stroke-color': halo },
  });

  map.on('click', CLUSTER_LAYER, (event) => {
    const feature = event.features?.[0] as ClickedFeature | undefined;
    const clusterId = feature?.properties?.cluster_id;
    const center = pointOf(feature);
    if (typeof clusterId !== 'number' || !center) return;
    (map.getSource(SOURCE_ID) as GeoJSONSource | undefined)?.getClusterExpansionZoom(clusterId, (error, zoom) => {
      if (!error && typeof zoom === 'number') map.easeTo({ center, zoom });
    });
  });
  map.on('click', POINT_LAYER, (event) => {
    const feature = event.features?.[0] as ClickedFeature | undefined;
    const point = pointOf(feature);
    if (!point) return;
    const { label, href } = (feature?.properties ?? {}) as Partial<MarkerProperties>;
    createPopup(options)
      .setLngLat(point)
      .setDOMContent(popupContent(label ?? '', href || undefined, options.onNavigate))
      .addTo(map);
  });
  for (const layer of [CLUSTER_LAYER, POINT_LAYER]) {
    map.on('mouseenter', layer, () => {
      map.getCanvas().style.cursor = 'pointer';
    });
    map.on('mouseleave', layer, () => {
      map.getCanvas().style.cursor = '';
    });
  }
}

/**
 * Creates the map in `container` and resolves `ready` on its `load` event, with the
 * markers drawn. An error before `load` (a token or style that does not load) or a
 * style that never arrives rejects `ready` and removes the map, so the caller can show
 * its fallback; later errors (a tile, telemetry offline) are logged and the map stays.
 * Throws when mapbox-gl cannot start at all (no WebGL).
 */
export function mountMap(options: MountMapOptions): MountedMap {
  const { container, accessToken, style, zoom, cluster, loadTimeoutMs = 20_000 } = options;
  let markers = options.markers;
  const map = new mapboxgl.Map({
    container,
    accessToken,
    style,
    ...initialCamera(markers, zoom),
    locale: options.locale,
    // Page scroll stays page scroll: ctrl/⌘ + wheel or two fingers move the map.
    cooperativeGestures: true,
    attributionControl: true,
    // No telemetry beyond what the licence requires; none of it may break the map offline.
    performanceMetricsCollection: false,
    collectResourceTiming: false,
    respectPrefersReducedMotion: true,
  });
  map.addControl(new mapboxgl.NavigationControl({ showCompass: false }), 'top-right');

  let removed = false;
  let loaded = false;
  let clearPins: (() => void) | null = null;
  const remove = () => {
    if (removed) return;
    removed = true;
    clearPins?.();
    map.remove();
  };

  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      remove();
      reject(new Error(`the map did not load within ${loadTimeoutMs} ms`));
    }, loadTimeoutMs);
    map.on('error', (event) => {
      const error = event.error instanceof Error ? event.error : new Error(String(event.error ?? 'map error'));
      // A tile or source that fails (has a sourceId) does not stop the map; a style or token that fails does.
      if (loaded || 'sourceId' in event) {
        console.warn('[ui] map:', error.message);
        return;
      }
      clearTimeout(timer);
      remove();
      reject(error);
    });
    map.on('load', () => {
      clearTimeout(timer);
      if (removed) return;
      loaded = true;
      if (cluster) addClusters(map, markers, options);
      else clearPins = addPins(map, markers, options);
      resolve();
    });
  });

  return {
    ready,
    remove,
    setMarkers(next) {
      markers = next;
      if (!loaded || removed) return;
      if (cluster) (map.getSource(SOURCE_ID) as GeoJSONSource | undefined)?.setData(markersToGeoJson(next));
      else {
        clearPins?.();
        clearPins = addPins(map, next, options);
      }
      const camera = initialCamera(next, zoom);
      if (camera.bounds) map.fitBounds(camera.bounds, { ...camera.fitBoundsOptions, duration: 0 });
      else if (camera.center) map.jumpTo({ center: camera.center, zoom });
    },
  };
}
