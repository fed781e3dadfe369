import { VISIT_TOKEN_HEADER } from '@salon/contracts/reservations-api';
import { localIsoToMillis } from '@salon/i18n';

/*
 * The manage-visit tokens this browser holds (decision 0024): the one POST /api/visits
 * answers for the visit just booked, and the `t` of a message's link. GET, PUT and
 * DELETE on a visit answer 404 without its token (or its owner's session), so each call
 * on a visit sends the token kept for it in the `x-visit-token` header.
 *
 * On the site they live in localStorage, so that the success and details pages keep
 * working after the tab is closed. A token is of no use once its visit is over (the API
 * refuses it from then on), so each is kept until its visit's end and the list is pruned
 * on every read; the list is also bounded, dropping the longest-kept first.
 *
 * Only the booking remote reads and writes them (booking, details, edit, cancel, and
 * its `./VisitCard` in the profile), so they are this remote's, not the platform's.
 */

/** The localStorage key; versioned so that a later shape can ignore this one. */
export const VISIT_TOKENS_STORAGE_KEY = 'salon:booking:visit-tokens:v1';

/** More than a customer has visits coming up; beyond it, the longest-kept token goes. */
export const MAX_KEPT_VISIT_TOKENS = 20;

/**
 * How long a token from a link is kept before its visit has been seen (the visit's end is
 * then not known yet): the first load replaces it with the visit's end.
 */
const UNSEEN_VISIT_KEEP_MS = 24 * 60 * 60 * 1000;

interface KeptToken {
  token: string;
  /** Epoch ms after which the token opens nothing: the visit's end. */
  until: number;
  /** Epoch ms it was kept at: the oldest goes first past the bound. */
  keptAt: number;
}

type KeptTokens = Record<string, KeptToken>;

/** Where the tokens live: localStorage on the site, this page's memory in the widget. */
interface TokenShelf {
  load(): KeptTokens;
  save(tokens: KeptTokens): void;
}

const isKeptToken = (value: unknown): value is KeptToken => {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return typeof entry.token === 'string' && entry.token !== '' && typeof entry.until === 'number' && typeof entry.keptAt === 'number';
};

const localShelf: TokenShelf = {
  load() {
    let raw: string | null;
    try {
      raw = window.localStorage.getItem(VISIT_TOKENS_STORAGE_KEY);
    } catch {
      return {};
    }
    if (!raw) return {};
    try {
      const value: unknown = JSON.parse(raw);
      if (typeof value !== 'object' || value === null) return {};
      // A hand-edited or older entry is dropped, not trusted.
      return Object.fromEntries(Object.entries(value).filter(([, entry]) => isKeptToken(entry))) as KeptTokens;
    } catch {
      return {};
    }
  },
  save(tokens) {
    try {
      if (Object.keys(tokens).length === 0) window.localStorage.removeItem(VISIT_TOKENS_STORAGE_KEY);
      else window.localStorage.setItem(VISIT_TOKENS_STORAGE_KEY, JSON.stringify(tokens));
    } catch {
      // Full or unavailable storage (private mode): the token lives as long as the page's cache.
    }
  },
};

function memoryShelf(): TokenShelf {
  let kept: KeptTokens = {};
  return {
    load: () => ({ ...kept }),
    save(tokens) {
      kept = { ...tokens };
    },
  };
}

let shelf: TokenShelf = localShelf;

/**
 * Keeps this page's tokens in memory only, from now on. The embedded widget calls it
 * before it renders: there the page is a partner's and its localStorage the partner's
 * origin's, which no token of ours should be written to (a visit's token is the right to
 * see and cancel it). The visit just booked in the widget stays manageable in the widget
 * and through the SMS link; a reload of the partner page forgets it.
 */
export function keepVisitTokensInMemory(): void {
  if (shelf === localShelf) shelf = memoryShelf();
}

/** Only for tests: back to localStorage, with nothing in memory. */
export function keepVisitTokensInStorageForTests(): void {
  shelf = localShelf;
}

/** The tokens still of use at `now`, at most the bound, the most recently kept. */
function pruned(tokens: KeptTokens, now: number): KeptTokens {
  const live = Object.entries(tokens).filter(([, entry]) => entry.until > now);
  live.sort(([, a], [, b]) => b.keptAt - a.keptAt);
  return Object.fromEntries(live.slice(0, MAX_KEPT_VISIT_TOKENS));
}

function update(change: (tokens: KeptTokens, now: number) => void): void {
  const now = Date.now();
  const tokens = pruned(shelf.load(), now);
  change(tokens, now);
  shelf.save(pruned(tokens, now));
}

/** The visit's end (local ISO in the salon's zone) as epoch ms; null when unreadable. */
function endOf(endDateTime: string | null): number | null {
  return endDateTime ? localIsoToMillis(endDateTime) : null;
}

/**
 * Keeps `token` for the visit: with the visit's end when it is known (a booking's
 * answer), else for a day until the visit is seen (a link, read before the visit loads).
 * A newer token of the same visit replaces the older one.
 */
export function keepVisitToken(visitId: string, token: string, endDateTime: string | null = null): void {
  if (!visitId || !token) return;
  update((tokens, now) => {
    tokens[visitId] = { token, until: endOf(endDateTime) ?? now + UNSEEN_VISIT_KEEP_MS, keptAt: now };
  });
}

/** The visit has been loaded (or changed): its token, if kept, lasts until its end. */
export function visitTokenSeen(visitId: string, endDateTime: string): void {
  const until = endOf(endDateTime);
  if (until === null) return;
  update((tokens) => {
    const entry = tokens[visitId];
    if (entry) tokens[visitId] = { ...entry, until };
  });
}

/** Forgets the visit's token (the API no longer takes it). */
export function forgetVisitToken(visitId: string): void {
  update((tokens) => {
    delete tokens[visitId];
  });
}

/** The token kept for the visit, or null. */
export function visitToken(visitId: string): string | null {
  return pruned(shelf.load(), Date.now())[visitId]?.token ?? null;
}

/**
 * The header of a call on the visit: its token when one is kept, else nothing (a
 * signed-in owner's bearer token is enough; anyone else gets 404).
 */
export function visitTokenHeaders(visitId: string): Record<string, string> | undefined {
  const token = visitToken(visitId);
  return token ? { [VISIT_TOKEN_HEADER]: token } : undefined;
}

/**
 * Whether a failed call on a visit means "no such visit for you": 404 (no token, a token
 * the API refuses, someone else's visit, no such id, decision 0024) or 400 (not a
 * visit's id at all). Nothing to retry: the not-found page says why and what next.
 */
export function isVisitNotFound(error: unknown): boolean {
  const status = (error as { status?: unknown } | null | undefined)?.status;
  return status === 404 || status === 400;
}
