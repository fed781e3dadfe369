import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PRECOMPRESSED_ASSET, PRECOMPRESS_MIN_BYTES, compressedVariants } from './precompress.ts';

describe('compressedVariants', () => {
  const script = Buffer.from('export function hello(name) { return `Dzień dobry, ${name}!`; }\n'.repeat(200));

  it('gives brotli and gzip copies that decompress to the asset, each much smaller', async () => {
    const variants = await compressedVariants(script);
    expect(variants).not.toBeNull();
    expect(brotliDecompressSync(variants!.br).equals(script)).toBe(true);
    expect(gunzipSync(variants!.gz).equals(script)).toBe(true);
    expect(variants!.br.length).toBeLessThan(script.length / 10);
    expect(variants!.gz.length).toBeLessThan(script.length / 10);
  });

  it('leaves assets under the threshold alone', async () => {
    expect(await compressedVariants(Buffer.alloc(PRECOMPRESS_MIN_BYTES - 1, 'a'))).toBeNull();
    expect(await compressedVariants(Buffer.alloc(PRECOMPRESS_MIN_BYTES, 'a'))).not.toBeNull();
  });
});

describe('PRECOMPRESSED_ASSET', () => {
  it.each(['main.1a2b3c4d.js', 'remoteEntry.js', 'mf-manifest.json', 'index.html', 'styles.0a1b2c3d.css', 'logo.svg'])('compresses %s', (name) => {
    expect(PRECOMPRESSED_ASSET.test(name)).toBe(true);
  });

  it.each(['main.1a2b3c4d.js.map', 'photo.jpg', 'font.woff2', 'main.js.br', 'main.js.gz'])('leaves %s alone', (name) => {
    expect(PRECOMPRESSED_ASSET.test(name)).toBe(false);
  });
});
