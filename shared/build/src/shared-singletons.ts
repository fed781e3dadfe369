/**
 * The one list of packages shared as singletons between the shell and every remote.
 * A second copy of any of these breaks the site in a quiet way (two Reacts lose hooks,
 * two routers lose the location, two platforms lose the session), so nothing else may
 * keep its own list. `react/` and `react-dom/` (trailing slash) share the subpaths too:
 * without them `react-dom/client` and the JSX runtime load a second copy.
 * `@reduxjs/toolkit/` shares RTK Query (`@reduxjs/toolkit/query/react`), which every
 * remote imports: a second copy would still work (each remote has its own API slice),
 * but each remote on a page downloaded its own, with immer and reselect (decision 0033).
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
}

interface PackageJson {
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
    return [name, { singleton: true, eager: false, requiredVersion, strictVersion: false }] as const;
  });
  return Object.fromEntries(entries) as Record<SharedSingleton, SharedEntry>;
}
