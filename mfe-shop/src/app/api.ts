import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from '@salon/platform';

/**
 * The shop remote's RTK Query api. It starts empty: each call (products, vouchers,
 * favourites, purchase) is injected from its own file with its feature.
 */
export const shopApi = createApi({
  reducerPath: 'shopApi',
  baseQuery: createBaseQuery(),
  endpoints: () => ({}),
});
