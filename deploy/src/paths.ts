import { existsSync } from 'node:fs';
import path from 'node:path';
import type { RemoteName } from '@salon/contracts';

/**
 * The repository root, found from this file's own location (`deploy/src/paths.ts`) so
 * the CLI and the gateway behave the same whatever directory they are started from.
 */
export const REPO_ROOT: string = path.resolve(import.meta.dirname, '..', '..');

/**
 * The remote store: `REMOTE_STORE_DIR` when set (relative to the current directory),
 * else `<repo>/.data/remote-store`. `.data/` is git-ignored, so local publishes never
 * end up in a commit.
 */
export function defaultStoreDir(env: NodeJS.ProcessEnv = process.env): string {
  const fromEnv = env.REMOTE_STORE_DIR?.trim();
  return fromEnv ? path.resolve(fromEnv) : path.join(REPO_ROOT, '.data', 'remote-store');
}

/** Where `rspack build` puts a remote's production build: `<repo>/mfe-<name>/dist`. */
export function remoteBuildDir(remote: RemoteName): string {
  return path.join(REPO_ROOT, `mfe-${remote}`, 'dist');
}

/** The shell's production build: `SHELL_DIR` when set, else `<repo>/shell/dist`. */
export function shellDistDir(env: NodeJS.ProcessEnv = process.env): string {
  const fromEnv = env.SHELL_DIR?.trim();
  return fromEnv ? path.resolve(fromEnv) : path.join(REPO_ROOT, 'shell', 'dist');
}

/** The development runtime configuration checked into this package. */
export const DEFAULT_CONFIG_FILE: string = path.join(REPO_ROOT, 'deploy', 'config', 'config.json');

/**
 * The runtime-configuration file the gateway merges over the defaults: `CONFIG_FILE`
 * when set (it must then exist), else `deploy/config/config.json` when present, else
 * none (the contract's defaults alone).
 */
export function resolveConfigFile(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const fromEnv = env.CONFIG_FILE?.trim();
  if (fromEnv) return path.resolve(fromEnv);
  return existsSync(DEFAULT_CONFIG_FILE) ? DEFAULT_CONFIG_FILE : undefined;
}
