import { AUTH_LOCALE_PARTS, AUTH_RESOURCES } from './i18n.ts';

/** Every leaf key of a nested dictionary, as 'a.b.c', with its value. */
function leaves(dictionary: object, prefix = ''): [string, unknown][] {
  return Object.entries(dictionary).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? leaves(value as object, `${prefix}${key}.`) : [[`${prefix}${key}`, value]],
  );
}

/**
 * Keys without i18next's plural suffixes: Polish has `_one`, `_few`, `_many` and `_other`
 * where English and French have `_one` and `_other`, and that is the same string.
 */
const keys = (dictionary: object) => [...new Set(leaves(dictionary).map(([key]) => key.replace(/_(zero|one|two|few|many|other)$/, '')))].sort();

test('every string of the auth remote exists in Polish, English and French', () => {
  const pl = keys(AUTH_RESOURCES.pl);
  expect(keys(AUTH_RESOURCES.en)).toEqual(pl);
  expect(keys(AUTH_RESOURCES.fr)).toEqual(pl);
});

test('no feature overwrites another feature’s top-level key', () => {
  // The merge is shallow: two parts with one top-level key would lose one part's copy.
  for (const language of ['pl', 'en', 'fr'] as const) {
    const topLevel = AUTH_LOCALE_PARTS[language].flatMap((part) => Object.keys(part));
    expect(new Set(topLevel).size).toBe(topLevel.length);
  }
});

test('no string is empty', () => {
  for (const language of ['pl', 'en', 'fr'] as const) {
    for (const [key, value] of leaves(AUTH_RESOURCES[language])) expect([key, value]).toEqual([key, expect.stringMatching(/\S/)]);
  }
});
