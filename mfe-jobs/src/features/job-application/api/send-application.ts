import type { ApplicationReceipt } from '@salon/contracts/recruitment-api';
import { jobsApi } from '../../../app/api.ts';

const sendApplicationApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST /api/recruitment/send-application/{id}: the application as multipart/form-data.
     * The base query hands a FormData body to fetch as it is, so the browser writes the
     * multipart boundary itself.
     */
    sendApplication: build.mutation<ApplicationReceipt, { offerId: string; form: FormData }>({
      query: ({ offerId, form }) => ({
        url: `/api/recruitment/send-application/${encodeURIComponent(offerId)}`,
        method: 'POST',
        body: form,
        auth: false,
      }),
    }),
  }),
});

export const { useSendApplicationMutation } = sendApplicationApi;
