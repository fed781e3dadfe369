import type { Receipt, ReturnDocument } from '@salon/contracts/loyalty-api';
import { profileApi } from '../../../app/api.ts';

export type { Receipt, ReturnDocument };

const getDocumentApi = profileApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/receipts/{id}: the customer's receipt with its VAT lines (404 for anyone else's). */
    getReceipt: build.query<Receipt, string>({
      query: (id) => ({ url: `/api/receipts/${encodeURIComponent(id)}` }),
    }),
    /** GET /api/returns/{id}: the customer's return, with the receipt it refers to. */
    getReturn: build.query<ReturnDocument, string>({
      query: (id) => ({ url: `/api/returns/${encodeURIComponent(id)}` }),
    }),
  }),
});

export const { useGetReceiptQuery, useGetReturnQuery } = getDocumentApi;
