/**
 * The embed loader, served by the site at a stable URL (`/embed/booking.js`, no
 * long-lived cache). A partner page includes it with one script tag and writes one
 * element:
 *
 *   <script src="https://salon.example/embed/booking.js" defer></script>
 *   <salon-booking salon-id="M12" lang="en"></salon-booking>
 *
 * It reads the site's live `/registry.json` (so a rollback reaches partner pages on
 * their next load), then the booking remote's `mf-manifest.json`, loads its
 * `remoteEntry.js`, initialises the container with an empty share scope of its own
 * (the partner page's libraries are never shared: the widget always runs the React,
 * router and styled-components it was built with, its federation fallbacks) and
 * calls `defineSalonBookingElement` of `./embed`.
 *
 * Kept small (about 2 kB): the federation runtime that the remote's production build
 * expects on the page (on the site the shell provides it; decision 0031) comes from the
 * remote's own version folder, `embed/federation-runtime.js` (immutable, cached like the
 * remote's other files), and is lent to the remote on the federation's global while its
 * entry starts, without replacing a partner page's own. Built by
 * `createEmbedLoaderConfig` of @salon/build into the remote's `dist/embed/booking.js`,
 * so each stored version has the loader that matches its `./embed`.
 */

import { VISITOR_COOKIE, isVisitorId, newVisitorId, resolveEntry } from '@salon/contracts/canary';

/** What the container global of a remote entry offers (the federation container protocol). */
interface FederationContainer {
  init(shareScope: Record<string, unknown>): Promise<unknown> | unknown;
  get(module: string): Promise<() => EmbedModule>;
}

interface EmbedModule {
  defineSalonBookingElement(options: { siteOrigin: string }): void;
}

interface Manifest {
  metaData?: { globalName?: string; remoteEntry?: { name?: string; path?: string } };
}

interface Registry {
  remotes?: { booking?: { entry: string; version: string; canary?: { entry: string; version: string; percent: number } } };
}

/** The remote's name in the registry, and its exposed module. */
const REMOTE = 'booking';
const EXPOSED = './embed';
/** Set once per page, so a second copy of the script does not load the remote again. */
const LOADING_KEY = '__SALON_BOOKING_EMBED__';
/** Where a remote built with `externalRuntime` finds the federation runtime (@module-federation/enhanced). */
export const FEDERATION_RUNTIME_GLOBAL = '_FEDERATION_RUNTIME_CORE';
/** Where `embed/federation-runtime.js` (@salon/build's embed-federation-runtime.ts) leaves it. */
const EMBED_RUNTIME_GLOBAL = '__SALON_FEDERATION_RUNTIME__';

/**
 * Runs `load` with the embed's federation runtime on the page's federation global. The
 * remote takes it when its entry runs and its container starts; a partner page that had
 * a federation runtime of its own there gets it back afterwards, and a page without one
 * keeps this one for the remote's later chunks.
 */
async function withFederationRuntime<T>(load: () => Promise<T>): Promise<T> {
  const globals = globalThis as unknown as Record<string, unknown>;
  if (!globals[EMBED_RUNTIME_GLOBAL]) throw new Error('embed/federation-runtime.js left no federation runtime');
  const had = Object.prototype.hasOwnProperty.call(globals, FEDERATION_RUNTIME_GLOBAL);
  const previous = globals[FEDERATION_RUNTIME_GLOBAL];
  globals[FEDERATION_RUNTIME_GLOBAL] = globals[EMBED_RUNTIME_GLOBAL];
  try {
    return await load();
  } finally {
    if (had) globals[FEDERATION_RUNTIME_GLOBAL] = previous;
  }
}

async function fetchJson<T>(url: string, cache: RequestCache): Promise<T> {
  const response = await fetch(url, { cache, headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.crossOrigin = 'anonymous';
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`${src} did not load`));
    document.head.append(script);
  });
}

/**
 * This browser's visitor id on the partner's page, which decides whether it gets the
 * booking remote's canary (@salon/contracts/canary): kept in the page origin's local
 * storage (the site's cookie is a third party's here). Without storage: none, so the
 * stable version, never a switch between two loads.
 */
function embedVisitorId(): string | undefined {
  try {
    const kept = window.localStorage.getItem(VISITOR_COOKIE);
    if (isVisitorId(kept)) return kept;
    const id = newVisitorId();
    window.localStorage.setItem(VISITOR_COOKIE, id);
    return id;
  } catch {
    return undefined;
  }
}

/**
 * Loads the booking remote of the site whose loader is at `loaderUrl` and defines
 * `<salon-booking>`. Rejects with an Error saying which step failed.
 */
export async function loadBookingEmbed(loaderUrl: string): Promise<void> {
  const siteOrigin = new URL(loaderUrl).origin;
  const registry = await fetchJson<Registry>(`${siteOrigin}/registry.json`, 'no-store');
  const live = registry.remotes?.[REMOTE];
  if (!live?.entry) throw new Error(`the site's registry has no ${REMOTE} remote`);
  // With a canary, the version this visitor draws, as on the site.
  const { entry } = resolveEntry(REMOTE, live, embedVisitorId());
  const manifestUrl = new URL(entry, `${siteOrigin}/`).href;
  // The manifest is inside an immutable version folder: any cache may keep it.
  const manifest = await fetchJson<Manifest>(manifestUrl, 'default');
  const meta = manifest.metaData ?? {};
  const entryFile = [meta.remoteEntry?.path, meta.remoteEntry?.name ?? 'remoteEntry.js'].filter(Boolean).join('/');
  // Both in the remote's version folder, so a rollback between them cannot mix versions.
  await loadScript(new URL('embed/federation-runtime.js', manifestUrl).href);
  const factory = await withFederationRuntime(async () => {
    await loadScript(new URL(entryFile, manifestUrl).href);
    const container = (window as unknown as Record<string, FederationContainer | undefined>)[meta.globalName ?? REMOTE];
    if (!container || typeof container.get !== 'function') throw new Error(`${entryFile} defined no ${REMOTE} container`);
    // An empty share scope: the remote registers and uses its own shared libraries.
    await container.init({});
    return container.get(EXPOSED);
  });
  factory().defineSalonBookingElement({ siteOrigin });
}

/** Runs when the script is on a page (not when a test imports it). */
function boot(): void {
  const script = document.currentScript;
  if (!(script instanceof HTMLScriptElement) || !script.src) return;
  const globals = window as unknown as Record<string, Promise<void> | undefined>;
  globals[LOADING_KEY] ??= loadBookingEmbed(script.src).catch((error: unknown) => {
    console.error('[salon-booking] the booking widget could not be loaded', error);
  });
}

boot();
