import type { Compiler } from '@rspack/core';
import { withHeadTags } from './html-head.ts';

/** What the plugin reads of rspack's chunk groups. */
export interface ChunkGroupLike {
  readonly childrenIterable: Iterable<{ getFiles(): string[] }>;
}

/**
 * The scripts a host loads as soon as its entry runs: the chunk groups its entry opens
 * directly, which are the async boundary (`import('./bootstrap.tsx')`) and one group per
 * shared module the host provides (with `loaded-first` the host's own copy is the one
 * used at start-up, before any remote is registered). In the order rspack lists them,
 * each file once, scripts only.
 */
export function startupScripts(entrypoint: ChunkGroupLike): string[] {
  const files = new Set<string>();
  for (const group of entrypoint.childrenIterable) {
    for (const file of group.getFiles()) if (file.endsWith('.js')) files.add(file);
  }
  return [...files];
}

const NAME = 'SalonStartupPreloadPlugin';

/**
 * Adds `<link rel="preload" as="script">` for the host's start-up scripts to its HTML
 * page, so the browser fetches them with `main.js` instead of after it has run (twelve
 * chunks for the shell, otherwise found only once the federation runtime starts).
 * Runs before PrecompressPlugin, so the page's compressed copies include the links.
 */
export class StartupPreloadPlugin {
  constructor(
    private readonly publicPath: string,
    private readonly entry = 'main',
    private readonly page = 'index.html',
  ) {}

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.rspack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ANALYSE }, () => {
        const entrypoint = compilation.entrypoints.get(this.entry);
        const page = compilation.getAsset(this.page);
        if (!entrypoint || !page) return;
        const links = startupScripts(entrypoint).map((file) => `<link rel="preload" href="${this.publicPath}${file}" as="script">`);
        const html = withHeadTags(page.source.source().toString(), links);
        compilation.updateAsset(this.page, new sources.RawSource(html));
      });
    });
  }
}
