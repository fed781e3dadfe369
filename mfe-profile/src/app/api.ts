import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from '@salon/platform';

/**
 * The profile remote's RTK Query api. It starts empty: each call (profile, visits,
 * vouchers, campaigns, messages, loyalty) is injected from its own file with its section.
 */
export const profileApi = createApi({
  reducerPath: 'profileApi',
  baseQuery: createBaseQuery(),
  endpoints: () => ({}),
});
