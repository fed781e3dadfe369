import type { BlogCommentPage } from '@salon/contracts/blog-api';
import { blogApi } from '../../../app/api.ts';

export interface CommentsRequest {
  postId: number;
  /**
   * The signed-in customer's id, or null: part of the cache key only, so the list is
   * asked again after signing in or out (each comment's `mine` depends on who asks).
   */
  viewer: string | null;
}

const getCommentsApi = blogApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/blog/posts/{postId}/comments?page=: an article's comments, newest first,
     * 10 a page. Public; sent with the session when there is one (for `mine`). "Show more"
     * asks for the next page while `page` < `totalPages`.
     */
    getComments: build.infiniteQuery<BlogCommentPage, CommentsRequest, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage) => (lastPage.page < lastPage.totalPages ? lastPage.page + 1 : undefined),
      },
      query: ({ queryArg, pageParam }) => ({ url: `/api/blog/posts/${queryArg.postId}/comments`, params: { page: pageParam } }),
    }),
  }),
});

export const { useGetCommentsInfiniteQuery } = getCommentsApi;
