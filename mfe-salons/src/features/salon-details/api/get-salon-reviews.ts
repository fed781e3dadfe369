import type { Review } from '@salon/contracts/catalog-api';
import { salonsApi } from '../../../app/api.ts';

export type { Review };

const getSalonReviewsApi = salonsApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/salon-reviews/{id}: the salon's Google reviews, newest first (may be empty). */
    getSalonReviews: build.query<Review[], string>({
      query: (id) => ({ url: `/api/salon-reviews/${encodeURIComponent(id)}`, auth: false }),
    }),
  }),
});

export const { useGetSalonReviewsQuery } = getSalonReviewsApi;
