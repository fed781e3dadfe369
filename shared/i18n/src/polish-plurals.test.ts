import i18next, { type i18n } from 'i18next';
import { findLocaleFolders, pluralFamilies } from './repo-locales-test-support.ts';

/*
 * Every counted Polish string of the repository, rendered through i18next with the real
 * translations: 1 takes the _one form (1 punkt), 2 and 22 the _few form (2 punkty,
 * 22 punkty), 5 and 25 the _many form (5 punktów, 25 punktów). 12 to 14 are _many
 * (12 punktów), which is what breaks a rule written by hand as "ends in 2 to 4".
 */

const EXPECTED_FORM = [
  [1, 'one'],
  [2, 'few'],
  [5, 'many'],
  [12, 'many'],
  [22, 'few'],
  [25, 'many'],
] as const;

const families = findLocaleFolders()
  .filter((folder) => folder.files.pl)
  .flatMap((folder) => [...pluralFamilies(folder.files.pl!).keys()].map((family) => ({ dir: folder.dir, family, resources: folder.files.pl! })));

/** An i18next instance holding one folder's Polish copy as its only namespace. */
function polish(resources: object): i18n {
  const instance = i18next.createInstance();
  void instance.init({ lng: 'pl', fallbackLng: false, initAsync: false, resources: { pl: { translation: resources } }, interpolation: { escapeValue: false } });
  return instance;
}

describe('Polish plural forms', () => {
  it('finds the counted strings of the remotes', () => {
    expect(families.length).toBeGreaterThan(20);
    expect(families.map(({ family }) => family)).toContain('vouchers.summary.entriesLeft');
  });

  it.each(families.map(({ dir, family, resources }) => [`${dir} ${family}`, family, resources] as const))(
    '%s: 1 one, 2 few, 5 many, 12 many, 22 few, 25 many',
    (_name, family, resources) => {
      const instance = polish(resources);
      const t = instance.t.bind(instance);
      // A value the string names besides the count renders alike in both calls below, whatever it is.
      const form = (name: string, count: number) => t(`${family}_${name}`, { count, defaultValue: '' });
      expect([family, form('one', 1), form('few', 2), form('many', 5), form('other', 1.5)]).toEqual([
        family,
        ...['_one', '_few', '_many', '_other'].map(() => expect.stringMatching(/\S/)),
      ]);
      // 2 and 5 read differently, not only by their number, unless no form differs at all
      // (an abbreviation: 1 pkt, 2 pkt, 5 pkt); "5 punkty" copied from _few is a mistake.
      const [one, few, many] = ['one', 'few', 'many'].map((name) => form(name, 7));
      if (one !== few || one !== many) expect([family, few]).not.toEqual([family, many]);
      for (const [count, name] of EXPECTED_FORM) {
        expect([family, count, t(family, { count })]).toEqual([family, count, form(name, count)]);
      }
    },
  );
});
