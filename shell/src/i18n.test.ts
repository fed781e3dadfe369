import { SHELL_LOCALE_PARTS } from './i18n.ts';
import pl from './locales/pl.json';
import en from './locales/en.json';
import fr from './locales/fr.json';

/** Every leaf key of a nested dictionary, as 'a.b.c'. */
function keys(dictionary: object, prefix = ''): string[] {
  return Object.entries(dictionary).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keys(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('the shell namespace', () => {
  it('has the same keys in pl, en and fr', () => {
    expect(keys(en).sort()).toEqual(keys(pl).sort());
    expect(keys(fr).sort()).toEqual(keys(pl).sort());
  });

  it('keeps each part under keys of its own: no part hides another', () => {
    for (const language of ['pl', 'en', 'fr'] as const) {
      const tops = SHELL_LOCALE_PARTS[language].flatMap((part) => Object.keys(part));
      expect(tops).toEqual([...new Set(tops)]);
    }
  });
});
