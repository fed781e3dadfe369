import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from '@salon/platform';

/**
 * The jobs remote's RTK Query api. It starts empty: the offers calls are injected from
 * their own files with the recruitment issue.
 */
export const jobsApi = createApi({
  reducerPath: 'jobsApi',
  baseQuery: createBaseQuery(),
  endpoints: () => ({}),
});
