import fs from 'node:fs';
import path from 'node:path';
import { remoteForPath, type RemoteName } from '@salon/contracts';
import { escapeHtml } from '@salon/contracts/html';
import type { StoreRegistry } from './store.ts';

/**
 * Hints for a navigation: the files of the remote that owns the path, so the browser
 * fetches them while it is still loading the shell instead of after it (shell →
 * /registry.json → mf-manifest.json → remoteEntry.js and the `./routes` chunks, one
 * after the other otherwise). Only for a remote the store serves: a dev remote's
 * files change under the same names. Nothing for the shell's own pages.
 *
 * The manifest is preloaded: the federation runtime reads it with fetch() at once.
 * The scripts are prefetched, not preloaded: Chromium hands a failed script preload
 * to every later load of that URL in the page, so a remote that failed once could
 * never be retried (the federation journey's retry caught this). A prefetch only
 * fills the HTTP cache, which the immutable versioned files may stay in, and a failed
 * one leaves nothing behind.
 */

/** The exposed module the shell mounts for a route (RemoteRoute: `./routes`). */
const ROUTES_EXPOSE = 'routes';
/** Stored versions never change, so a manifest read once is good for the process. */
const manifests = new Map<string, ManifestFiles>();

interface ManifestFiles {
  entry: string;
  routes: string[];
}

interface ManifestLike {
  metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: { name?: unknown; assets?: { js?: { sync?: unknown } } }[];
}

const SAFE_FILE = /^[\w./-]+$/;

function joinFile(dir: unknown, name: unknown): string | null {
  if (typeof name !== 'string' || name === '') return null;
  const file = path.posix.join(typeof dir === 'string' ? dir : '', name);
  return SAFE_FILE.test(file) && !file.split('/').includes('..') ? file : null;
}

/**
 * The entry file and the `./routes` chunks a stored manifest names; null when unreadable
 * (read again next time: a version being written is complete a moment later).
 */
function readManifest(file: string): ManifestFiles | null {
  const known = manifests.get(file);
  if (known) return known;
  let files: ManifestFiles | null = null;
  try {
    const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as ManifestLike;
    const entry = joinFile(manifest.metaData?.remoteEntry?.path, manifest.metaData?.remoteEntry?.name);
    const sync = manifest.exposes?.find((expose) => expose.name === ROUTES_EXPOSE)?.assets?.js?.sync;
    const routes = Array.isArray(sync) ? sync.map((chunk) => joinFile('', chunk)).filter((chunk) => chunk !== null) : [];
    if (entry) files = { entry, routes };
  } catch {
    // A missing or broken manifest: no hints, the page works as without them.
  }
  if (files) manifests.set(file, files);
  return files;
}

/** A stored version's folder from its registry entry (`/remotes/<name>/<version>/mf-manifest.json`). */
function storedVersion(remote: RemoteName, entry: string): string | null {
  const match = /^\/remotes\/([a-z]+)\/([\w.-]+)\/mf-manifest\.json$/.exec(entry);
  return match && match[1] === remote ? match[2]! : null;
}

/**
 * The `<link>` tags for a navigation to `pathname`: a preload of the live version's
 * manifest (`as="fetch"` with `crossorigin`, which the runtime's fetch() needs to
 * match) and prefetches of its remote entry and the scripts its `./routes` loads
 * first. Empty when no stored remote owns the path.
 */
export function preloadHints(options: { storeDir: string; registry: StoreRegistry | undefined; pathname: string }): string[] {
  const remote = remoteForPath(options.pathname);
  const entry = remote ? options.registry?.remotes[remote]?.entry : undefined;
  if (!remote || !entry) return [];
  const version = storedVersion(remote, entry);
  if (!version) return [];
  const base = `/remotes/${remote}/${version}/`;
  const files = readManifest(path.join(options.storeDir, 'remotes', remote, version, 'mf-manifest.json'));
  if (!files) return [];
  return [
    `<link rel="preload" href="${escapeHtml(entry)}" as="fetch" crossorigin="anonymous">`,
    ...[files.entry, ...files.routes].map((file) => `<link rel="prefetch" href="${escapeHtml(base + file)}">`),
  ];
}
