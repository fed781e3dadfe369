import { withHeadTags } from './html-head.ts';
import { startupScripts } from './startup-preload.ts';

const group = (...files: string[]) => ({ getFiles: () => files });

describe('startupScripts', () => {
  it('lists the scripts of the groups the entry opens, each once, without maps or styles', () => {
    const entrypoint = {
      childrenIterable: [
        group('213.aaaa1111.js', '637.bbbb2222.js', '637.bbbb2222.js.map'),
        group('213.aaaa1111.js', '317.cccc3333.js', '407.dddd4444.js'),
        group('121.eeee5555.js', 'styles.ffff6666.css'),
      ],
    };
    expect(startupScripts(entrypoint)).toEqual(['213.aaaa1111.js', '637.bbbb2222.js', '317.cccc3333.js', '407.dddd4444.js', '121.eeee5555.js']);
  });

  it('lists nothing for an entry that opens no group', () => {
    expect(startupScripts({ childrenIterable: [] })).toEqual([]);
  });
});

describe('withHeadTags', () => {
  const page = '<!doctype html><html><head><title>Salon</title><script defer src="/main.js"></script></head><body></body></html>';

  it('puts the tags at the end of the head, after the page\'s own script', () => {
    expect(withHeadTags(page, ['<link rel="preload" href="/a.js" as="script">', '<link rel="preload" href="/b.js" as="script">'])).toBe(
      '<!doctype html><html><head><title>Salon</title><script defer src="/main.js"></script>' +
        '<link rel="preload" href="/a.js" as="script"><link rel="preload" href="/b.js" as="script"></head><body></body></html>',
    );
  });

  it('leaves a page without tags or without a head unchanged', () => {
    expect(withHeadTags(page, [])).toBe(page);
    expect(withHeadTags('<p>no head</p>', ['<link>'])).toBe('<p>no head</p>');
  });
});
