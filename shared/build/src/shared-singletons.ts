import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The one list of packages shared as singletons between the shell and every remote.
 * A second copy of any of these breaks the site in a quiet way (two Reacts lose hooks,
 * two routers lose the location, two platforms lose the session), so nothing else may
 * keep its own list. `react/` and `react-dom/` (trailing slash) share the subpaths too:
 * without them `react-dom/client` and the JSX runtime load a second copy.
 * `@reduxjs/toolkit/` shares RTK Query (`@reduxjs/toolkit/query/react`), which every
 * remote imports: a second copy would still work (each remote has its own API slice),
 * but each remote on a page downloaded its own, with immer and reselect (decision 0033).
 * `react-router` is shared as the subset the apps use (react-router-subset.ts), under
 * its own name and version, so that the page does not download all of it.
 */
export const SHARED_SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router',
  'styled-components',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/',
  'react-redux',
  'i18next',
  'react-i18next',
  '@salon/platform',
] as const;

export type SharedSingleton = (typeof SHARED_SINGLETONS)[number];

export interface SharedEntry {
  singleton: true;
  eager: false;
  requiredVersion: string;
  strictVersion: false;
  /** The module shared under this key, when it is not the package itself. */
  import?: string;
  /** The version it is shared at, when `import` is not the package itself. */
  version?: string;
}

/**
 * The one module shared as `react-router`: what the apps use of it (react-router-subset.ts).
 * A package request, not a file path, so no build carries the path it was built in.
 */
export const REACT_ROUTER_SUBSET = '@salon/build/react-router-subset';

/**
 * The installed version of a package, as Node resolves it from shared/build (the
 * workspace root's): its package.json read from the nearest node_modules, since not every
 * package exports `./package.json` (the workspace packages do not).
 */
export function installedVersion(packageName: string): string {
  for (let dir = import.meta.dirname; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules', packageName, 'package.json');
    if (existsSync(file)) return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
    if (path.dirname(dir) === dir) throw new Error(`${packageName} is not installed (no node_modules/${packageName} above ${import.meta.dirname})`);
  }
}

export interface PackageJson {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

/**
 * Builds the module-federation `shared` map for one app from its package.json:
 * `requiredVersion` is the range the app itself declares, so a remote built against
 * an incompatible major shows up as a warning in the console instead of a blank page.
 */
export function createSharedConfig(pkg: PackageJson): Record<SharedSingleton, SharedEntry> {
  const deps = { ...pkg.devDependencies, ...pkg.dependencies };
  const entries = SHARED_SINGLETONS.map((name) => {
    const packageName = name.endsWith('/') ? name.slice(0, -1) : name;
    const requiredVersion = deps[packageName];
    if (!requiredVersion) {
      throw new Error(
        `${packageName} is a shared singleton but is not in this app's dependencies; add it so its version is declared.`,
      );
    }
    const entry: SharedEntry = { singleton: true, eager: false, requiredVersion, strictVersion: false };
    // react-router is shared as the subset the apps use, at the package's own version,
    // so that a remote asking for `react-router` gets it (react-router-subset.ts).
    if (name === 'react-router') {
      Object.assign(entry, { import: REACT_ROUTER_SUBSET, version: installedVersion('react-router') });
    }
    return [name, entry] as const;
  });
  return Object.fromEntries(entries) as Record<SharedSingleton, SharedEntry>;
}
