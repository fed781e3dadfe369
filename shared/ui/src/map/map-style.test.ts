import { DEFAULT_MAP_STYLE, resolveMapStyle } from './map-style.ts';

const INLINE = '{"version":8,"sources":{},"layers":[{"id":"bg","type":"background","paint":{"background-color":"#eae6df"}}]}';

describe('resolveMapStyle', () => {
  it('uses the Mapbox street map when no style is configured', () => {
    expect(resolveMapStyle(null)).toBe(DEFAULT_MAP_STYLE);
    expect(resolveMapStyle('  ')).toBe(DEFAULT_MAP_STYLE);
    expect(DEFAULT_MAP_STYLE).toBe('mapbox://styles/mapbox/streets-v12');
  });

  it('parses an inline style JSON', () => {
    expect(resolveMapStyle(` ${INLINE}`)).toEqual(JSON.parse(INLINE));
  });

  it('refuses JSON that is broken or not a style, so the fallback shows', () => {
    expect(resolveMapStyle('{"version":8,')).toBeNull();
    expect(resolveMapStyle('{"version":7,"sources":{},"layers":[]}')).toBeNull();
    expect(resolveMapStyle('{"version":8,"layers":[]}')).toBeNull();
  });

  it('passes style URLs on and makes a path of this site absolute', () => {
    expect(resolveMapStyle('mapbox://styles/salon/abc123')).toBe('mapbox://styles/salon/abc123');
    expect(resolveMapStyle('https://tiles.example.com/style.json')).toBe('https://tiles.example.com/style.json');
    expect(resolveMapStyle('/map/style.json', 'https://salon.example/salony/M1')).toBe('https://salon.example/map/style.json');
  });

  it('refuses anything else', () => {
    expect(resolveMapStyle('javascript:alert(1)')).toBeNull();
    expect(resolveMapStyle('streets')).toBeNull();
  });
});
