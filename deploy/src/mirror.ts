import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { RemoteName } from '@salon/contracts';
import { createFolderStore } from './object-store/folder-store.ts';
import type { ObjectStore } from './object-store/object-store.ts';
import { HISTORY_KEY, REGISTRY_KEY, parseHistory, parseRegistry, versionPrefix, type StoreRegistry } from './store.ts';
import { versionFolder, writeVersionFolder, type VersionFile } from './version-folder.ts';

/*
 * The mirror: keeps a host's folder a copy of a store kept elsewhere (an S3 bucket), so
 * that the gateway and nginx on that host serve it exactly as they serve a store that is
 * a folder: from the disk, fast, with no request to the bucket on a visitor's path
 * (decision 0039). Every interval (1 s) it reads the store's registry.json; when it
 * changed, it
 *
 *   1. downloads every version the registry names (each remote's entry and its canary)
 *      that the folder lacks, into <folder>/.staging/ and renamed into
 *      <folder>/remotes/<name>/<version>/ whole, read-only, as publish writes one;
 *   2. writes history.json, then registry.json, each to a temporary file renamed over
 *      the old one: the registry last, so a page never names a version whose files
 *      are not on the disk yet.
 *
 * A round that fails (the bucket unreachable, a version's files missing) changes
 * nothing the folder serves; the next round tries again. Versions are never removed
 * from the folder: a page loaded before a rollback may still fetch the old version's
 * chunks, and a folder of older versions costs only disk.
 *
 * One mirror per folder: `npm run deploy -- mirror` on a host where nginx serves the
 * folder, or the gateway started with REMOTE_STORE_URL, which runs it in its process.
 */

/** How often the registry is read when nothing says otherwise. */
export const DEFAULT_MIRROR_INTERVAL_SECONDS = 1;
/** Files of a version downloaded at once. */
const DOWNLOADS_AT_ONCE = 8;

/** What one round did. */
export interface MirrorResult {
  /** False when the folder was already up to date (nothing was written). */
  changed: boolean;
  /** The registry's revision the folder is at, or undefined when the store has none yet. */
  revision: string | undefined;
  /** The versions downloaded this round, as `<remote> <version>`. */
  downloaded: string[];
}

/** What a mirror remembers between rounds. */
export interface MirrorState {
  /** The etag of the store's registry.json last copied: the same etag, nothing to do. */
  registryEtag?: string;
  revision?: string;
}

/** Options of `runMirror` and `startMirror`. */
export interface MirrorOptions {
  /** The store to copy (S3, from REMOTE_STORE_URL). */
  source: ObjectStore;
  /** The folder kept a copy of it (REMOTE_STORE_DIR), which the gateway and nginx serve. */
  targetDir: string;
  /** Between rounds (default DEFAULT_MIRROR_INTERVAL_SECONDS). */
  intervalMs?: number;
  /** Stops the rounds (the round under way finishes first). */
  signal?: AbortSignal;
  /** After each round that succeeded. */
  onSync?: (result: MirrorResult) => void;
  /** A round failed; said once per different failure, not every second. */
  onError?: (error: unknown) => void;
  /** A round succeeded again after failures. */
  onRecovered?: () => void;
}

/** The versions a registry names: each remote's live one and its canary's. */
function namedVersions(registry: StoreRegistry): Array<{ remote: RemoteName; version: string }> {
  const named: Array<{ remote: RemoteName; version: string }> = [];
  for (const [remote, entry] of Object.entries(registry.remotes) as Array<[RemoteName, StoreRegistry['remotes'][RemoteName]]>) {
    if (!entry) continue;
    named.push({ remote, version: entry.version });
    if (entry.canary) named.push({ remote, version: entry.canary.version });
  }
  return named;
}

function sameBytes(file: string, body: Buffer): boolean {
  try {
    return fs.readFileSync(file).equals(body);
  } catch {
    return false;
  }
}

/**
 * Downloads the files of `remote` `version` into the folder, whole (version-folder.ts).
 * Refuses, changing nothing, when the store has none of them or fewer than history.json
 * recorded for it: the registry must never be copied before its versions are.
 */
