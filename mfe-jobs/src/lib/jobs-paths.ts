/** The job offers; `/pracuj-z-nami/:cityOrId` sits under it (spec part 2, section 2). */
export const JOBS_PATH = '/pracuj-z-nami';

/** A city's offers: `/pracuj-z-nami/krakow`. */
export const cityPath = (citySlug: string): string => `${JOBS_PATH}/${encodeURIComponent(citySlug)}`;

/** One offer: `/pracuj-z-nami/{24 hex}`. */
export const offerPath = (offerId: string): string => `${JOBS_PATH}/${offerId}`;

/** The privacy policy the application's consent points to. */
export const PRIVACY_POLICY_PATH = '/polityka-prywatnosci';
