import { BOOKING_START_PATH, PRIVATE_PATH_PREFIXES } from '@salon/contracts/site-paths';

/**
 * robots.txt (decision 0034): every crawler may read the public pages; the private ones
 * (one customer's pages, the booking steps after the first, the shop's checkout, the
 * e-mails' links, the API) are disallowed, and the sitemap is named. In a test
 * environment (the runtime configuration's test bar on) everything is disallowed, so a
 * staging copy never competes with the live site in search results.
 */
export function robotsTxt({ origin, testEnvironment }: { origin: string; testEnvironment: boolean }): string {
  if (testEnvironment) return ['# A test environment: nothing here is for search engines.', 'User-agent: *', 'Disallow: /', ''].join('\n');
  return [
    'User-agent: *',
    // The longest rule wins (RFC 9309): the first step stays open under the closed flow.
    `Allow: ${BOOKING_START_PATH}`,
    ...PRIVATE_PATH_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
