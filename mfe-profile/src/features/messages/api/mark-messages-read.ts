import { profileApi } from '../../../app/api.ts';

const markMessagesReadApi = profileApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST /api/messages/markAsRead: the customer has seen the thread, so customer
     * service's answers (and their notifications) become read. 204, no body.
     */
    markMessagesRead: build.mutation<null, void>({
      query: () => ({ url: '/api/messages/markAsRead', method: 'POST' }),
    }),
  }),
});

/** Its errors are ignored by the caller (spec part 2, section 8). */
export const { useMarkMessagesReadMutation } = markMessagesReadApi;
