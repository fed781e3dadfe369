import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from '@salon/platform';

/**
 * The blog remote's RTK Query api. It starts empty: each call (posts, categories,
 * article, comments) is injected from its own file with its feature.
 */
export const blogApi = createApi({
  reducerPath: 'blogApi',
  baseQuery: createBaseQuery(),
  endpoints: () => ({}),
});
