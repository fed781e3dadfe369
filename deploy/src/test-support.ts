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
 * "A new release" of a real remote build: a copy of `dist` in a new temporary folder
 * with every `from` in its JavaScript replaced by `to` (a heading, so a page shows which
 * version it runs), the compressed copies written again as a build writes them (publish
 * refuses copies that are not the file compressed). Throws when `from` is in no file.
 * The caller removes the folder.
 */
export function relabelledBuild(dist: string, from: string, to: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'salon-relabelled-'));
  fs.cpSync(dist, dir, { recursive: true });
  let patched = 0;
  for (const file of fs.readdirSync(dir)) {
    if (!file.endsWith('.js')) continue;
    const full = path.join(dir, file);
    const js = fs.readFileSync(full, 'utf8');
    if (!js.includes(from)) continue;
    const changed = js.replaceAll(from, to);
    fs.writeFileSync(full, changed);
    fs.writeFileSync(`${full}.br`, brotliCompressSync(changed));
    fs.writeFileSync(`${full}.gz`, gzipSync(changed));
    patched += 1;
  }
  if (patched === 0) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error(`"${from}" is in no JavaScript file of ${dist}`);
  }
  return dir;
}
