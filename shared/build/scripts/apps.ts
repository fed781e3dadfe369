import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@salon/contracts';

/** The repository root. */
export const ROOT = path.resolve(import.meta.dirname, '../../..');

/** Every app rspack builds: the shell and the seven remotes. */
export const APPS = ['shell', ...REMOTE_NAMES.map((n) => `mfe-${n}` as const)] as const;
export type AppDir = (typeof APPS)[number];

export function appDirOf(remote: RemoteName): AppDir {
  return `mfe-${remote}`;
}

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/**
 * An app needs a build when it has none, or when its sources or any shared package
 * changed after the last build.
 */
export function needsBuild(app: AppDir): boolean {
  const built = path.join(ROOT, app, 'dist', 'index.html');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  const sources = Math.max(newestMtime(path.join(ROOT, app)), newestMtime(path.join(ROOT, 'shared')));
  return sources > builtAt;
}
