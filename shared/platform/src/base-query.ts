import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { ApiError, ApiVersion } from '@salon/contracts/api';
import { ApiRequestError, apiRequest } from './http.ts';

/** What an RTK Query endpoint's `query` returns (a bare string is a GET of that path). */
export interface ApiQueryArgs {
  url: string;
  method?: string;
  body?: unknown;
  params?: Record<string, string | number | boolean | undefined>;
  apiVersion?: ApiVersion;
  /** reCAPTCHA token and action for code requests. */
  captcha?: { token: string; action: string };
  /** False for public calls that must never trigger a refresh or logout. */
  auth?: boolean;
  /** Headers of this call's own (the manage-visit token), added to the standard ones. */
  headers?: Record<string, string>;
}

/** `meta` of every result, so `transformResponse` can read headers such as Location. */
export interface ApiQueryMeta {
  status?: number;
  headers?: Headers;
}

/**
 * The base query for every remote's `createApi`: the same headers, refresh-on-401,
 * forced and inactive logout as apiFetch, because it is built on it. Failures come
 * back as `{ error: ApiError }`; an aborted request as UNKNOWN_ERROR with `aborted: true`.
 * An empty body (204) is `null`; `meta` carries status and headers.
 */
export function createBaseQuery(): BaseQueryFn<ApiQueryArgs | string, unknown, ApiError, object, ApiQueryMeta> {
  return async (args, api) => {
    const request: ApiQueryArgs = typeof args === 'string' ? { url: args } : args;
    const { url, method, body, params, apiVersion, captcha, auth, headers } = request;
    try {
      const result = await apiRequest<unknown>(url, {
        method,
        body,
        query: params,
        apiVersion,
        captcha,
        auth,
        headers,
        signal: api.signal,
      });
      // RTK Query treats `data: undefined` as a broken base query; an empty body (204) is null, as in fetchBaseQuery.
      return { data: result.data ?? null, meta: { status: result.status, headers: result.headers } };
    } catch (error) {
      if (error instanceof ApiRequestError) return { error: error.error, meta: { status: error.status } };
      if (api.signal.aborted) return { error: { status: 0, code: 'UNKNOWN_ERROR', aborted: true } };
      // A bug rather than an API answer: report it, but keep RTK Query's error contract.
      console.error('[platform] unexpected error in the base query', error);
      return { error: { status: 0, code: 'UNKNOWN_ERROR' } };
    }
  };
}
