import { useState } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { initI18n } from '@salon/i18n';
import { setRuntimeConfigForTests } from '@salon/platform';
import { renderRoutes } from '../testing.ts';
import { MapView } from './map-view.tsx';
import type { MapMarker, MapViewProps } from './map-types.ts';

/*
 * mapbox-gl is replaced by a small fake that records what the component asks of it and
 * lets each test fire the map's events. `mockMapboxLoaded` counts how often the module
 * was loaded: the lazy import must not happen before the map nears the viewport.
 */
type Handler = (event?: unknown) => void;

class FakeMap {
  readonly handlers: Array<{ type: string; layer?: string; handler: Handler }> = [];
  readonly sources = new Map<string, { spec: Record<string, unknown>; setData: jest.Mock; getClusterExpansionZoom: jest.Mock }>();
  readonly layers: Array<Record<string, unknown>> = [];
  readonly remove = jest.fn();
  readonly fitBounds = jest.fn();
  readonly jumpTo = jest.fn();
  readonly easeTo = jest.fn();
  readonly canvas = document.createElement('canvas');
  glyphs: string | undefined;
  constructor(readonly options: Record<string, unknown> & { container: HTMLElement }) {
    if (mockConstructorError) throw mockConstructorError;
    mockMaps.push(this);
  }
  on(type: string, layerOrHandler: string | Handler, handler?: Handler) {
    if (typeof layerOrHandler === 'string') this.handlers.push({ type, layer: layerOrHandler, handler: handler! });
    else this.handlers.push({ type, handler: layerOrHandler });
    return this;
  }
  emit(type: string, event?: unknown, layer?: string) {
    this.handlers.filter((h) => h.type === type && h.layer === layer).forEach((h) => h.handler(event));
  }
  addControl() {
    return this;
  }
  addSource(id: string, spec: Record<string, unknown>) {
    this.sources.set(id, { spec, setData: jest.fn(), getClusterExpansionZoom: jest.fn() });
  }
  getSource(id: string) {
    return this.sources.get(id);
  }
  addLayer(layer: Record<string, unknown>) {
    this.layers.push(layer);
  }
  getStyle() {
    return { glyphs: this.glyphs };
  }
  getCanvas() {
    return this.canvas;
  }
}

class FakePopup {
  content: Node | null = null;
  setDOMContent(node: Node) {
    this.content = node;
    return this;
  }
  setLngLat() {
    return this;
  }
  addTo() {
    return this;
  }
  on() {
    return this;
  }
  getElement() {
    return undefined;
  }
}

class FakeMarker {
  readonly element = document.createElement('div');
  lngLat: [number, number] | null = null;
  popup: FakePopup | null = null;
  constructor(readonly options: Record<string, unknown>) {
    this.element.className = 'mapboxgl-marker';
    mockMarkers.push(this);
  }
  setLngLat(lngLat: [number, number]) {
    this.lngLat = lngLat;
    return this;
  }
  getElement() {
    return this.element;
  }
  setPopup(popup: FakePopup) {
    this.popup = popup;
    return this;
  }
  addTo(map: FakeMap) {
    map.options.container.appendChild(this.element);
    return this;
  }
  remove() {
    this.element.remove();
  }
}

const mockMaps: FakeMap[] = [];
let mockConstructorError: Error | null = null;
const mockMarkers: FakeMarker[] = [];
const mockMapboxLoaded = jest.fn();

jest.mock('mapbox-gl', () => {
  mockMapboxLoaded();
  return {
    __esModule: true,
    default: { Map: FakeMap, Marker: FakeMarker, Popup: FakePopup, NavigationControl: class {} },
  };
});

