import { isLanguage, type Language } from '@salon/contracts/languages';
import { RESERVATION_ROOT_PATH, VISIT_DETAILS_PATH } from '../lib/booking-paths.ts';

/** The custom element's name; a partner page writes `<salon-booking salon-id="…">`. */
export const SALON_BOOKING_TAG = 'salon-booking';

/** The attributes a partner may set, all optional. */
export const SALON_BOOKING_ATTRIBUTES = ['salon-id', 'service-id', 'city', 'lang'] as const;
export type SalonBookingAttribute = (typeof SALON_BOOKING_ATTRIBUTES)[number];

/**
 * Where the widget's memory router starts: the booking root with the attributes as its
 * query (`salonId`, `serviceId`, `city`), which the root then routes by, as it does for
 * a booking link on the site. Empty attributes are left out.
 */
export function initialEntry(read: (name: SalonBookingAttribute) => string | null): string {
  const query = new URLSearchParams();
  const add = (key: string, attribute: SalonBookingAttribute) => {
    const value = read(attribute)?.trim();
    if (value) query.set(key, value);
  };
  add('salonId', 'salon-id');
  add('serviceId', 'service-id');
  add('city', 'city');
  const search = query.toString();
  return search ? `${RESERVATION_ROOT_PATH}?${search}` : RESERVATION_ROOT_PATH;
}

/** The `lang` attribute when it names a site language (pl, en, fr), else null (the site's default). */
export function embedLanguage(value: string | null): Language | null {
  const lang = value?.trim().toLowerCase() ?? '';
  return isLanguage(lang) ? lang : null;
}

/**
 * Whether a path stays inside the widget: the booking flow (`/rezerwacja/*`, edit flow
 * included) and the visit details (`/wizyty/*`), where a finished booking lands.
 * Everything else (home, salons, profile…) is the site's, opened in a new tab.
 */
export function isInsideFlow(pathname: string): boolean {
  return [RESERVATION_ROOT_PATH, VISIT_DETAILS_PATH].some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** A site path (`/salony/krakow?x=1`) as an absolute URL on the site's origin. */
export function siteUrl(siteOrigin: string, path: string): string {
  return new URL(path, `${siteOrigin.replace(/\/+$/, '')}/`).href;
}
