/**
 * Helpers for this package's tests (jsdom has no fetch or Response). Not exported
 * from the index.
 */
import type { SalonWindowGlobals } from './window-globals.ts';

export type FetchMock = jest.Mock<Promise<Response>, [input: RequestInfo | URL, init?: RequestInit]>;

/** A Response stand-in: status, headers and a body given as an object (JSON) or raw text. */
export function fakeResponse(status: number, body?: unknown, headers: Record<string, string> = {}): Response {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  const response = {
    ok: status >= 200 && status < 300,
    status,
    headers: new Headers(headers),
    text: async () => text,
    json: async (): Promise<unknown> => JSON.parse(text),
  };
  return response as unknown as Response;
}

/** Installs a jest.fn as the global fetch and returns it. */
export function installFetch(): FetchMock {
  const mock: FetchMock = jest.fn();
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}

/** The headers of the n-th fetch call as a plain lower-cased object. */
export function headersOf(mock: FetchMock, call = 0): Record<string, string> {
  const init = mock.mock.calls[call]?.[1];
  return Object.fromEntries(new Headers(init?.headers).entries());
}

/** Forgets everything the package keeps on window and in localStorage. */
export function resetWindowState(): void {
  const globals = window as Window & SalonWindowGlobals;
  delete globals.__SALON_BUS_STATE__;
  delete globals.__SALON_BUS_LISTENERS__;
  delete globals.__SALON_BUS_HELD__;
  delete globals.__SALON_TOKEN_REFRESH__;
  delete globals.__SALON_EMBED_LANGUAGE__;
  delete globals.__SALON_LOGOUT_NOTICE__;
  window.localStorage.clear();
}
