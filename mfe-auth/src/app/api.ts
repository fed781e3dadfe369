import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from '@salon/platform';

/**
 * The auth remote's RTK Query api. It starts empty: the sign-in calls are injected
 * from their own files with the sign-in issue.
 */
export const authApi = createApi({
  reducerPath: 'authApi',
  baseQuery: createBaseQuery(),
  endpoints: () => ({}),
});
