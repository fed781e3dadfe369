import type { Compiler } from '@rspack/core';
import { BUILD_FACTS_FILE, CONTRACT_VERSION, type BuildFacts } from '@salon/contracts/build-facts';
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

/** Writes `build-facts.json` into the build (before it is compressed, so it gets its copies too). */
export class BuildFactsPlugin {
  constructor(private readonly facts: BuildFacts) {}

  apply(compiler: Compiler): void {
    const NAME = 'BuildFactsPlugin';
    const { Compilation, sources } = compiler.rspack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(BUILD_FACTS_FILE, new sources.RawSource(`${JSON.stringify(this.facts, null, 2)}\n`));
      });
    });
  }
}
