import type { BusEventName, BusEvents } from '@salon/contracts/events';
import type { Language } from '@salon/contracts/languages';

/**
 * State this package keeps on `window` instead of in module scope. Remotes built
 * against different versions of @salon/platform can end up with two copies of it on
 * one page (a version mismatch makes the federation runtime load a remote's own
 * copy); anything that must be one-per-page lives here so those copies still share
 * it. The shape of each entry is a cross-version contract: only ever add to it.
 * Internal to the package.
 */
export interface SalonWindowGlobals {
  /** Last payload of each replayed bus event, keyed by event name. */
  __SALON_BUS_STATE__?: { [K in BusEventName]?: BusEvents[K] };
  /** Subscribers per bus event across every copy of this package (for held events). */
  __SALON_BUS_LISTENERS__?: { [K in BusEventName]?: number };
  /** Held events emitted while nobody listened, waiting for their first subscriber. */
  __SALON_BUS_HELD__?: { [K in BusEventName]?: BusEvents[K] };
  /**
   * The token refresh in flight, so that two copies never spend the same rotating
   * refresh token twice (reuse revokes the whole token family).
   */
  __SALON_TOKEN_REFRESH__?: Promise<RefreshOutcome>;
  /**
   * The language of an embedded widget (the booking embed's `lang` attribute): used
   * instead of the stored choice, without touching the host page's storage or `<html lang>`.
   */
  __SALON_EMBED_LANGUAGE__?: Language;
  /**
   * A forced or inactive logout nobody has told the customer about yet: the sign-in
   * dialog host may still be loading when the first API call of the page fails.
   */
  __SALON_LOGOUT_NOTICE__?: 'forced' | 'inactive';
}

/**
 * How a refresh ended: `ok` new tokens stored; `rejected` the API refused the refresh
 * token (tokens cleared); `unavailable` the API could not be reached or failed, so
 * the tokens are kept and a later call may try again.
 */
export type RefreshOutcome = 'ok' | 'rejected' | 'unavailable';

export function salonGlobals(): SalonWindowGlobals {
  return window as Window & SalonWindowGlobals;
}
