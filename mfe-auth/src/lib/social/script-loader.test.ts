import { loadScript } from './script-loader.ts';

const scripts = (src: string) => [...document.head.querySelectorAll<HTMLScriptElement>('script')].filter((s) => s.src === src);

describe('loadScript', () => {
  it('adds a script once and every caller waits for its load', async () => {
    const src = 'https://provider.example/once.js';
    const first = loadScript(src);
    const second = loadScript(src);
    expect(scripts(src)).toHaveLength(1);
    scripts(src)[0]!.dispatchEvent(new Event('load'));
    await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined]);
    await loadScript(src);
    expect(scripts(src)).toHaveLength(1);
  });

  it('forgets a failed load so that the next call tries again', async () => {
    const src = 'https://provider.example/flaky.js';
    const failed = loadScript(src);
    scripts(src)[0]!.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow(/could not load/);
    expect(scripts(src)).toHaveLength(0);
    const retry = loadScript(src);
    expect(scripts(src)).toHaveLength(1);
    scripts(src)[0]!.dispatchEvent(new Event('load'));
    await expect(retry).resolves.toBeUndefined();
  });
});
