import { isApiError, type ApiError, type ApiVersion } from '@salon/contracts/api';
import { apiUrl, buildApiHeaders } from './api-headers.ts';
import { getAccessToken, logout, refreshSession } from './session.ts';

/** Options of apiFetch and apiRequest. */
export interface ApiFetchOptions {
  /** Defaults to POST when there is a body, GET otherwise. */
  method?: string;
  /** Sent as JSON; FormData, Blob and URLSearchParams go as they are (file uploads). */
  body?: unknown;
  /** Appended to the URL; undefined and null values are left out. */
  query?: Record<string, string | number | boolean | null | undefined>;
  /** The X-Api-Version header some endpoints need (2, 3 or 4). */
  apiVersion?: ApiVersion;
  /** reCAPTCHA token and action, required on code requests. */
  captcha?: { token: string; action: string };
  signal?: AbortSignal;
  /** Send the bearer token when one exists (default true). False for public calls that must never trigger a refresh or logout. */
  auth?: boolean;
  /** Headers of this call's own (the manage-visit token of GET /api/visits/{id}), added to the standard ones. */
  headers?: Record<string, string>;
}

/** A successful call with what callers sometimes need besides the body (the Location header of POST /api/visits). */
export interface ApiResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

/**
 * Every failed API call throws this: `.error` is the spec's `{ status, code, field?, ...extra }`
 * (UNKNOWN_ERROR when the body was not one), `.status` the HTTP status, 0 when the API
 * could not be reached.
 */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  readonly error: ApiError;
  readonly status: number;

  constructor(error: ApiError, status: number = error.status, options?: ErrorOptions) {
    super(`API call failed: ${status} ${error.code}`, options);
    this.error = error;
    this.status = status;
  }
}

function unreachable(cause: unknown): ApiRequestError {
  return new ApiRequestError({ status: 0, code: 'UNKNOWN_ERROR' }, 0, { cause });
}

function encodeBody(body: unknown): { body: BodyInit | undefined; json: boolean } {
  if (body === undefined) return { body: undefined, json: false };
  if (body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams) return { body, json: false };
  return { body: JSON.stringify(body), json: true };
}

/** The parsed body: undefined when empty, the text itself when it is not JSON. */
async function readBody(response: Response): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    return undefined;
  }
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function readError(response: Response): Promise<ApiError> {
  const body = await readBody(response);
  // Proxies and crashes answer with HTML or nothing: give callers one shape to switch on.
  return isApiError(body) ? body : { status: response.status, code: 'UNKNOWN_ERROR' };
}

/**
 * Calls the API and returns body, status and headers. Adds the language, brand,
 * client-name, API-version, captcha and bearer headers. On a 401 to a call that sent
 * a token it refreshes the tokens once (shared with every other caller) and replays
 * once; a refused refresh or a second 401 forces a logout. A 403 USER_INACTIVE on a
 * signed-in call logs out with the inactive reason. Throws ApiRequestError; an
 * aborted call rejects with the signal's AbortError unchanged. 204 gives undefined.
 */
export async function apiRequest<T>(path: string, options: ApiFetchOptions = {}): Promise<ApiResponse<T>> {
  const url = apiUrl(path, options.query);
  const { body, json } = encodeBody(options.body);
  const method = options.method ?? (body === undefined ? 'GET' : 'POST');

  const send = async (accessToken: string | null): Promise<Response> => {
    const headers = buildApiHeaders({ accessToken, json, apiVersion: options.apiVersion, captcha: options.captcha, extra: options.headers });
    try {
      return await fetch(url, { method, headers, body, signal: options.signal ?? null });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      throw unreachable(error);
    }
  };

  const sentToken = options.auth === false ? null : getAccessToken();
  let response = await send(sentToken);

  if (response.status === 401 && sentToken !== null) {
    const current = getAccessToken();
    // Someone refreshed while this call was on the wire: replay with their token
    // instead of spending the refresh token a second time.
    const outcome = current !== null && current !== sentToken ? 'ok' : await refreshSession();
    if (outcome === 'unavailable') throw unreachable(new Error('token refresh could not reach the API'));
    const retryToken = outcome === 'ok' ? getAccessToken() : null;
    if (retryToken === null) {
      const error = await readError(response);
      logout('forced');
      throw new ApiRequestError(error, response.status);
    }
    response = await send(retryToken);
    if (response.status === 401) {
      const error = await readError(response);
      logout('forced');
      throw new ApiRequestError(error, response.status);
    }
  }

  if (!response.ok) {
    const error = await readError(response);
    // Only a signed-in call: the same code from the sign-in form is the dialog's business.
    if (response.status === 403 && error.code === 'USER_INACTIVE' && sentToken !== null) logout('inactive');
    throw new ApiRequestError(error, response.status);
  }

  const data = response.status === 204 ? undefined : await readBody(response);
  // The API's schemas in @salon/contracts are what T claims; the browser trusts its own API.
  return { data: data as T, status: response.status, headers: response.headers };
}

/** apiRequest for the common case where only the body matters. */
export async function apiFetch<T>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  return (await apiRequest<T>(path, options)).data;
}
