import pl from './locales/pl.json';
import en from './locales/en.json';
import fr from './locales/fr.json';

/** Every leaf key of a nested dictionary, as 'a.b.c'. */
function keys(dictionary: object, prefix = ''): string[] {
  return Object.entries(dictionary).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keys(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

function leaf(dictionary: object, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], dictionary);
}

describe('common namespace', () => {
  it('has the same keys in pl, en and fr', () => {
    expect(keys(en).sort()).toEqual(keys(pl).sort());
    expect(keys(fr).sort()).toEqual(keys(pl).sort());
  });

  it('is really translated: no English or French string copies the Polish one', () => {
    // Short words that are the same in several languages are fine.
    const sameEverywhere = new Set(['ok']);
    for (const key of keys(pl).filter((k) => !sameEverywhere.has(k))) {
      expect([key, leaf(en, key)]).not.toEqual([key, leaf(pl, key)]);
      expect([key, leaf(fr, key)]).not.toEqual([key, leaf(pl, key)]);
      expect([key, leaf(fr, key)]).not.toEqual([key, leaf(en, key)]);
    }
  });

  it('has the generic error messages the apps rely on', () => {
    for (const code of ['UNKNOWN_ERROR', 'UNEXPECTED_ERROR', 'NETWORK', 'short']) {
      expect(leaf(pl, `errors.${code}`)).toEqual(expect.any(String));
    }
  });
});
