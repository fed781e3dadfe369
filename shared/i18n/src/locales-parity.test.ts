import { LANGUAGES, type Language } from '@salon/contracts/languages';
import { findLocaleFolders, leafStrings, pluralFamilies, PLURAL_SUFFIX, type LocaleFolder } from './repo-locales-test-support.ts';

/*
 * Every translation folder of the repository (each app's src/locales, each feature's
 * locales, each shared package's) holds pl.json, en.json and fr.json with the same
 * strings, so no visitor meets a key name or a Polish fallback. A counted string has
 * at least the plural forms i18next picks from in its language (Intl.PluralRules, as
 * i18next v26 uses it): Polish one, few, many, other; English one, other; French one,
 * many, other. And every file of a folder has the same keys, plural forms included:
 * English and French carry Polish's _few and _many too (i18next never picks them
 * there), so one key set serves every language and a comparison of keys finds every
 * gap.
 */

const folders = findLocaleFolders();

/** The plural categories i18next selects from in `language`. */
const categoriesOf = (language: Language) => new Set<string>(new Intl.PluralRules(language).resolvedOptions().pluralCategories);

/** Keys that are not counted, per language. */
const plainKeys = (dictionary: object) => leafStrings(dictionary).map(([key]) => key).filter((key) => !PLURAL_SUFFIX.test(key));

/** What is wrong with one folder, as readable lines; none when all is well. */
function parityProblems({ files }: LocaleFolder): string[] {
  const problems: string[] = [];
  const present = LANGUAGES.filter((language) => files[language]);
  for (const language of LANGUAGES) if (!files[language]) problems.push(`${language}.json is missing`);

  const keysOf = new Map(present.map((language) => [language, new Set(plainKeys(files[language]!))]));
  const allKeys = new Set([...keysOf.values()].flatMap((keys) => [...keys]));
  for (const key of allKeys) {
    const missing = present.filter((language) => !keysOf.get(language)!.has(key));
    if (missing.length > 0) problems.push(`"${key}" is missing in ${missing.join(', ')}`);
  }

  const familiesOf = new Map(present.map((language) => [language, pluralFamilies(files[language]!)]));
  const allFamilies = new Set([...familiesOf.values()].flatMap((families) => [...families.keys()]));
  for (const family of allFamilies) {
    // The forms any file of the folder has: every file has them all (one key set), so
    // i18next's own `_zero` too is in all three or none.
    const shared = new Set(present.flatMap((language) => [...(familiesOf.get(language)!.get(family) ?? [])]));
    for (const language of present) {
      const forms = familiesOf.get(language)!.get(family) ?? new Set<string>();
      const wanted = new Set([...categoriesOf(language), ...shared]);
      const missing = [...wanted].filter((form) => !forms.has(form));
      if (missing.length > 0) problems.push(`"${family}" in ${language} lacks ${missing.map((form) => `_${form}`).join(', ')}`);
    }
    for (const language of present) {
      if (keysOf.get(language)!.has(family)) problems.push(`"${family}" in ${language} is both a plain and a counted key`);
    }
  }
  return problems;
}

describe('translations of the whole repository', () => {
  it('finds the translation folders of the shell, every remote and the shared packages', () => {
    const dirs = folders.map((folder) => folder.dir);
    for (const expected of ['shell/src/locales', 'shared/i18n/src/locales', 'shared/forms/src/locales', 'mfe-booking/src/locales', 'mfe-profile/src/features/vouchers/locales']) {
      expect(dirs).toContain(expected);
    }
    expect(dirs.filter((dir) => dir.includes('node_modules') || dir.split('/').includes('dist'))).toEqual([]);
  });

  it.each(folders.map((folder) => [folder.dir, folder] as const))('%s: the same strings in pl, en and fr', (_dir, folder) => {
    expect(parityProblems(folder)).toEqual([]);
  });

  it('reports a missing file, a missing key, a plural form its language picks, and one another file has', () => {
    const pl = { title: 'Tytuł', points_one: 'punkt', points_few: 'punkty', points_many: 'punktów', points_other: 'punktu' };
    const en = { title: 'Title', points_one: 'point', points_few: 'points', points_many: 'points', points_other: 'points' };
    const fr = { points_one: 'point', points_other: 'points' };
    expect(parityProblems({ dir: 'x', files: { pl, en, fr } })).toEqual(['"title" is missing in fr', '"points" in fr lacks _many, _few']);
    expect(parityProblems({ dir: 'x', files: { pl, en: { ...en, points_few: undefined }, fr: { ...fr, title: 'Titre', points_few: 'points', points_many: 'points' } } })).toEqual([
      '"points" in en lacks _few',
    ]);
    expect(parityProblems({ dir: 'x', files: { pl } })).toEqual(['en.json is missing', 'fr.json is missing']);
  });
});
