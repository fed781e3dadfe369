import { useState } from 'react';
import { REFRESH_PATH, type TokenPair } from '@salon/contracts/api';
import { matchesSchema } from '@salon/contracts/schema-check';
import { TOKEN_PAIR_JSON_SCHEMA } from '@salon/contracts/start-up-schemas';
import type { LogoutReason, SessionState, SessionUser } from '@salon/contracts/events';
import { apiUrl, buildApiHeaders } from './api-headers.ts';
import { bus, useBusEvent } from './event-bus.ts';
import { readStorage, removeStorage, writeStorage } from './storage.ts';
import { salonGlobals, type RefreshOutcome } from './window-globals.ts';

// The keys the spec names: other tools (and older bundles) read the tokens from here.
const ACCESS_TOKEN_KEY = 'accessToken';
const REFRESH_TOKEN_KEY = 'refreshToken';
/** Web Locks name shared by every tab of the site. */
const REFRESH_LOCK = 'salon:token-refresh';
/** How long to wait for another tab's refresh before refreshing without the lock. */
const REFRESH_LOCK_WAIT_MS = 10_000;

/** The stored token pair, or null unless both tokens are there. */
export function getTokens(): TokenPair | null {
  const accessToken = readStorage(ACCESS_TOKEN_KEY);
  const refreshToken = readStorage(REFRESH_TOKEN_KEY);
  return accessToken !== null && refreshToken !== null ? { accessToken, refreshToken } : null;
}

/** The bearer token for API calls, or null when signed out. */
export function getAccessToken(): string | null {
  return readStorage(ACCESS_TOKEN_KEY);
}

/** Stores the pair a sign-in, registration or refresh returned (localStorage, as the spec says). */
export function setTokens(pair: TokenPair): void {
  writeStorage(ACCESS_TOKEN_KEY, pair.accessToken);
  writeStorage(REFRESH_TOKEN_KEY, pair.refreshToken);
}

/** Forgets both tokens; does not announce anything (logout does). */
export function clearTokens(): void {
  removeStorage(ACCESS_TOKEN_KEY);
  removeStorage(REFRESH_TOKEN_KEY);
}

/** Whether a token exists: the spec's definition of a logged-in user. */
export function isAuthenticated(): boolean {
  return getAccessToken() !== null;
}

async function requestNewTokens(refreshToken: string): Promise<RefreshOutcome> {
  let response: Response;
  try {
    response = await fetch(apiUrl(REFRESH_PATH), {
      method: 'POST',
      headers: buildApiHeaders({ json: true }),
      body: JSON.stringify({ refreshToken }),
    });
  } catch {
    // Offline or the API is down: the refresh token may still be good, keep it.
    return 'unavailable';
  }
  if (response.status >= 500 || response.status === 408 || response.status === 429) return 'unavailable';
  let body: unknown = null;
  if (response.ok) body = await response.json().catch(() => null);
  if (!response.ok || !matchesSchema(TOKEN_PAIR_JSON_SCHEMA, body)) {
    // Refused (expired, revoked, reused) or unusable: this token family is over.
    clearTokens();
    return 'rejected';
  }
  setTokens({ accessToken: body.accessToken, refreshToken: body.refreshToken });
  return 'ok';
}

async function refreshOnce(startedWith: string | null): Promise<RefreshOutcome> {
  try {
    const refreshToken = readStorage(REFRESH_TOKEN_KEY);
    if (refreshToken === null) {
      clearTokens();
      return 'rejected';
    }
    // Another tab rotated the pair while we waited for the lock: use theirs. Spending
    // the old refresh token again would count as reuse and revoke the family.
    if (startedWith !== null && refreshToken !== startedWith) return 'ok';
    return await requestNewTokens(refreshToken);
  } catch (error) {
    console.error('[platform] token refresh failed unexpectedly', error);
    return 'unavailable';
  }
}