/** An IntersectionObserver the test drives: `mockIntersect()` says every observed element is near. */
let observed: Array<{ element: Element; callback: IntersectionObserverCallback; options?: IntersectionObserverInit }> = [];
class FakeIntersectionObserver {
  constructor(
    private readonly callback: IntersectionObserverCallback,
    private readonly options?: IntersectionObserverInit,
  ) {}
  observe(element: Element) {
    observed.push({ element, callback: this.callback, options: this.options });
  }
  disconnect() {
    observed = observed.filter((entry) => entry.callback !== this.callback);
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
}
function intersect() {
  act(() => {
    for (const { element, callback } of [...observed]) {
      callback([{ isIntersecting: true, target: element } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
    }
  });
}

const TOKEN = 'pk.eyJ1IjoidGVzdCIsImEiOiJ0ZXN0In0.test';
const INLINE_STYLE = '{"version":8,"sources":{},"layers":[{"id":"bg","type":"background","paint":{"background-color":"#eae6df"}}]}';
const rynek: MapMarker = { id: 'M1', latitude: 50.0617, longitude: 19.9373, label: 'Salon Rynek', href: '/salony/M1' };
const kazimierz: MapMarker = { id: 'M2', latitude: 50.0513, longitude: 19.9449, label: 'Salon Kazimierz', href: '/salony/M2' };
const mokotow: MapMarker = { id: 'M3', latitude: 52.1934, longitude: 21.0349, label: 'Salon Mokotów' };

function renderMap(props: Partial<MapViewProps> = {}) {
  return renderRoutes(
    <MapView label="Mapa salonu" markers={[rynek]} fallback={<p>ul. Rynek Główny 12, Kraków</p>} {...props} />,
    '/salony/M1',
  );
}
const region = () => screen.getByRole('region', { name: 'Mapa salonu' });
const lastMap = () => {
  const map = mockMaps.at(-1);
  if (!map) throw new Error('no map was created');
  return map;
};
/** Brings the map into view and waits until mapbox-gl's Map exists. */
async function scrollIntoView() {
  intersect();
  await waitFor(() => expect(mockMaps).toHaveLength(1));
}
/** Fires the map's `load` and lets the component see the map is ready. */
async function load(map = lastMap()) {
  await act(async () => map.emit('load'));
}

beforeAll(() => initI18n());
beforeEach(() => {
  // A fresh module registry, so each test sees whether *it* loaded mapbox-gl.
  jest.resetModules();
  mockMaps.length = 0;
  mockMarkers.length = 0;
  mockConstructorError = null;
  observed = [];
  window.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
  setRuntimeConfigForTests({ maps: { enabled: true, accessToken: TOKEN, style: INLINE_STYLE } });
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => setRuntimeConfigForTests(null));

describe('MapView without a usable configuration', () => {
  it.each([
    ['there is no token', { enabled: true, accessToken: null, style: null }],
    ['maps are disabled', { enabled: false, accessToken: TOKEN, style: null }],
    ['the inline style is broken', { enabled: true, accessToken: TOKEN, style: '{"version":8,' }],
  ])('shows the fallback in the named region and loads nothing when %s', async (_, maps) => {
    setRuntimeConfigForTests({ maps });
    renderMap();
    expect(within(region()).getByText('ul. Rynek Główny 12, Kraków')).toBeInTheDocument();
    expect(observed).toHaveLength(0);
    intersect();
    await act(async () => undefined);
    expect(mockMapboxLoaded).not.toHaveBeenCalled();
    expect(mockMaps).toHaveLength(0);
  });

  it('shows the fallback when no marker has a place on Earth', () => {
    renderMap({ markers: [{ ...rynek, latitude: Number.NaN }] });
    expect(within(region()).getByText('ul. Rynek Główny 12, Kraków')).toBeInTheDocument();
    expect(observed).toHaveLength(0);
  });
});

describe('MapView with a token', () => {
  it('reserves its box with a loading skeleton and loads mapbox-gl only once near the viewport', async () => {
    renderMap();
    expect(within(region()).getByRole('status', { name: 'Ładowanie mapy…' })).toBeInTheDocument();
    expect(screen.queryByText('ul. Rynek Główny 12, Kraków')).not.toBeInTheDocument();
    expect(observed).toHaveLength(1);
    expect(observed[0]?.options?.rootMargin).toMatch(/px/);
    await act(async () => undefined);
    expect(mockMapboxLoaded).not.toHaveBeenCalled();
    expect(mockMaps).toHaveLength(0);

    await scrollIntoView();
    expect(mockMapboxLoaded).toHaveBeenCalled();
    expect(observed).toHaveLength(0);
  });

  it('starts on the salon at zoom 11 with the configured token and the parsed inline style, telemetry off', async () => {
    renderMap();
    await scrollIntoView();
    const { options } = lastMap();
    expect(options.container).toBeInstanceOf(HTMLElement);
    expect(region()).toContainElement(options.container);
    expect(options).toMatchObject({
      accessToken: TOKEN,
      style: JSON.parse(INLINE_STYLE),
      center: [19.9373, 50.0617],
      zoom: 11,
      performanceMetricsCollection: false,
      collectResourceTiming: false,
    });
    expect(options.locale).toMatchObject({ 'NavigationControl.ZoomIn': 'Przybliż mapę' });
  });

  it('uses the Mapbox street map when a token is set but no style', async () => {
    setRuntimeConfigForTests({ maps: { enabled: true, accessToken: TOKEN, style: null } });
    renderMap({ zoom: 14 });
    await scrollIntoView();
    expect(lastMap().options).toMatchObject({ style: 'mapbox://styles/mapbox/streets-v12', zoom: 14 });
  });

  it('on load draws a pin named after the salon whose popup links to it through the router', async () => {
    const { location } = renderMap();
    await scrollIntoView();
    expect(mockMarkers).toHaveLength(0);
    await load();

    expect(screen.queryByRole('status', { name: 'Ładowanie mapy…' })).not.toBeInTheDocument();
    expect(mockMarkers).toHaveLength(1);
    const [pin] = mockMarkers;
    expect(pin?.lngLat).toEqual([19.9373, 50.0617]);
    expect(pin?.element).toHaveAttribute('aria-label', 'Salon Rynek');
    expect(region()).toContainElement(pin?.element ?? null);

    const link = pin?.popup?.content as HTMLAnchorElement;
    expect(link).toHaveTextContent('Salon Rynek');
    expect(link).toHaveAttribute('href', '/salony/M1');
    document.body.appendChild(link);
    fireEvent.click(link);
    expect(location().pathname).toBe('/salony/M1');
  });

  it('fits several places into view, no closer than the start zoom', async () => {
    renderMap({ markers: [rynek, kazimierz, mokotow] });
    await scrollIntoView();
    expect(lastMap().options).toMatchObject({
      bounds: [
        [19.9373, 50.0513],
        [21.0349, 52.1934],
      ],
      fitBoundsOptions: { maxZoom: 11 },
    });
    await load();
    expect(mockMarkers.map((pin) => pin.element.getAttribute('aria-label'))).toEqual(['Salon Rynek', 'Salon Kazimierz', 'Salon Mokotów']);
    // A place without a link shows its name only.
    expect(mockMarkers[2]?.popup?.content).toHaveTextContent('Salon Mokotów');
    expect((mockMarkers[2]?.popup?.content as Element).tagName).toBe('P');
  });

  it('clusters the places in a GeoJSON source with circle layers, and zooms into a clicked cluster', async () => {
    renderMap({ markers: [rynek, kazimierz, mokotow], cluster: true });
    await scrollIntoView();
    const map = lastMap();
    map.glyphs = 'mapbox://fonts/mapbox/{fontstack}/{range}.pbf';
    await load(map);

    expect(mockMarkers).toHaveLength(0);
    const [source] = [...map.sources.values()];
    expect(source?.spec).toMatchObject({ type: 'geojson', cluster: true });
    const data = source?.spec.data as { features: Array<{ geometry: { coordinates: number[] }; properties: Record<string, string> }> };
    expect(data.features.map((feature) => feature.properties)).toEqual([
      { id: 'M1', label: 'Salon Rynek', href: '/salony/M1' },
      { id: 'M2', label: 'Salon Kazimierz', href: '/salony/M2' },
      { id: 'M3', label: 'Salon Mokotów', href: '' },
    ]);
    expect(data.features[0]?.geometry.coordinates).toEqual([19.9373, 50.0617]);
    expect(map.layers.map((layer) => [layer.type, layer.filter])).toEqual([
      ['circle', ['has', 'point_count']],
      ['symbol', ['has', 'point_count']],
      ['circle', ['!', ['has', 'point_count']]],
    ]);

    const clusterLayer = map.layers[0]?.id as string;
    map.emit('click', { features: [{ properties: { cluster_id: 7 }, geometry: { type: 'Point', coordinates: [20, 51] } }] }, clusterLayer);
    expect(source?.getClusterExpansionZoom).toHaveBeenCalledWith(7, expect.any(Function));
    const callback = source?.getClusterExpansionZoom.mock.calls[0]?.[1] as (error: Error | null, zoom: number) => void;
    callback(null, 9);
    expect(map.easeTo).toHaveBeenCalledWith({ center: [20, 51], zoom: 9 });
  });

  it('leaves the count out when the style has no glyphs to write it', async () => {
    renderMap({ markers: [rynek, kazimierz], cluster: true });
    await scrollIntoView();
    await load();
    expect(lastMap().layers.map((layer) => layer.type)).toEqual(['circle', 'circle']);
  });

  it('moves new markers into the drawn map instead of creating it again', async () => {
    let showOnly: (markers: MapMarker[]) => void = () => undefined;
    function FilteredMap() {
      const [markers, setMarkers] = useState<MapMarker[]>([rynek, kazimierz, mokotow]);
      showOnly = setMarkers;
      return <MapView label="Mapa salonu" markers={markers} cluster fallback={<p>adres</p>} />;
    }
    renderRoutes(<FilteredMap />, '/salony');
    await scrollIntoView();
    await load();
    const source = [...lastMap().sources.values()][0];
    expect(source?.setData).not.toHaveBeenCalled();

    act(() => showOnly([{ ...rynek }]));
    expect(source?.setData).toHaveBeenCalledTimes(1);
    expect(source?.setData.mock.calls[0]?.[0]).toMatchObject({ features: [{ properties: { id: 'M1' } }] });
    expect(lastMap().jumpTo).toHaveBeenCalledWith({ center: [19.9373, 50.0617], zoom: 11 });
    // The same places in a new array change nothing.
    act(() => showOnly([{ ...rynek }]));
    expect(source?.setData).toHaveBeenCalledTimes(1);
    expect(mockMaps).toHaveLength(1);
  });

  it('shows the fallback when mapbox-gl cannot start (no WebGL)', async () => {
    mockConstructorError = new Error('Failed to initialize WebGL');
    renderMap();
    intersect();
    expect(await within(region()).findByText('ul. Rynek Główny 12, Kraków')).toBeInTheDocument();
  });

  it('removes the map when it leaves the page', async () => {
    const { unmount } = renderMap();
    await scrollIntoView();
    await load();
    const map = lastMap();
    unmount();
    expect(map.remove).toHaveBeenCalledTimes(1);
  });

  it('shows the fallback when the style or token fails before the map loads', async () => {
    renderMap();
    await scrollIntoView();
    const map = lastMap();
    act(() => map.emit('error', { error: new Error('Unauthorized') }));
    expect(await within(region()).findByText('ul. Rynek Główny 12, Kraków')).toBeInTheDocument();
    expect(map.remove).toHaveBeenCalled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('gives up and shows the fallback when the style has not loaded after 20 seconds', async () => {
    jest.useFakeTimers();
    try {
      renderMap();
      await scrollIntoView();
      const map = lastMap();
      await act(async () => jest.advanceTimersByTime(19_000));
      expect(screen.getByRole('status', { name: 'Ładowanie mapy…' })).toBeInTheDocument();
      await act(async () => jest.advanceTimersByTime(1_000));
      expect(within(region()).getByText('ul. Rynek Główny 12, Kraków')).toBeInTheDocument();
      expect(map.remove).toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps loading when a tile fails before the map has loaded', async () => {
    renderMap();
    await scrollIntoView();
    const map = lastMap();
    act(() => map.emit('error', { error: new Error('Not Found'), sourceId: 'composite' }));
    await act(async () => undefined);
    expect(map.remove).not.toHaveBeenCalled();
    await load(map);
    expect(mockMarkers).toHaveLength(1);
    expect(screen.queryByText('ul. Rynek Główny 12, Kraków')).not.toBeInTheDocument();
  });

  it('keeps the map after it has loaded when a tile or telemetry call fails', async () => {
    renderMap();
    await scrollIntoView();
    const map = lastMap();
    await load(map);
    act(() => map.emit('error', { error: new Error('Failed to fetch') }));
    await act(async () => undefined);
    expect(screen.queryByText('ul. Rynek Główny 12, Kraków')).not.toBeInTheDocument();
    expect(map.remove).not.toHaveBeenCalled();
  });
});
