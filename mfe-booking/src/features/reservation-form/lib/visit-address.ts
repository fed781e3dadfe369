import { object, string } from 'yup';
import { normalizePostcode } from '@salon/contracts/postcode';
import { VISIT_LOCATION_LIMITS, type VisitLocation } from '@salon/contracts/reservations-api';
import { messageKey, requiredText } from '@salon/forms';

/*
 * The address of a visit at the customer's place (decision 0028): a virtual salon's team
 * comes to the customer, so the final form asks where, and POST /api/visits sends it as
 * the contact's `location`. The postcode rule is the API's own (`normalizePostcode`).
 */

/** The address fields of the final form, under `location`. */
export interface VisitAddressValues {
  /** Street with house and flat number. */
  address: string;
  postcode: string;
  city: string;
}

export const EMPTY_VISIT_ADDRESS: VisitAddressValues = { address: '', postcode: '', city: '' };

/** A postcode that is not one: the booking's own message ("00-950"), the forms package has none. */
export const POSTCODE_MESSAGE = 'booking:reservationForm.address.postcodeInvalid';

/** The address part of the final form's schema, for a visit at the customer's place. */
export const visitAddressFormSchema = object({
  location: object({
    address: requiredText({ max: VISIT_LOCATION_LIMITS.address }),
    postcode: string()
      .trim()
      .required(messageKey('required'))
      .test({ name: 'postcode', message: POSTCODE_MESSAGE, test: (value) => !value || normalizePostcode(value) !== null }),
    city: requiredText({ max: VISIT_LOCATION_LIMITS.city }),
  }),
});

/** Whether the three parts hold something (the confirm button waits for them as for the names). */
export function visitAddressFilled(values: VisitAddressValues): boolean {
  return Boolean(values.address.trim() && values.postcode.trim() && values.city.trim());
}

/** The address as POST /api/visits takes it: trimmed, the postcode written "00-950". */
export function toVisitLocation(values: VisitAddressValues): VisitLocation {
  return {
    address: values.address.trim(),
    postcode: normalizePostcode(values.postcode) ?? values.postcode.trim(),
    city: values.city.trim(),
  };
}
