import type { TransactionsPage } from '@salon/contracts/loyalty-api';
import { LOYALTY_PAGE_SIZE } from '@salon/contracts/loyalty-api';
import { profileApi } from '../../../app/api.ts';

export type { TransactionsPage };

/** The ledger's first page; later pages are the `links.next` the API gives. */
export const FIRST_TRANSACTIONS_PAGE = `/api/loyalty-points/transactions?skip=0&limit=${LOYALTY_PAGE_SIZE}`;

const getTransactionsApi = profileApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/loyalty-points/transactions (API version 3): one page of the points ledger,
     * newest first. The argument is the page's path: the first one, then each `links.next`.
     */
    getTransactions: build.query<TransactionsPage, string>({
      query: (path) => ({ url: path, apiVersion: 3 }),
    }),
  }),
});

export const { useGetTransactionsQuery } = getTransactionsApi;
