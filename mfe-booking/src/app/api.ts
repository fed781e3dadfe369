import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from '@salon/platform';

/**
 * The booking remote's RTK Query api. It starts empty: each call is injected from its
 * own file (`src/api/get-visit.ts`, the features' `api/` folders), so a feature ships
 * its calls with it.
 */
export const bookingApi = createApi({
  reducerPath: 'bookingApi',
  baseQuery: createBaseQuery(),
  /**
   * What belongs to the signed-in customer: refetched when the session changes
   * (`src/app/session-effects.ts`), dropped with the whole cache on logout.
   */
  tagTypes: ['Profile', 'LastVisit'],
  endpoints: () => ({}),
});
