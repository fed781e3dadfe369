import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled, { useTheme } from 'styled-components';
import { useRuntimeConfig } from '@salon/platform';
import { media } from '../theme.ts';
import { Skeleton } from '../skeleton.tsx';
import { placeableMarkers } from './map-markers.ts';
import { resolveMapStyle } from './map-style.ts';
import type { MapViewProps } from './map-types.ts';
import type { MapLocale, MountedMap } from './mount-map.ts';

/** The start zoom of a salon's map (spec part 2, defaults: "salon and area map start zoom: 11"). */
export const DEFAULT_MAP_ZOOM = 11;

/** How far below the viewport the map starts loading, so it is usually ready when seen. */
const PRELOAD_MARGIN = '300px 0px';

type Status = 'waiting' | 'loading' | 'ready' | 'failed';

const Region = styled.section`
  position: relative;
`;

/**
 * The map's box, sized before mapbox-gl arrives so nothing below it moves. Its height
 * is `--map-height` when the caller's className sets it, else 320 px (420 px from the
 * tablet width).
 */
const MapArea = styled.div`
  position: relative;
  height: var(--map-height, 320px);
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceMuted};

  ${media.up('tablet')} {
    height: var(--map-height, 420px);
  }

  .mapboxgl-map {
    font: inherit;
  }

  .mapboxgl-popup-content {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.xl} ${theme.space.sm} ${theme.space.md}`};
    border-radius: ${({ theme }) => theme.radii.md};
    box-shadow: ${({ theme }) => theme.shadows.md};
    font-size: ${({ theme }) => theme.typography.fontSizes.md};
    color: ${({ theme }) => theme.colors.text};
  }

  .salon-map-popup {
    margin: 0;
    font-weight: ${({ theme }) => theme.typography.fontWeights.semibold};
  }

  a.salon-map-popup {
    color: ${({ theme }) => theme.colors.primary};
  }

  .mapboxgl-popup-close-button {
    width: 32px;
    height: 32px;
    font-size: 20px;
  }
`;

const Canvas = styled.div`
  position: absolute;
  inset: 0;
`;

const Loading = styled.div`
  position: absolute;
  inset: 0;
  display: flex;

  > span {
    flex: 1;
    display: flex;
  }

  > span > span {
    height: 100%;
  }
`;

/** Starts when the element comes within PRELOAD_MARGIN of the viewport (at once where IntersectionObserver is missing). */
function useNearViewport(element: HTMLElement | null, active: boolean): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!active || near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [active, near, element]);
  return near;
}

/**
 * An interactive map (mapbox-gl 3) of one place or many, in a region named `label`.
 *
 * - Token and style come from the runtime config (`maps`): without a token, with maps
 *   disabled or with a style that cannot be read, it shows `fallback` and downloads
 *   nothing. `style` may be a URL or an inline style JSON; none means Mapbox streets.
 * - mapbox-gl and its CSS load in their own chunk only when the map comes near the
 *   viewport; until it draws, the box keeps its size and shows a quiet skeleton. A
 *   failure (bad token or style, no WebGL, nothing after 20 s) shows `fallback`.
 * - One place: a pin named after it, focusable, that opens a popup with its link.
 *   Several: all fitted into view. `cluster`: grouped into counted circles that zoom
 *   in on click. The keyboard moves and zooms the map (mapbox-gl's handlers).
 *
 * Render it inside the router: links in popups to this site's paths go through it.
 *
 * @example
 * <MapView label={t('details.map')} markers={[{ id: salon.id, ...salon.coordinates, label: salon.name }]}
 *   fallback={<MapFallback salon={salon} />} />
 */
export function MapView({ markers, label, zoom = DEFAULT_MAP_ZOOM, cluster = false, fallback, className }: MapViewProps) {
  const { t, i18n } = useTranslation('common');
  const theme = useTheme();
  const navigate = useNavigate();
  const { enabled, accessToken, style } = useRuntimeConfig().maps;
  const resolvedStyle = useMemo(() => resolveMapStyle(style), [style]);
  const places = useMemo(() => placeableMarkers(markers), [markers]);
  const placesKey = JSON.stringify(places);
  const usable = Boolean(enabled && accessToken && resolvedStyle && places.length > 0);

  const [region, setRegion] = useState<HTMLElement | null>(null);
  const canvasRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MountedMap | null>(null);
  const placesRef = useRef(places);
  placesRef.current = places;
  const drawnKeyRef = useRef(placesKey);
  const [status, setStatus] = useState<Status>('waiting');
  const near = useNearViewport(region, usable);

  // Values read once when the map is created; a new language or theme creates it again.
  const locale: MapLocale = useMemo(
    () => ({
      'Map.Title': t('map.canvas'),
      'NavigationControl.ZoomIn': t('map.zoomIn'),
      'NavigationControl.ZoomOut': t('map.zoomOut'),
      'NavigationControl.ResetBearing': t('map.resetBearing'),
      'AttributionControl.ToggleAttribution': t('map.attribution'),
      'LogoControl.Title': t('map.logo'),
      'ScrollZoomBlocker.CtrlMessage': t('map.ctrlScroll'),
      'ScrollZoomBlocker.CmdMessage': t('map.cmdScroll'),
      'TouchPanBlocker.Message': t('map.twoFingers'),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- t changes identity with the language, which is the dependency
    [i18n.language],
  );
  const closeLabel = t('close');
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;

  useEffect(() => {
    const container = canvasRef.current;
    if (!near || !usable || !accessToken || !resolvedStyle || !container) return;
    let cancelled = false;
    setStatus('loading');
    import('./mount-map.ts')
      .then(({ mountMap }) => {
        if (cancelled) return;
        drawnKeyRef.current = JSON.stringify(placesRef.current);
        mapRef.current = mountMap({
          container,
          accessToken,
          style: resolvedStyle,
          markers: placesRef.current,
          zoom,
          cluster,
          colors: { marker: theme.colors.primary, markerText: theme.colors.onPrimary, halo: theme.colors.surface },
          locale,
          closeLabel,
          onNavigate: (href) => navigateRef.current(href),
        });
        return mapRef.current.ready;
      })
      .then(() => {
        if (!cancelled) setStatus('ready');
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        console.warn('[ui] the map could not be shown; showing its fallback', error);
        mapRef.current?.remove();
        mapRef.current = null;
        setStatus('failed');
      });
    return () => {
      cancelled = true;
      mapRef.current?.remove();
      mapRef.current = null;
    };
  }, [near, usable, accessToken, resolvedStyle, zoom, cluster, theme, locale, closeLabel]);

  // New markers (a filtered list) move into the drawn map instead of creating it again.
  useEffect(() => {
    if (status !== 'ready' || drawnKeyRef.current === placesKey) return;
    drawnKeyRef.current = placesKey;
    mapRef.current?.setMarkers(placesRef.current);
  }, [status, placesKey]);

  if (!usable || status === 'failed') {
    return (
      <Region aria-label={label} className={className}>
        {fallback}
      </Region>
    );
  }

  return (
    <Region ref={setRegion} aria-label={label} className={className}>
      <MapArea>
        <Canvas ref={canvasRef} />
        {status !== 'ready' && (
          <Loading role="status" aria-label={t('map.loading')}>
            <Skeleton height="100%" radius="md" />
          </Loading>
        )}
      </MapArea>
    </Region>
  );
}
