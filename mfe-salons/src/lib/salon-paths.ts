/** The salon list; `/salony/:cityOrCode` sits under it (spec part 2, section 2). */
export const SALON_LIST_PATH = '/salony';

/** The booking remote's entry; it reads `salonId` or `city` from the query and starts there. */
export const RESERVATION_PATH = '/rezerwacja';

/** A salon's details page: `/salony/M101`. */
export function salonPath(salonId: string): string {
  return `${SALON_LIST_PATH}/${encodeURIComponent(salonId)}`;
}

/** A city's salon list: `/salony/krakow`. */
export function cityPath(cityCode: string): string {
  return `${SALON_LIST_PATH}/${encodeURIComponent(cityCode)}`;
}

/**
 * Booking at one salon (`/rezerwacja?salonId=M101`) or in one area
 * (`/rezerwacja?city=uslugi-mobilne`): the booking root preselects it.
 */
export function reservationPath(start: { salonId: string } | { city: string }): string {
  const query = new URLSearchParams('salonId' in start ? { salonId: start.salonId } : { city: start.city });
  return `${RESERVATION_PATH}?${query.toString()}`;
}
