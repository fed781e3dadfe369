import { bookingApi } from '../app/api.ts';

/*
 * GET /api/visits/{id} (spec part 1, section 7). The shapes follow the spec's Visit
 * entity; they move to @salon/contracts with the visits endpoint, and this file then
 * imports them from there.
 */

export interface VisitContact {
  firstName: string;
  lastName: string;
  phone: string;
}

export interface VisitSalonRef {
  id: string;
  name: string;
}

/** One service of a visit (a visit can cover several). */
export interface VisitReservation {
  id: string;
  salon: VisitSalonRef;
  service: { id: string; name: string };
  /** Local ISO without zone, Europe/Warsaw. */
  startDateTime: string;
  endDateTime: string;
  hairdresserName: string | null;
}

export interface Visit {
  id: string;
  contact: VisitContact;
  reservations: VisitReservation[];
  salon: VisitSalonRef;
  note: string | null;
  selectedHairdresser: string | null;
  selectedHairdresserName: string | null;
}

const getVisitApi = bookingApi.injectEndpoints({
  endpoints: (build) => ({
    /** A visit by id; public (the details page has no role check in the spec). */
    getVisit: build.query<Visit, string>({
      query: (visitId) => ({ url: `/api/visits/${encodeURIComponent(visitId)}` }),
    }),
  }),
});

/** Loads a visit; pass `skipToken` when there is no id. */
export const { useGetVisitQuery } = getVisitApi;
