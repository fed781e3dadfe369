/**
 * The booking remote's `./embed`: `defineSalonBookingElement()` defines
 * `<salon-booking>`, the booking flow a partner page embeds with one script tag
 * (`/embed/booking.js` of the site, see loader.ts) and one element.
 */
export { defineSalonBookingElement, type SalonBookingOptions } from './salon-booking-element.tsx';
export { SALON_BOOKING_TAG, SALON_BOOKING_ATTRIBUTES } from './embed-paths.ts';
