import { LANGUAGES } from '@salon/contracts';
import { SHELL_LOCALE_PARTS } from './i18n.ts';
import { ABOUT_LOCALES } from './pages/about/about-copy.ts';
import { LEGAL_LOCALES } from './pages/legal/legal-copy.ts';
import pl from './locales/pl.json';
import en from './locales/en.json';
import fr from './locales/fr.json';
import { readAboutCopy } from './pages/about/about-page.tsx';
import { LEGAL_DOCUMENTS, readLegalDocument } from './pages/legal/legal-document.ts';
import { TEXT_VARIABLES, placeholdersOf } from './pages/site-text.ts';

/** Every leaf key of a nested dictionary, as 'a.b.c'. */
function keys(dictionary: object, prefix = ''): string[] {
  return Object.entries(dictionary).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keys(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

/** Every string of a nested dictionary. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(strings);
  return [];
}

/** The frame's copy and the lazily registered pages' copy, as the namespace holds them once both pages have loaded. */
const parts = (language: (typeof LANGUAGES)[number]): object[] => [...SHELL_LOCALE_PARTS[language], ABOUT_LOCALES[language], LEGAL_LOCALES[language]];
const merged = (language: (typeof LANGUAGES)[number]) => Object.assign({}, ...parts(language)) as Record<string, unknown>;

describe('the shell namespace', () => {
  it('has the same keys in pl, en and fr', () => {
    expect(keys(en).sort()).toEqual(keys(pl).sort());
    expect(keys(fr).sort()).toEqual(keys(pl).sort());
  });

  it('keeps each part under keys of its own: no part hides another', () => {
    for (const language of LANGUAGES) {
      const tops = parts(language).flatMap((part) => Object.keys(part));
      expect(tops).toEqual([...new Set(tops)]);
    }
  });

  it('has the about copy and both legal documents, whole, in every language', () => {
    for (const language of LANGUAGES) {
      const copy = merged(language);
      expect([language, readAboutCopy(copy.about)]).toEqual([language, expect.objectContaining({ sections: expect.any(Array) })]);
      for (const name of LEGAL_DOCUMENTS) {
        expect([language, name, readLegalDocument((copy.legal as Record<string, unknown> | undefined)?.[name])]).toEqual([
          language,
          name,
          expect.objectContaining({ title: expect.any(String) }),
        ]);
      }
    }
  });

  it('gives the legal sections the same anchors in every language, so a shared link lands on the same section', () => {
    for (const name of LEGAL_DOCUMENTS) {
      const ids = (language: (typeof LANGUAGES)[number]) =>
        readLegalDocument((merged(language).legal as Record<string, unknown>)[name])!.sections.map((section) => section.id);
      expect(ids('en')).toEqual(ids('pl'));
      expect(ids('fr')).toEqual(ids('pl'));
    }
  });

  it('names only values the configuration gives ({{brand}}, {{companyName}}, …)', () => {
    for (const language of LANGUAGES) {
      const copy = merged(language);
      const used = [...strings(copy.about), ...strings(copy.legal)].flatMap(placeholdersOf);
      expect(used.filter((name) => !(TEXT_VARIABLES as readonly string[]).includes(name))).toEqual([]);
    }
  });
});
