import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildAll } from '@salon/build/scripts/build-all';
import { cacheDir, type App } from './compositions.ts';
import { extractTree, removeTree } from './git-tree.ts';
import { short } from './live.ts';

/*
 * The builds the compositions need. Today's are the repository's own (`shell/dist`,
 * `mfe-*\/dist`: CI's `npm test` has built them; missing or stale ones are built here).
 * The live ones are built once per commit and kept outside the clone:
 *
 *   <SKEW_CACHE_DIR, default ~/.cache/salon-skew>/<commit>/<app>/dist
 *
 * A commit's missing apps are built together: its tree extracted (`git archive`), `npm ci`
 * there (quick from npm's cache), each app built as the repository builds it (`rspack
 * build`, NODE_ENV=production), the dists copied in, the tree removed. A dist appears in
 * the cache by one rename, so a run stopped half way leaves no half build that a later
 * run would take for whole.
 */

/** What `ensureLiveBuilds` did for one commit. */
export interface LiveBuild {
  commit: string;
  apps: App[];
  /** Apps built now; empty when every one was in the cache. */
  built: App[];
  /** Wall time of building them (0 when cached), and of its steps. */
  seconds: number;
  steps?: { extract: number; install: number; build: number };
}

/** The environment for npm and rspack in an extracted tree: none of the outer `npm run`'s own settings. */
function childEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) if (!/^npm_/i.test(key) && key !== 'INIT_CWD') env[key] = value;
  return env;
}

/** Runs a command in `cwd`, its output kept; on failure throws with the output's last lines. */
function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): void {
  try {
    execFileSync(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
    const tail = `${stdout?.toString() ?? ''}${stderr?.toString() ?? ''}`.trim().split('\n').slice(-30).join('\n');
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${tail}`, { cause: error });
  }
}

const seconds = (from: number) => (performance.now() - from) / 1000;

/** The folder a live build of `app` at `commit` is kept in (it may not exist yet). */
export function cachedDist(commit: string, app: App, cache: string = cacheDir()): string {
  return path.join(cache, commit, app, 'dist');
}

/**
 * Builds what `needed` (commit → apps) lacks in the cache, commit by commit; a commit
 * whose apps are all cached costs nothing. Logs what it does and how long it took.
 */
export function ensureLiveBuilds(needed: Map<string, Set<App>>, { cache = cacheDir(), log = console.log } = {}): LiveBuild[] {
  const results: LiveBuild[] = [];
  for (const [commit, appSet] of needed) {
    const apps = [...appSet].sort();
    const missing = apps.filter((app) => !fs.existsSync(cachedDist(commit, app, cache)));
    if (missing.length === 0) {
      log(`[skew] ${short(commit)}: ${apps.join(', ')} cached in ${path.join(cache, commit)}`);
      results.push({ commit, apps, built: [], seconds: 0 });
      continue;
    }
    log(`[skew] ${short(commit)}: building ${missing.join(', ')} (not in ${cache})`);
    const started = performance.now();
    const env = childEnv();
    let step = performance.now();
    const tree = extractTree(commit);
    try {
      const extract = seconds(step);
      step = performance.now();
      run('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], tree, env);
      const install = seconds(step);
      log(`[skew] ${short(commit)}: extracted in ${extract.toFixed(1)} s, npm ci in ${install.toFixed(1)} s`);
      step = performance.now();
      for (const app of missing) {
        const appStarted = performance.now();
        // As shared/build's buildApp builds every app: its own rspack config, production mode;
        // the tree has no .git, so the commit its build-commit.json names is given.
        run(path.join(tree, 'node_modules', '.bin', 'rspack'), ['build'], path.join(tree, app), { ...env, NODE_ENV: 'production', BUILD_COMMIT: commit });
        const dist = cachedDist(commit, app, cache);
        const partial = `${dist}.partial-${process.pid}`;
        fs.rmSync(partial, { recursive: true, force: true });
        fs.mkdirSync(path.dirname(dist), { recursive: true });
        fs.cpSync(path.join(tree, app, 'dist'), partial, { recursive: true });
        try {
          fs.renameSync(partial, dist);
        } catch (error) {
          // Another run kept the same build meanwhile: theirs is whole too.
          fs.rmSync(partial, { recursive: true, force: true });
          if (!fs.existsSync(dist)) throw error;
        }
        log(`[skew] ${short(commit)}: built ${app} in ${seconds(appStarted).toFixed(1)} s`);
      }
      const build = seconds(step);
      const total = seconds(started);
      log(`[skew] ${short(commit)}: ${missing.length} builds in ${total.toFixed(1)} s (extract ${extract.toFixed(1)} s, npm ci ${install.toFixed(1)} s, builds ${build.toFixed(1)} s), kept in ${path.join(cache, commit)}`);
      results.push({ commit, apps, built: missing, seconds: total, steps: { extract, install, build } });
    } finally {
      removeTree(tree);
    }
  }
  return results;
}

/** Today's builds: the repository's own, the missing or stale ones built first (build-all's onlyMissing). */
export function ensureTodaysBuilds(log: (line: string) => void = console.log): number {
  const started = performance.now();
  const built = Object.keys(buildAll({ onlyMissing: true }));
  const took = seconds(started);
  log(`[skew] today's builds: ${built.length === 0 ? 'all up to date' : `built ${built.join(', ')} in ${took.toFixed(1)} s`}`);
  return took;
}
