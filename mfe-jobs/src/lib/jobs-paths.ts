/*
 * The offers (`/pracuj-z-nami`), a city's offers (`/pracuj-z-nami/krakow`) and one offer
 * (`/pracuj-z-nami/{24 hex}`) are the site's public addresses, spelled once in
 * @salon/contracts/site-paths (the gateway's sitemap and canonical links use them too).
 */
export { JOBS_PATH, jobsCityPath as cityPath, jobOfferPath as offerPath } from '@salon/contracts/site-paths';

/** The privacy policy the application's consent points to. */
export const PRIVACY_POLICY_PATH = '/polityka-prywatnosci';
