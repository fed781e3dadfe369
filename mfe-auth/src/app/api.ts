import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from '@salon/platform';

/**
 * The auth remote's RTK Query api. It starts empty: each group of calls is injected from
 * its own file in src/api/.
 */
export const authApi = createApi({
  reducerPath: 'authApi',
  baseQuery: createBaseQuery(),
  tagTypes: ['Profile'],
  endpoints: () => ({}),
});
