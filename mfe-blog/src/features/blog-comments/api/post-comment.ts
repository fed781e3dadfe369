import type { BlogComment, NewBlogComment } from '@salon/contracts/blog-api';
import { blogApi } from '../../../app/api.ts';

export interface PostCommentRequest extends NewBlogComment {
  postId: number;
}

const postCommentApi = blogApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST /api/blog/posts/{postId}/comments `{ body }` (signed in; the base query adds the
     * bearer token): 201 with the stored comment. 400 INVALID_VALUE on `body` (2 to 2000
     * characters), 401 without a valid session, 429 RATE_LIMITED when the customer
     * comments too often.
     */
    postComment: build.mutation<BlogComment, PostCommentRequest>({
      query: ({ postId, body }) => ({ url: `/api/blog/posts/${postId}/comments`, method: 'POST', body: { body } }),
    }),
  }),
});

export const { usePostCommentMutation } = postCommentApi;
