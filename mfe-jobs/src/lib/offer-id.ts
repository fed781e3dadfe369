/** A job offer id: 24 hexadecimal characters (spec part 2, section 9). */
const OFFER_ID = /^[0-9a-f]{24}$/i;

/** Whether `/pracuj-z-nami/:cityOrId` holds an offer id (open the offer) rather than a city slug. */
export function isOfferId(value: string): boolean {
  return OFFER_ID.test(value);
}
