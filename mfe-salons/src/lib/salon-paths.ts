import { RESERVATION_PATH } from '@salon/contracts/site-paths';

/*
 * The salon list (`/salony`), a salon's page (`/salony/M101`) and a city's salons
 * (`/salony/krakow`) are the site's public addresses, spelled once in
 * @salon/contracts/site-paths (the gateway's sitemap and canonical links use them too).
 * The booking remote's entry reads `salonId` or `city` from the query and starts there.
 */
export { RESERVATION_PATH, SALON_LIST_PATH, salonPath, salonCityPath as cityPath } from '@salon/contracts/site-paths';

/**
 * Booking at one salon (`/rezerwacja?salonId=M101`) or in one area
 * (`/rezerwacja?city=uslugi-mobilne`): the booking root preselects it.
 */
export function reservationPath(start: { salonId: string } | { city: string }): string {
  const query = new URLSearchParams('salonId' in start ? { salonId: start.salonId } : { city: start.city });
  return `${RESERVATION_PATH}?${query.toString()}`;
}
