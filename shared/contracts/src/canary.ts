import type { Registry, RegistryEntry } from './registry.ts';
import { REMOTE_NAMES } from './remotes.ts';

/*
 * Canary releases (issue 24, decision 0038): a registry entry may carry a `canary`, a
 * newer version live for `percent` of visitors. Which visitors is decided from a random
 * visitor id the browser keeps (a cookie on the site, local storage on a partner page),
 * hashed with the remote's name into one of 10,000 buckets: the same visitor always gets
 * the same version (never a switch mid-booking), and raising the share only adds
 * visitors. The registry is the same for everyone (/registry.json and the copy the
 * gateway writes into the page agree); each reader resolves it with this module: the
 * shell, the embed loader, the gateway's preload hints and the drills.
 */

/** The cookie (on the site) and storage key (on partner pages) holding the visitor id. */
export const VISITOR_COOKIE = 'salon_visitor';
/** A year and a month, the longest a browser keeps a cookie (400 days). */
export const VISITOR_COOKIE_MAX_AGE_SECONDS = 400 * 24 * 3600;
/** The share's resolution: 0.01 %. */
export const CANARY_BUCKETS = 10_000;

/** What a visitor id looks like: what newVisitorId makes; anything else is replaced. */
const VISITOR_ID = /^[A-Za-z0-9-]{16,64}$/;

export function isVisitorId(value: unknown): value is string {
  return typeof value === 'string' && VISITOR_ID.test(value);
}

/** A new random visitor id (no personal data: it identifies a browser's draw, nothing else). */
export function newVisitorId(): string {
  const { crypto } = globalThis;
  // randomUUID exists in secure contexts only (https, localhost); a page over plain http elsewhere draws the bytes itself.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The visitor id in a Cookie header or `document.cookie`, if there is a valid one. */
export function visitorIdFromCookies(cookies: string | undefined): string | undefined {
  for (const part of (cookies ?? '').split(';')) {
    const [name, value] = part.split('=', 2).map((s) => s.trim());
    if (name === VISITOR_COOKIE && isVisitorId(value)) return value;
  }
  return undefined;
}

/** The Set-Cookie value keeping `id` (readable by the page: the shell resolves the registry with it). */
export function visitorCookie(id: string, secure: boolean): string {
  return `${VISITOR_COOKIE}=${id}; Path=/; Max-Age=${VISITOR_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * The visitor's bucket for a remote, 0 … 9,999: FNV-1a over `<remote>:<id>` mixed by
 * murmur3's finaliser, so ids that differ in one character land far apart. Per remote,
 * so a visitor in one remote's canary is not in every other one's as well.
 */
export function canaryBucket(remote: string, visitorId: string): number {
  let hash = 0x811c9dc5;
  const text = `${remote}:${visitorId}`;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return (hash >>> 0) % CANARY_BUCKETS;
}

/** Whether the visitor gets the canary of a remote at `percent` (a visitor without an id never does). */
export function inCanary(remote: string, percent: number, visitorId: string | undefined): boolean {
  return visitorId !== undefined && canaryBucket(remote, visitorId) < Math.round(percent * (CANARY_BUCKETS / 100));
}

/** The entry and version this visitor loads of a remote; `canary` says which of the two it is. */
export function resolveEntry(
  remote: string,
  entry: RegistryEntry,
  visitorId: string | undefined,
): { entry: string; version: string; canary: boolean } {
  const { canary } = entry;
  if (canary && inCanary(remote, canary.percent, visitorId)) return { entry: canary.entry, version: canary.version, canary: true };
  return { entry: entry.entry, version: entry.version, canary: false };
}

/** The registry as this visitor sees it: every entry resolved, no canary left in it. */
export function resolveRegistry<R extends Pick<Registry, 'remotes'>>(registry: R, visitorId: string | undefined): R {
  const remotes: Registry['remotes'] = {};
  for (const name of REMOTE_NAMES) {
    const entry = registry.remotes[name];
    if (!entry) continue;
    const resolved = resolveEntry(name, entry, visitorId);
    remotes[name] = { entry: resolved.entry, version: resolved.version };
  }
  return { ...registry, remotes };
}
