import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { resolveRegistry } from '@salon/contracts/canary';
import { REGISTRY_ELEMENT_ID, type Registry } from '@salon/contracts/registry';
import { REMOTE_NAMES, type RemoteName } from '@salon/contracts/remotes';
import { checkSchema, matchesSchema } from '@salon/contracts/schema-check';
import { REGISTRY_JSON_SCHEMA } from '@salon/contracts/start-up-schemas';
import { noteRemoteFailure, noteRemoteLoad, setRemoteVersions } from './remote-health.ts';
import { visitorId } from './visitor.ts';

/** Served beside the shell; the deploy CLI rewrites it to publish or roll back a remote. */
const REGISTRY_URL = '/registry.json';

/** The registry the gateway wrote into this page, or null when there is none or it does not pass the schema. */
function registryInPage(): Registry | null {
  const text = typeof document === 'undefined' ? null : document.getElementById(REGISTRY_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const registry: unknown = JSON.parse(text);
    return matchesSchema(REGISTRY_JSON_SCHEMA, registry) ? registry : null;
  } catch {
    return null;
  }
}

/**
 * The live registry: the one the gateway wrote into the page (no request, so the
 * remotes start loading at once), else `/registry.json` fetched bypassing every cache
 * (a rollback must take effect on the next page load), checked against the registry's schema.
 * Rejects with an Error that says what is wrong, for the shell's error page and for ops
 * reading the console.
 */
export async function loadRegistry(): Promise<Registry> {
  const inPage = registryInPage();
  if (inPage) return inPage;
  let response: Response;
  try {
    response = await fetch(REGISTRY_URL, { cache: 'no-store', headers: { Accept: 'application/json' } });
  } catch (cause) {
    throw new Error(`Could not load ${REGISTRY_URL}: network error`, { cause });
  }
  if (!response.ok) throw new Error(`Could not load ${REGISTRY_URL}: HTTP ${response.status}`);
  let registry: unknown;
  try {
    registry = await response.json();
  } catch (cause) {
    throw new Error(`${REGISTRY_URL} is not valid JSON`, { cause });
  }
  const problems = checkSchema(REGISTRY_JSON_SCHEMA, registry);
  if (problems.length > 0) {
    const listed = problems
      .slice(0, 5)
      .map((e) => `${e.path || '/'}: ${e.message}`)
      .join('; ');
    throw new Error(`${REGISTRY_URL} does not match the registry schema: ${listed}`);
  }
  return registry as Registry;
}

/**
 * Registers every remote of the registry with the federation runtime, replacing what
 * was registered before (`force`). A remote with a canary is registered in the version
 * this visitor draws (@salon/contracts/canary: the same every time for this browser).
 * Entries are resolved against the page URL so a manifest's `publicPath: 'auto'` is
 * computed from an absolute address. Chunks already loaded stay: a changed registry
 * takes effect on the next page load.
 */
export function registerRegistry(registry: Registry): void {
  // A remote missing from the registry is skipped rather than failing every remote.
  const remotes = resolveRegistry(registry, visitorId()).remotes;
  const registered = new Map<RemoteName, string>();
  registerRemotes(
    REMOTE_NAMES.flatMap((name) => {
      const resolved = remotes[name];
      if (!resolved?.entry) return [];
      registered.set(name, resolved.version);
      return [{ name, entry: new URL(resolved.entry, window.location.href).href }];
    }),
    { force: true },
  );
  setRemoteVersions(registered);
}

/**
 * Loads an exposed module of a remote (`exposed` as in its `exposes` map, `./routes`
 * or `routes`). Rejects with an Error naming the remote when it cannot be loaded or
 * resolves to nothing (what an `errorLoadRemote` fallback hook returns), so the slot's
 * error boundary can say which remote failed.
 */
export async function loadRemoteModule<T>(remote: RemoteName, exposed: string): Promise<T> {
  const id = `${remote}/${exposed.replace(/^\.\//, '')}`;
  noteRemoteLoad(remote);
  let module: T | null | undefined;
  try {
    module = await loadRemote<T>(id);
  } catch (cause) {
    noteRemoteFailure(remote, 'load');
    throw new RemoteLoadError(`Remote "${remote}" failed to load ${exposed}`, { cause });
  }
  if (module === null || module === undefined) {
    noteRemoteFailure(remote, 'load');
    throw new RemoteLoadError(`Remote "${remote}" did not provide ${exposed}`);
  }
  return module;
}

/** A remote's code that did not load: counted as a load failure already, not as a render error. */
export class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';
}
