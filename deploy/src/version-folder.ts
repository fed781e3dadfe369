import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A stored version in a folder (`<root>/remotes/<name>/<version>/…`), written so that a
 * reader (the gateway, nginx) sees it whole or not at all: its files go into
 * `<root>/.staging/` first and the folder is renamed into place in one step (both inside
 * the root: one filesystem, so the rename is atomic). Shared by `publish` on the folder
 * backend (store.ts) and by the mirror of an S3 store into a host's folder (mirror.ts).
 *
 * This is the folder's fast path beside the ObjectStore interface, which puts one object
 * at a time: on S3 nothing can name a version before the registry does, but in a folder
 * served by nginx a half-copied version could be listed by anyone looking, and a crash
 * would leave it half there for good.
 */

/** One file of a build: its relative path (with `/`) and bytes. */
export interface VersionFile {
  rel: string;
  bytes: Buffer;
}

/** Options of `writeVersionFolder`. */
export interface WriteVersionOptions {
  /**
   * Empty `.staging/` first: only a writer that holds the store's lock may (publish), as
   * anything there is then from a command that crashed. The mirror leaves others' alone.
   */
  clearStaging?: boolean;
  /** Names the staging folder, so a leftover says who left it (`publish`, `mirror`). */
  by?: string;
}

/** The folder of a stored version under a store's root (it may not exist). */
export function versionFolder(root: string, remote: string, version: string): string {
  return path.join(root, 'remotes', remote, version);
}

/**
 * Writes the files of `remote` `version` into `root` whole and read-only (0444: a
 * version is served as immutable for a year, so it must never change). Throws when the
 * version's folder already exists: a version is never overwritten.
 */
export function writeVersionFolder(root: string, remote: string, version: string, files: readonly VersionFile[], options: WriteVersionOptions = {}): void {
  const target = versionFolder(root, remote, version);
  if (fs.existsSync(target)) throw new Error(`${target} already exists; the store never overwrites a version`);
  const stagingRoot = path.join(root, '.staging');
  if (options.clearStaging) fs.rmSync(stagingRoot, { recursive: true, force: true });
  const staging = path.join(stagingRoot, `${options.by ?? 'publish'}-${remote}-${version}-${randomBytes(4).toString('hex')}`);
  try {
    for (const file of files) {
      const out = path.join(staging, ...file.rel.split('/'));
      fs.mkdirSync(path.dirname(out), { recursive: true });
      fs.writeFileSync(out, file.bytes, { flag: 'wx', mode: 0o444 });
      // The mode of writeFileSync is filtered by the umask; chmod is not.
      fs.chmodSync(out, 0o444);
    }
    fs.mkdirSync(staging, { recursive: true }); // an empty build still gets its folder
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.renameSync(staging, target);
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
  if (options.clearStaging) fs.rmSync(stagingRoot, { recursive: true, force: true });
}
