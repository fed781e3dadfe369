import type { StyleSpecification } from 'mapbox-gl';

/** The style used when a token is configured but no style: Mapbox's everyday street map. */
export const DEFAULT_MAP_STYLE = 'mapbox://styles/mapbox/streets-v12';

/**
 * The style to hand to mapbox-gl from the runtime config's `maps.style`: none → the
 * default street map; a JSON object in the string (it starts with `{`) → that style,
 * parsed (ops and the offline journeys use an inline style); a URL (`mapbox://…`,
 * `https://…`, or a path on this site) → the URL, made absolute. Null when the value
 * cannot be a style (broken JSON), so the map shows its fallback instead of failing late.
 */
export function resolveMapStyle(style: string | null | undefined, base = globalThis.location?.href): string | StyleSpecification | null {
  const value = style?.trim();
  if (!value) return DEFAULT_MAP_STYLE;
  if (value.startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(value);
      return isStyleObject(parsed) ? parsed : null;
    } catch {
      return null;
    }
  }
  if (/^(mapbox|https?):\/\//i.test(value)) return value;
  if (value.startsWith('/') && base) return new URL(value, base).href;
  return null;
}

/** The least a style must have for mapbox-gl: a version, sources and layers. */
function isStyleObject(value: unknown): value is StyleSpecification {
  if (typeof value !== 'object' || value === null) return false;
  const style = value as Record<string, unknown>;
  return style.version === 8 && typeof style.sources === 'object' && style.sources !== null && Array.isArray(style.layers);
}
