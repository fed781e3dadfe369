import type { Service, ServiceDetails, ServicesQuery } from '@salon/contracts/catalog-api';
import { bookingApi } from '../app/api.ts';

export type { Service, ServiceDetails, ServicesQuery };

const getServicesApi = bookingApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/services (version 3) of one salon or one area. */
    getServices: build.query<Service[], ServicesQuery>({
      query: (params) => ({ url: '/api/services', params, apiVersion: 3, auth: false }),
    }),
    /** GET /api/services/{id} (version 3), with where it is offered. */
    getService: build.query<ServiceDetails, string>({
      query: (id) => ({ url: `/api/services/${encodeURIComponent(id)}`, apiVersion: 3, auth: false }),
    }),
  }),
});

export const { useGetServicesQuery, useGetServiceQuery } = getServicesApi;
export const { getServices, getService } = getServicesApi.endpoints;
