import { useSyncExternalStore } from 'react';
import { DEFAULT_RUNTIME_CONFIG, type RuntimeConfig } from '@salon/contracts/runtime-config';
import { isPlainObject, matchesSchema } from '@salon/contracts/schema-check';
import { RUNTIME_CONFIG_SECTION_SCHEMAS } from '@salon/contracts/start-up-schemas';

/** Where ops publish the runtime configuration, beside the shell's index.html. */
const CONFIG_URL = '/config.json';

let loaded: RuntimeConfig | null = null;
let loading: Promise<RuntimeConfig> | null = null;
const listeners = new Set<() => void>();

function publish(config: RuntimeConfig | null): void {
  loaded = config;
  for (const listener of listeners) listener();
}

/** Objects merge key by key; arrays, null and other values replace; undefined is ignored. */
function deepMerge(base: Record<string, unknown>, override: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) {
    if (value === undefined) continue;
    const current = result[key];
    result[key] = isPlainObject(current) && isPlainObject(value) ? deepMerge(current, value) : value;
  }
  return result;
}

/**
 * Merges a (partial) config over the defaults. A section that then fails the schema
 * falls back to its defaults on its own, so a typo in `maps` cannot take the
 * maintenance switch or the API base URL down with it.
 */
function mergeOverDefaults(partial: unknown): RuntimeConfig {
  if (!isPlainObject(partial)) {
    console.warn('[platform] config.json is not a JSON object; using the default runtime config');
    return DEFAULT_RUNTIME_CONFIG;
  }
  const merged = deepMerge(DEFAULT_RUNTIME_CONFIG, partial);
  const defaults: Record<string, unknown> = DEFAULT_RUNTIME_CONFIG;
  for (const [key, schema] of Object.entries(RUNTIME_CONFIG_SECTION_SCHEMAS)) {
    if (!matchesSchema<unknown>(schema, merged[key])) {
      console.warn(`[platform] config.json: "${key}" is invalid; using its defaults`);
      merged[key] = defaults[key];
    }
  }
  // Every section now passed its own schema, which is all RuntimeConfigSchema checks.
  return merged as RuntimeConfig;
}

/** Where loadRuntimeConfig reads the configuration. */
export interface RuntimeConfigSource {
  /**
   * The config file; `/config.json` of the page by default. The booking embed on a
   * partner page passes the site's (`https://site/config.json`): an `apiBaseUrl` of
   * "" (same origin) then means the site's origin, not the partner's.
   */
  url?: string;
}

/** "" means "the origin the config came from": the page's own, or the site's for an embed. */
function resolveApiBase(config: RuntimeConfig, url: string): RuntimeConfig {
  if (config.apiBaseUrl !== '' || typeof window === 'undefined') return config;
  const origin = new URL(url, window.location.href).origin;
  return origin === window.location.origin ? config : { ...config, apiBaseUrl: origin };
}

async function fetchConfig(url: string): Promise<RuntimeConfig> {
  try {
    // no-store: ops flip maintenance or flags in this file and expect the next page load to see it.
    const response = await fetch(url, { cache: 'no-store', headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const config = resolveApiBase(mergeOverDefaults(await response.json()), url);
    publish(config);
    return config;
  } catch (error) {
    // A missing or broken config must not stop the site: run on defaults.
    console.warn(`[platform] could not load ${url}; using the default runtime config`, error);
    const config = resolveApiBase(DEFAULT_RUNTIME_CONFIG, url);
    publish(config);
    return config;
  }
}

/**
 * Loads `/config.json` (never from cache) and merges it over DEFAULT_RUNTIME_CONFIG.
 * Fetched once per page: every caller gets the same promise (the first caller's
 * `source` wins). It never rejects; a failed fetch resolves to the defaults and logs
 * a warning. The shell, each remote's standalone bootstrap and the booking embed
 * (with the site's URL) await it before rendering.
 */
export function loadRuntimeConfig(source: RuntimeConfigSource = {}): Promise<RuntimeConfig> {
  loading ??= fetchConfig(source.url ?? CONFIG_URL);
  return loading;
}

/** The runtime config now: the loaded one, or the defaults until it has loaded. */
export function getRuntimeConfig(): RuntimeConfig {
  return loaded ?? DEFAULT_RUNTIME_CONFIG;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The runtime config for a component; re-renders once when the config arrives. It
 * does not start the fetch itself (tests and stories would then all hit the
 * network): whoever boots the page calls loadRuntimeConfig().
 */
export function useRuntimeConfig(): RuntimeConfig {
  return useSyncExternalStore(subscribe, getRuntimeConfig, getRuntimeConfig);
}

/**
 * For tests in any package: makes the config the defaults merged with `partial`, as if
 * loaded (components re-render). `null` forgets it, so the next loadRuntimeConfig()
 * fetches again. Not for application code.
 */
export function setRuntimeConfigForTests(partial: DeepPartial<RuntimeConfig> | null): void {
  if (partial === null) {
    loading = null;
    publish(null);
    return;
  }
  const config = deepMerge(DEFAULT_RUNTIME_CONFIG, partial) as RuntimeConfig;
  loading = Promise.resolve(config);
  publish(config);
}

/** A RuntimeConfig with every property, at every depth, optional. */
export type DeepPartial<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;
