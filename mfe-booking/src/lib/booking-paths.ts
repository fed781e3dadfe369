import { BOOKING_START_PATH, RESERVATION_PATH, VISITS_PATH } from '@salon/contracts/site-paths';

/*
 * The booking remote's URLs (spec part 1, section 2), in one place because all three
 * features link to each other's screens: a finished booking opens the visit details,
 * a visit that cannot be loaded sends the visitor to the area step, and so on.
 */

/** The booking steps, in order. */
export const RESERVATION_STEPS = ['area', 'service', 'salon-date', 'final-form'] as const;
export type ReservationStep = (typeof RESERVATION_STEPS)[number];

/** The booking root: resets the draft and routes by query. */
export const RESERVATION_ROOT_PATH = RESERVATION_PATH;

export const RESERVATION_STEP_PATHS: Readonly<Record<ReservationStep, string>> = {
  // The one step for search engines (robots.txt, the sitemap): spelled in site-paths.
  area: BOOKING_START_PATH,
  service: '/rezerwacja/usluga',
  'salon-date': '/rezerwacja/termin',
  'final-form': '/rezerwacja/dane-rezerwacji',
};

/** Reservation details, `/wizyty/:visitId`; without an id it sends the visitor to the area step. */
export const VISIT_DETAILS_PATH = VISITS_PATH;

/** The edit flow's steps after its root: the mobile "common" step, then service, date, confirm. */
export const EDIT_STEPS = ['common', 'service', 'date', 'confirm'] as const;
export type EditStep = (typeof EDIT_STEPS)[number];

/** The edit root: resets the edit state and loads the visit. */
export const EDIT_ROOT_PATH = '/rezerwacja/edytuj';

export const EDIT_STEP_PATHS: Readonly<Record<EditStep, string>> = {
  common: '/rezerwacja/edytuj/wizyta',
  service: '/rezerwacja/edytuj/usluga',
  date: '/rezerwacja/edytuj/termin',
  confirm: '/rezerwacja/edytuj/potwierdz',
};

/** The query key naming the visit in the edit flow's addresses, the root's and every step's. */
export const EDIT_VISIT_QUERY = 'visitId';

/**
 * An edit step's address for a visit (`/rezerwacja/edytuj/termin?visitId=…`), keeping the
 * other keys of `search` (campaign tags): a reload or a shared link then opens the same
 * step of the same visit (decision 0025).
 */
export function editStepPath(step: EditStep, visitId: string, search = ''): string {
  const params = new URLSearchParams(search);
  params.set(EDIT_VISIT_QUERY, visitId);
  return `${EDIT_STEP_PATHS[step]}?${params.toString()}`;
}

/** `search` without the edit flow's visit key, for a page outside the flow (`?visitId=v1&utm_source=sms` → `?utm_source=sms`). */
export function searchWithoutEditVisit(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(EDIT_VISIT_QUERY);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/**
 * The profile's reservations (the profile remote's page, reached by URL): where a
 * signed-in customer sees their visits, and where signing in from a visit that cannot be
 * found leads.
 */
export const PROFILE_VISITS_PATH = '/profil/rezerwacje';
