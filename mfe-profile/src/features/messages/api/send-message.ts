import type { Message, NewMessage } from '@salon/contracts/messages-api';
import { profileApi } from '../../../app/api.ts';

export type { Message, NewMessage };

const sendMessageApi = profileApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST /api/messages: the customer writes to customer service; 201 with the stored
     * message. Blank or longer than 5000 characters: 400 INVALID_VALUE on `body`.
     */
    sendMessage: build.mutation<Message, NewMessage>({
      query: (body) => ({ url: '/api/messages', method: 'POST', body }),
    }),
  }),
});

export const { useSendMessageMutation } = sendMessageApi;