async function downloadVersion(source: ObjectStore, targetDir: string, remote: RemoteName, version: string, expectedFiles: number | undefined): Promise<void> {
  const prefix = versionPrefix(remote, version);
  const keys = await source.list(prefix);
  if (keys.length === 0 || (expectedFiles !== undefined && keys.length < expectedFiles)) {
    throw new Error(
      `${source.location}: the registry names ${remote} ${version}, but the store has ${keys.length} of its ` +
        `${expectedFiles ?? 'files'}${expectedFiles === undefined ? '' : ' files'} under ${prefix}; the folder keeps the registry it had until they are there`,
    );
  }
  const files: VersionFile[] = [];
  let next = 0;
  const downloader = async (): Promise<void> => {
    while (next < keys.length) {
      const key = keys[next++]!;
      const object = await source.get(key);
      if (!object) throw new Error(`${source.location}: ${key} was listed but is gone; the folder keeps the registry it had`);
      files.push({ rel: key.slice(prefix.length), bytes: object.body });
    }
  };
  await Promise.all(Array.from({ length: Math.min(DOWNLOADS_AT_ONCE, keys.length) }, downloader));
  try {
    writeVersionFolder(targetDir, remote, version, files, { by: 'mirror' });
  } catch (error) {
    // Written meanwhile by another mirror of this folder (a misconfiguration, but whole): fine.
    if (!fs.existsSync(versionFolder(targetDir, remote, version))) throw error;
  }
}

/**
 * One round: brings `targetDir` up to the store's registry.json (see the top of this
 * file). Throws when it could not; the folder then still serves what it did.
 */
export async function mirrorOnce(source: ObjectStore, targetDir: string, state: MirrorState = {}): Promise<MirrorResult> {
  const registryObject = await source.get(REGISTRY_KEY);
  // Nothing published yet (or the store's registry lost): the folder keeps what it has.
  if (!registryObject) return { changed: false, revision: state.revision, downloaded: [] };
  if (registryObject.etag === state.registryEtag) return { changed: false, revision: state.revision, downloaded: [] };
  const registry = parseRegistry(source, registryObject.body);
  // Read after the registry: every write puts history.json first, so this one knows
  // every version the registry names.
  const historyObject = await source.get(HISTORY_KEY);
  const history = historyObject ? parseHistory(source, historyObject.body) : { remotes: {} };

  const downloaded: string[] = [];
  for (const { remote, version } of namedVersions(registry)) {
    if (fs.existsSync(versionFolder(targetDir, remote, version))) continue;
    const recorded = history.remotes[remote]?.versions.find((v) => v.version === version);
    await downloadVersion(source, targetDir, remote, version, recorded?.files);
    downloaded.push(`${remote} ${version}`);
  }

  // The same bytes as the store's, so the revision (and the gateway's ETags) match on every host.
  const folder = createFolderStore(targetDir);
  let changed = downloaded.length > 0;
  if (historyObject && !sameBytes(path.join(targetDir, HISTORY_KEY), historyObject.body)) {
    await folder.put(HISTORY_KEY, historyObject.body);
    changed = true;
  }
  if (!sameBytes(path.join(targetDir, REGISTRY_KEY), registryObject.body)) {
    await folder.put(REGISTRY_KEY, registryObject.body);
    changed = true;
  }
  state.registryEtag = registryObject.etag;
  state.revision = registry.revision;
  return { changed, revision: registry.revision, downloaded };
}

/**
 * Runs rounds every `intervalMs` until `signal` aborts. A failed round is reported
 * through onError, once per different message, and the next one tries again. Returns
 * the last successful round's result.
 */
export async function runMirror(options: MirrorOptions): Promise<MirrorResult | undefined> {
  const state: MirrorState = {};
  const intervalMs = options.intervalMs ?? DEFAULT_MIRROR_INTERVAL_SECONDS * 1000;
  let last: MirrorResult | undefined;
  let failing: string | undefined;
  while (!options.signal?.aborted) {
    try {
      last = await mirrorOnce(options.source, options.targetDir, state);
      if (failing !== undefined) options.onRecovered?.();
      failing = undefined;
      options.onSync?.(last);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (message !== failing) (options.onError ?? ((e: unknown) => console.error(e)))(error);
      failing = message;
    }
    await sleep(intervalMs, undefined, { signal: options.signal }).catch(() => undefined);
  }
  return last;
}

/** A mirror running in the background (the gateway's). */
export interface RunningMirror {
  /** Stops it; resolves when the round under way has finished. */
  stop(): Promise<void>;
}

/** Starts `runMirror` in the background; `stop()` ends it. */
export function startMirror(options: Omit<MirrorOptions, 'signal'>): RunningMirror {
  const controller = new AbortController();
  const running = runMirror({ ...options, signal: controller.signal }).catch((error: unknown) => {
    (options.onError ?? ((e: unknown) => console.error(e)))(error);
    return undefined;
  });
  return {
    async stop() {
      controller.abort();
      await running;
    },
  };
}