async function refreshAcrossTabs(): Promise<RefreshOutcome> {
  const startedWith = readStorage(REFRESH_TOKEN_KEY);
  const locks: LockManager | undefined = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return refreshOnce(startedWith);
  try {
    return await locks.request(REFRESH_LOCK, { signal: AbortSignal.timeout(REFRESH_LOCK_WAIT_MS) }, () =>
      refreshOnce(startedWith),
    );
  } catch {
    // The lock never came (a frozen tab holds it) or is unusable: refresh without it
    // rather than leave the user stuck. refreshOnce itself never throws.
    return refreshOnce(startedWith);
  }
}

/**
 * Internal (http.ts): the refresh with its full outcome. Single flight per page: the
 * promise in flight lives on `window`, so every caller, every remote and even a
 * second copy of this package await the same one; across tabs a Web Lock keeps one
 * refresh at a time.
 */
export function refreshSession(): Promise<RefreshOutcome> {
  const globals = salonGlobals();
  const inFlight = globals.__SALON_TOKEN_REFRESH__;
  if (inFlight) return inFlight;
  const run: Promise<RefreshOutcome> = refreshAcrossTabs().finally(() => {
    if (globals.__SALON_TOKEN_REFRESH__ === run) delete globals.__SALON_TOKEN_REFRESH__;
  });
  globals.__SALON_TOKEN_REFRESH__ = run;
  return run;
}

/**
 * Exchanges the refresh token for a new pair (POST /api/login/refresh) and stores it;
 * true on success. While a refresh runs every caller awaits the same one, because the
 * refresh token rotates and spending it twice revokes the session. When the API
 * refuses the token, both tokens are cleared; when the API cannot be reached the
 * tokens are kept (a flaky network must not sign anyone out) and false is returned.
 */
export async function refreshTokens(): Promise<boolean> {
  return (await refreshSession()) === 'ok';
}

/**
 * Announces who is signed in (`session:changed`, replayed to late subscribers). Call it
 * after sign-in once the profile is loaded, or with null while it is not known.
 */
export function setSessionUser(user: SessionUser | null): void {
  bus.emit('session:changed', { authenticated: user !== null || isAuthenticated(), user });
}

/**
 * Signs out: clears the tokens, announces an anonymous session and `auth:logout` with
 * the reason (the shell shows the forced or inactive notice). A forced or inactive
 * logout when already signed out is ignored, so ten requests failing together give
 * one notice, not ten.
 */
export function logout(reason: LogoutReason): void {
  const alreadySignedOut = !isAuthenticated() && bus.last('session:changed')?.authenticated === false;
  if (reason !== 'user' && alreadySignedOut) return;
  clearTokens();
  const globals = salonGlobals();
  if (reason === 'user') delete globals.__SALON_LOGOUT_NOTICE__;
  else globals.__SALON_LOGOUT_NOTICE__ = reason;
  bus.emit('session:changed', { authenticated: false, user: null });
  bus.emit('auth:logout', { reason });
}

/**
 * Whether a forced or inactive logout still waits to be told, without taking it: the
 * shell loads the sign-in dialog host for it, which then takes it.
 */
export function hasLogoutNotice(): boolean {
  return salonGlobals().__SALON_LOGOUT_NOTICE__ !== undefined;
}

/**
 * The forced or inactive logout the customer has not been told about yet, taken (the
 * next call answers null). The sign-in dialog host takes it when it mounts and on every
 * `auth:logout`, so the notice shows once even when the logout happened before the host
 * had loaded.
 */
export function takeLogoutNotice(): 'forced' | 'inactive' | null {
  const globals = salonGlobals();
  const notice = globals.__SALON_LOGOUT_NOTICE__ ?? null;
  delete globals.__SALON_LOGOUT_NOTICE__;
  return notice;
}

/**
 * The session for a component, kept current through `session:changed`. Before anyone
 * announced a session it is `{ authenticated: <a token exists>, user: null }`.
 */
export function useSession(): SessionState {
  const [session, setSession] = useState<SessionState>(
    () => bus.last('session:changed') ?? { authenticated: isAuthenticated(), user: null },
  );
  useBusEvent('session:changed', setSession);
  return session;
}
