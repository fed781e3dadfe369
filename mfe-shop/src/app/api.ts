import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from '@salon/platform';

/**
 * The shop remote's RTK Query api. It starts empty: each call is injected from its own
 * file, with the feature that owns it (`features/<feature>/api/`) or, when two features
 * use it, from `src/api/`. Tags: `Favourites` (the customer's list, stale after a heart
 * press) and `Order` (an order, stale after a cancel).
 */
export const shopApi = createApi({
  reducerPath: 'shopApi',
  baseQuery: createBaseQuery(),
  tagTypes: ['Favourites', 'Order'],
  endpoints: () => ({}),
});
