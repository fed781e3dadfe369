import { spawnSync } from 'node:child_process';
import type { Compiler } from '@rspack/core';
import { BUILD_COMMIT_FILE, BUILD_FACTS_FILE, CONTRACT_VERSION, type BuildCommit, type BuildFacts } from '@salon/contracts/build-facts';
import { SHARED_SINGLETONS, createSharedConfig, installedVersion, type PackageJson } from './shared-singletons.ts';

/**
 * What an app's build declares (@salon/contracts/build-facts): the contract version and,
 * for each shared singleton package, the range the app declares and the version it was
 * built with. Deterministic: the same sources give the same file, so publishing an
 * unchanged build stays a no-op (`publish --if-changed`).
 */
export function buildFacts(app: string, pkg: PackageJson): BuildFacts {
  const shared = createSharedConfig(pkg);
  const singletons: BuildFacts['singletons'] = {};
  for (const name of SHARED_SINGLETONS) {
    if (name.endsWith('/')) continue; // the subpaths of a package already listed
    singletons[name] = { required: shared[name].requiredVersion, version: installedVersion(name) };
  }
  return { app, contract: CONTRACT_VERSION, singletons };
}

/**
 * The commit a build is made from: `BUILD_COMMIT` when the environment gives it (a build
 * of an extracted tree), else git's HEAD in `dir`, dirty when tracked files changed;
 * "unknown" outside a checkout.
 */
export function buildCommit(dir: string, env: NodeJS.ProcessEnv = process.env): BuildCommit {
  const given = env.BUILD_COMMIT?.trim();
  if (given) return { commit: given, dirty: false };
  const git = (...args: string[]) => spawnSync('git', args, { cwd: dir, encoding: 'utf8' });
  const head = git('rev-parse', 'HEAD');
  if (head.status !== 0) return { commit: 'unknown', dirty: false };
  const changes = git('status', '--porcelain', '--untracked-files=no');
  return { commit: head.stdout.trim(), dirty: changes.status !== 0 || changes.stdout.trim() !== '' };
}

/**
 * Writes `build-facts.json` and `build-commit.json` into the build (before it is
 * compressed, so they get their copies too).
 */
export class BuildFactsPlugin {
  constructor(
    private readonly facts: BuildFacts,
    private readonly commit: BuildCommit,
  ) {}

  apply(compiler: Compiler): void {
    const NAME = 'BuildFactsPlugin';
    const { Compilation, sources } = compiler.rspack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(BUILD_FACTS_FILE, new sources.RawSource(`${JSON.stringify(this.facts, null, 2)}\n`));
        compilation.emitAsset(BUILD_COMMIT_FILE, new sources.RawSource(`${JSON.stringify(this.commit)}\n`));
      });
    });
  }
}
