import type { Message } from '@salon/contracts/messages-api';
import { profileApi } from '../../../app/api.ts';

export type { Message };

const getMessagesApi = profileApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/messages: the customer's thread with customer service, oldest first. */
    getMessages: build.query<Message[], void>({
      query: () => ({ url: '/api/messages' }),
    }),
  }),
});

/**
 * The thread. Pass `refetchOnMountOrArgChange: true` from the tab: each opening shows
 * the answers that came since the last one.
 */
export const { useGetMessagesQuery } = getMessagesApi;
