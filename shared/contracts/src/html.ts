/*
 * The one HTML escaper of the project, for the pages written as strings rather than
 * through React (which escapes by itself): the API's own pages (the local payment page,
 * the development identity provider), the gateway's preload hints, the demo partner
 * page, the build's HTML template and the drawn shop labels (SVG text). Here so that
 * the API, the deploy tooling and the build share it.
 */

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text made safe inside HTML (and SVG) text and inside double- or single-quoted
 * attribute values: `&`, `<`, `>`, `"` and `'` become entities. Not for an unquoted
 * attribute, a URL's scheme (a `javascript:` link stays one), a `<script>` or a
 * `<style>`: those need their own rules.
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ENTITIES[character]!);
}
