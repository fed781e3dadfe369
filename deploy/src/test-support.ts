import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { REQUIRED_EXPOSES, type RemoteName } from '@salon/contracts';
import { BUILD_FACTS_FILE, CONTRACT_VERSION, type BuildFacts } from '@salon/contracts/build-facts';

/** Shared by the deploy tests: real temporary folders and minimal remote builds. */

const made: string[] = [];

/** A fresh temporary directory, removed by `removeTempDirs()`. */
export function makeTempDir(prefix = 'deploy-test-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/** Removes every directory `makeTempDir` made (call it in afterEach). */
export function removeTempDirs(): void {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

/** How `makeFakeBuild` deviates from a good build. */
export interface FakeBuildOptions {
  /** The manifest's `name` (default: the remote). */
  name?: string;
  /** Exposed module paths (default: what the shell requires of the remote, REQUIRED_EXPOSES). */
  exposes?: string[];
  /** Changes the bytes of the entry file, so two builds get different hashes. */
  content?: string;
  /** The manifest's metaData.publicPath (default `auto`). */
  publicPath?: string;
  /** Leave the remote entry file out. */
  withoutEntry?: boolean;
  /**
   * build-facts.json's content (default: the current contract, no singletons: runs under
   * any shell of this contract); null leaves the file out.
   */
  facts?: Partial<BuildFacts> | null;
}

/** Writes a minimal rspack-like remote build (mf-manifest.json, remoteEntry.js, a hashed chunk). */
export function makeFakeBuild(dir: string, remote: string, options: FakeBuildOptions = {}): string {
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  const exposes = options.exposes ?? [...(REQUIRED_EXPOSES[remote as RemoteName] ?? ['./routes'])];
  const manifest = {
    id: options.name ?? remote,
    name: options.name ?? remote,
    metaData: {
      name: options.name ?? remote,
      publicPath: options.publicPath ?? 'auto',
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
    },
    shared: [],
    remotes: [],
    exposes: exposes.map((p) => ({ id: `${remote}:${p.slice(2)}`, name: p.slice(2), path: p, assets: {} })),
  };
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest, null, 2));
  if (!options.withoutEntry) {
    fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `/* ${remote} */ var ${remote} = ${JSON.stringify(options.content ?? 'v1')};\n`);
  }
  fs.writeFileSync(path.join(dir, 'assets', 'chunk.0123abcd.js'), 'export const chunk = 1;\n');
  if (options.facts !== null) {
    const facts: BuildFacts = { app: options.name ?? remote, contract: CONTRACT_VERSION, singletons: {}, ...options.facts };
    fs.writeFileSync(path.join(dir, BUILD_FACTS_FILE), JSON.stringify(facts));
  }
  return dir;
}

/**
 * A copy of a real remote build in a new temporary folder with some of its JavaScript
 * changed: `patch` gets each top-level `.js` file's name and text and returns the new
 * text, or undefined to leave it. The compressed copies of a changed file are written
 * again as a build writes them (publish refuses copies that are not the file
 * compressed). Throws when `patch` changed no file. The caller removes the folder.
 */
export function patchedBuild(dist: string, patch: (file: string, js: string) => string | undefined, what: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-patched-'));
  fs.cpSync(dist, dir, { recursive: true });
  let patched = 0;
  for (const file of fs.readdirSync(dir)) {
    if (!file.endsWith('.js')) continue;
    const full = path.join(dir, file);
    const changed = patch(file, fs.readFileSync(full, 'utf8'));
    if (changed === undefined) continue;
    fs.writeFileSync(full, changed);
    fs.writeFileSync(`${full}.br`, brotliCompressSync(changed));
    fs.writeFileSync(`${full}.gz`, gzipSync(changed));
    patched += 1;
  }
  if (patched === 0) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error(`${what} is in no JavaScript file of ${dist}`);
  }
  return dir;
}

/**
 * "A new release" of a real remote build: every `from` in its JavaScript replaced by `to`
 * (a heading, so a page shows which version it runs). See patchedBuild.
 */
export function relabelledBuild(dist: string, from: string, to: string): string {
  return patchedBuild(dist, (_file, js) => (js.includes(from) ? js.replaceAll(from, to) : undefined), `"${from}"`);
}

/**
 * "A broken release" of a real remote build: the chunk of its exposed module `exposed`
 * (`./routes`) throws as it runs, so every page that loads the module fails to (the
 * shell shows the slot's fallback and counts a load failure). See patchedBuild.
 */
export function brokenBuild(dist: string, exposed: string, message = 'a deliberately broken release'): string {
  const chunk = `__federation_expose_${exposed.replace(/^\.\//, '')}.`;
  return patchedBuild(dist, (file, js) => (file.startsWith(chunk) ? `throw new Error(${JSON.stringify(message)});\n${js}` : undefined), `the chunk of ${exposed}`);
}
