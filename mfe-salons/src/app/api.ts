import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from '@salon/platform';

/**
 * The salons remote's RTK Query api. It starts empty: each call (salons, opening
 * hours, prices, reviews, slots) is injected from its own file with its feature.
 */
export const salonsApi = createApi({
  reducerPath: 'salonsApi',
  baseQuery: createBaseQuery(),
  endpoints: () => ({}),
});
