import type { ApiError } from '@salon/contracts/api';

/*
 * The API for component tests, answered per "METHOD /url" at the base query. Each test
 * file mocks createBaseQuery with a jest.fn (jest.mock is hoisted per file, so it stays
 * there) and hands that mock here:
 *
 *   routeApi(mockBaseQuery, { 'POST /api/auth/identify': ok(identity), 'GET /api/users/me': () => ok(profile) });
 *   expect(callsTo(mockBaseQuery, 'POST /api/auth/identify')[0]?.body).toEqual({ email: 'ala@example.com' });
 */

/** What the base query is called with (the endpoints' query args). */
export interface ApiCall {
  url: string;
  /** GET when not written. */
  method?: string;
  body?: Record<string, unknown>;
  apiVersion?: number;
  auth?: boolean;
  captcha?: { token: string; action: string };
}

/** What the base query gives back: the data or the API's error. */
export type ApiAnswer = { data: unknown } | { error: ApiError };

/** Per "METHOD /url": the answer, or a function of the call that gives it. */
export type Routes = Record<string, ApiAnswer | ((call: ApiCall) => ApiAnswer)>;

export const ok = (data: unknown = null): ApiAnswer => ({ data });
export const fail = (status: number, code: string, field?: string): ApiAnswer => ({ error: { status, code, ...(field ? { field } : {}) } });

/** A fallback for tests written against an API that answers 404 to anything it does not know. */
export const notFound = (): ApiAnswer => fail(404, 'NOT_FOUND');

const keyOf = (call: ApiCall) => `${call.method ?? 'GET'} ${call.url}`;

/**
 * Makes `mock` answer `routes`. A call no route expects goes to `fallback`; without one it
 * fails the way an API bug would (500 UNEXPECTED_CALL).
 */
export function routeApi(mock: jest.Mock, routes: Routes, fallback: (call: ApiCall) => ApiAnswer = () => fail(500, 'UNEXPECTED_CALL')): void {
  mock.mockImplementation(async (call: ApiCall) => {
    const route = routes[keyOf(call)];
    if (!route) return fallback(call);
    return typeof route === 'function' ? route(call) : route;
  });
}

/** The calls made to "METHOD /url" (GET when the call names no method), in order. */
export function callsTo(mock: jest.Mock, key: string): ApiCall[] {
  return mock.mock.calls.map(([call]) => call as ApiCall).filter((call) => keyOf(call) === key);
}
