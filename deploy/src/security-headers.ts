/**
 * The Content-Security-Policy of every HTML page. No 'unsafe-eval' (the builds use no
 * eval-based source maps for this reason); 'unsafe-inline' for styles only, because
 * styled-components injects <style> tags at run time. Map tiles and styles come from
 * Mapbox; its workers start from blob: URLs.
 *
 * `devOrigins` are the dev servers of remotes run with DEV_REMOTES: their scripts,
 * styles, images and fonts load from there, and their live-reload socket connects
 * there. Production has none.
 */
export function contentSecurityPolicy(devOrigins: readonly string[] = []): string {
  const dev = devOrigins.join(' ');
  const devSockets = devOrigins.map((origin) => origin.replace(/^http/, 'ws')).join(' ');
  const directives: Array<[string, string]> = [
    ['default-src', `'self'`],
    ['script-src', `'self' ${dev}`],
    ['style-src', `'self' 'unsafe-inline' ${dev}`],
    ['img-src', `'self' data: blob: https: ${dev}`],
    ['font-src', `'self' data: ${dev}`],
    ['connect-src', `'self' ${dev} ${devSockets} https://*.mapbox.com`],
    ['worker-src', `'self' blob:`],
    ['frame-ancestors', `'self'`],
    ['object-src', `'none'`],
    ['base-uri', `'self'`],
    ['form-action', `'self'`],
  ];
  return directives.map(([name, value]) => `${name} ${value.replace(/\s+/g, ' ').trim()}`).join('; ');
}

/** Headers every response gets: no MIME sniffing, no full URLs leaked to other sites. */
export const COMMON_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};
