/**
 * The Content-Security-Policy of every HTML page. No 'unsafe-eval' (the builds use no
 * eval-based source maps for this reason); 'unsafe-inline' for styles only, because
 * styled-components injects <style> tags at run time (mapbox-gl sets inline styles too).
 *
 * The map (@salon/ui MapView, mapbox-gl 3's default build) needs, as Mapbox documents:
 * its worker started from a blob: URL (`worker-src blob:`, and `child-src blob:` for
 * browsers without worker-src), sprites and marker images from data:/blob: URLs
 * (`img-src data: blob:`), and styles, tiles, fonts and its usage events from
 * `https://*.mapbox.com` (api., *.tiles., events.mapbox.com). No 'unsafe-eval', and no
 * 'wasm-unsafe-eval' either: that is only for the Mapbox Standard style and 3D models.
 *
 * `devOrigins` are the dev servers of remotes run with DEV_REMOTES: their scripts,
 * styles, images and fonts load from there, and their live-reload socket connects
 * there. Production has none.
 */
/**
 * Third-party origins the sign-in needs when configured (issue 6): Google Identity
 * Services, Sign in with Apple JS and reCAPTCHA v3 load scripts, show frames and call
 * home from these. Nothing else outside our origin runs scripts.
 */
export const IDENTITY_PROVIDER_ORIGINS = {
  script: ['https://accounts.google.com', 'https://appleid.cdn-apple.com', 'https://www.google.com', 'https://www.gstatic.com'],
  style: ['https://accounts.google.com'],
  frame: ['https://accounts.google.com', 'https://appleid.apple.com', 'https://www.google.com', 'https://recaptcha.google.com'],
  connect: ['https://accounts.google.com', 'https://appleid.apple.com', 'https://www.google.com'],
} as const;

/**
 * Where a blog video that is a YouTube link plays: the privacy-enhanced player, framed
 * only after the visitor clicks the thumbnail (no third-party frame before).
 */
export const VIDEO_FRAME_ORIGINS = ['https://www.youtube-nocookie.com'] as const;

export function contentSecurityPolicy(devOrigins: readonly string[] = []): string {
  const idp = IDENTITY_PROVIDER_ORIGINS;
  const dev = devOrigins.join(' ');
  const devSockets = devOrigins.map((origin) => origin.replace(/^http/, 'ws')).join(' ');
  const directives: Array<[string, string]> = [
    ['default-src', `'self'`],
    ['script-src', `'self' ${idp.script.join(' ')} ${dev}`],
    ['style-src', `'self' 'unsafe-inline' ${idp.style.join(' ')} ${dev}`],
    ['img-src', `'self' data: blob: https: ${dev}`],
    ['font-src', `'self' data: ${dev}`],
    ['connect-src', `'self' ${dev} ${devSockets} https://*.mapbox.com ${idp.connect.join(' ')}`],
    ['frame-src', `'self' ${idp.frame.join(' ')} ${VIDEO_FRAME_ORIGINS.join(' ')}`],
    ['worker-src', `'self' blob:`],
    ['child-src', `'self' blob:`],
    ['frame-ancestors', `'self'`],
    ['object-src', `'none'`],
    ['base-uri', `'self'`],
    ['form-action', `'self'`],
  ];
  return directives.map(([name, value]) => `${name} ${value.replace(/\s+/g, ' ').trim()}`).join('; ');
}

/**
 * Headers every response gets: no MIME sniffing, and a Referer that is only ever the
 * origin. Not even our own requests get the full URL: a page opened from a signed link
 * (/wizyty/{id}?t=…, /unsubscribe/…?sig=…) loads the shell's files and the remotes
 * before the page takes the secret out of the address, and the gateway's and nginx's
 * access logs record Referers.
 */
export const COMMON_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin',
};
