import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Compiler } from '@rspack/core';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text assets worth compressing; source maps are left alone (browsers never fetch them). */
export const PRECOMPRESSED_ASSET = /\.(?:js|mjs|css|json|html|svg|txt)$/i;
/** Below this a compressed copy saves less than its headers cost (nginx's gzip_min_length). */
export const PRECOMPRESS_MIN_BYTES = 1024;

export interface CompressedVariants {
  br: Buffer;
  gz: Buffer;
}

/**
 * The `.br` (quality 11) and `.gz` (level 9) copies of one asset, or null when the
 * asset is too small to be worth it. Built once per build, so the slow, best settings.
 */
export async function compressedVariants(content: Buffer): Promise<CompressedVariants | null> {
  if (content.length < PRECOMPRESS_MIN_BYTES) return null;
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: 9 }),
  ]);
  return { br, gz };
}

const NAME = 'SalonPrecompressPlugin';

/**
 * Emits `<asset>.br` and `<asset>.gz` beside every text asset of a production build, so
 * the gateway (@fastify/static `preCompressed`) and nginx (`gzip_static`) send
 * compressed files without compressing on each request. Runs at the last
 * processAssets stage, after minification and after the federation manifest and the
 * HTML page are emitted.
 */
export class PrecompressPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.rspack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, async () => {
        const assets = compilation.getAssets().filter((asset) => PRECOMPRESSED_ASSET.test(asset.name));
        await Promise.all(
          assets.map(async (asset) => {
            const variants = await compressedVariants(Buffer.from(asset.source.buffer()));
            if (!variants) return;
            compilation.emitAsset(`${asset.name}.br`, new sources.RawSource(variants.br));
            compilation.emitAsset(`${asset.name}.gz`, new sources.RawSource(variants.gz));
          }),
        );
      });
    });
  }
}
