import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type Language } from '@salon/contracts/languages';

/*
 * For the repository-wide tests of this package (locales-*.test.ts, polish-plurals.test.ts),
 * Node only: every translation file of every app and package, read from disk, so a new
 * app or feature is checked without anyone adding it to a list.
 */

/** The repository's root (this file is shared/i18n/src/). */
export const REPO_ROOT = path.resolve(__dirname, '../../..');

/** Folders never searched: installed packages, build output, test reports, local data. */
const SKIPPED = new Set(['node_modules', 'dist', 'build', 'coverage', 'test-results', 'playwright-report', '.git', '.data']);

const LANGUAGE_FILES = new Set(LANGUAGES.map((language) => `${language}.json`));

/** One folder's translations: `{ pl, en, fr }` as parsed, `dir` relative to the root. */
export interface LocaleFolder {
  dir: string;
  files: Partial<Record<Language, Record<string, unknown>>>;
}

/** Every folder holding a pl.json, en.json or fr.json, sorted, with what it holds. */
export function findLocaleFolders(root: string = REPO_ROOT): LocaleFolder[] {
  const folders: LocaleFolder[] = [];
  const walk = (dir: string) => {
    const entries = readdirSync(dir, { withFileTypes: true });
    const files: LocaleFolder['files'] = {};
    for (const entry of entries) {
      if (entry.isDirectory() && !SKIPPED.has(entry.name)) walk(path.join(dir, entry.name));
      else if (entry.isFile() && LANGUAGE_FILES.has(entry.name)) {
        const language = entry.name.slice(0, -'.json'.length) as Language;
        files[language] = JSON.parse(readFileSync(path.join(dir, entry.name), 'utf8')) as Record<string, unknown>;
      }
    }
    if (Object.keys(files).length > 0) folders.push({ dir: path.relative(root, dir), files });
  };
  walk(root);
  return folders.sort((a, b) => a.dir.localeCompare(b.dir));
}

/** Every string of a nested dictionary with its key, as ['a.b.c', value]. */
export function leafStrings(dictionary: object, prefix = ''): [string, string][] {
  return Object.entries(dictionary).flatMap(([key, value]): [string, string][] => {
    if (typeof value === 'string') return [[`${prefix}${key}`, value]];
    if (typeof value === 'object' && value !== null) return leafStrings(value as object, `${prefix}${key}.`);
    return [];
  });
}

/** i18next's plural suffixes (cardinal), and `_zero`, which i18next uses for 0 in every language. */
export const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/**
 * The plural families of a dictionary: each counted key ('a.points') with the forms it
 * has ('one', 'few', …), in the order found.
 */
export function pluralFamilies(dictionary: object): Map<string, Set<string>> {
  const families = new Map<string, Set<string>>();
  for (const [key] of leafStrings(dictionary)) {
    const match = PLURAL_SUFFIX.exec(key);
    if (!match) continue;
    const base = key.slice(0, match.index);
    if (!families.has(base)) families.set(base, new Set());
    families.get(base)!.add(match[1]!);
  }
  return families;
}
