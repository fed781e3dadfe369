/*
 * Polish postcodes (kod pocztowy): two digits, a hyphen, three digits, "00-950". The one
 * rule of the project: the booking form checks what a customer types with it and the API
 * checks and stores the address of a visit at the customer's place with it, so the two
 * never disagree about which postcode is one.
 */

/** A postcode as it is written and stored: "00-950". */
export const POSTCODE_PATTERN = /^\d{2}-\d{3}$/;

/**
 * The postcode in its written form, or null when the value is not a Polish postcode.
 * Takes what people type: "00-950", "00950", "00 950", an en dash for the hyphen, spaces
 * around.
 */
export function normalizePostcode(value: string): string | null {
  const compact = value.trim().replace(/[\s\u2013-]/g, '');
  if (!/^\d{5}$/.test(compact)) return null;
  return `${compact.slice(0, 2)}-${compact.slice(2)}`;
}
