import { LANGUAGES, type Language } from '@salon/contracts/languages';
import type { Translations } from '../../../db/schema.ts';
import { isPlainText } from './plain-text.ts';

/*
 * The checks every content file goes through (read-content.ts, read-post.ts): problems
 * are collected per file and field, never thrown one at a time, so one run of the import
 * tells an editor everything to fix.
 */

export interface ContentProblem {
  /** The file, relative to the content folder: `posts/koloryzacja-balayage.md`. */
  file: string;
  /** The field in it: `banner`, `categories[2].name.fr`, or `file` for the whole file. */
  field: string;
  problem: string;
}

/** The folder cannot be imported; `problems` says where and why. */
export class ContentError extends Error {
  constructor(readonly problems: readonly ContentProblem[]) {
    super(`the blog content has ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n${problems.map((p) => `  ${p.file}: ${p.field}: ${p.problem}`).join('\n')}`);
    this.name = 'ContentError';
  }
}

/** A slug: lower-case letters and digits in dash-separated words (file names, category slugs, video ids). */
export const SLUG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';
const SLUG = new RegExp(SLUG_PATTERN);
export const SLUG_MAX_LENGTH = 120;
/** Whether a value is a slug of at most SLUG_MAX_LENGTH characters. */
export const isSlug = (value: string) => SLUG.test(value) && value.length <= SLUG_MAX_LENGTH;
/** A content file's fields as parsed (JSON entry or front matter). */
export type Fields = Record<string, unknown>;

/** Collects problems while reading one file's fields. */
export class FileCheck {
  constructor(
    readonly file: string,
    private readonly problems: ContentProblem[],
  ) {}

  /** How many problems this file has so far. */
  get count(): number {
    return this.problems.filter((problem) => problem.file === this.file).length;
  }

  report(field: string, problem: string): null {
    this.problems.push({ file: this.file, field, problem });
    return null;
  }

  text(fields: Fields, field: string, options: { required: boolean; max: number; label?: string }): string | null {
    const value = fields[field];
    const name = options.label ?? field;
    if (value === undefined || value === null) return options.required ? this.report(name, 'is missing') : null;
    if (typeof value !== 'string') return this.report(name, 'must be text');
    const text = value.trim();
    if (!text) return options.required ? this.report(name, 'is empty') : null;
    if (text.length > options.max) return this.report(name, `is ${text.length} characters long; at most ${options.max}`);
    if (!isPlainText(text)) return this.report(name, 'holds a control character');
    return text;
  }

  translations(fields: Fields, field: string, label: string, options: { required: boolean; max: number }): Translations | null {
    const value = fields[field];
    if (value === undefined || value === null) return options.required ? this.report(label, 'is missing (pl, en and fr)') : null;
    if (!isRecord(value)) return this.report(label, 'must be { "pl": …, "en": …, "fr": … }');
    const unknown = Object.keys(value).filter((key) => !LANGUAGES.includes(key as Language));
    if (unknown.length > 0) return this.report(`${label}.${unknown[0]}`, 'is not a language of the site (pl, en, fr)');
    const result: Translations = {};
    let ok = true;
    for (const language of LANGUAGES) {
      const text = this.text(value, language, { required: true, max: options.max, label: `${label}.${language}` });
      if (text === null) ok = false;
      else result[language] = text;
    }
    return ok ? result : null;
  }

  positiveInteger(fields: Fields, field: string, label: string): number | null {
    const value = fields[field];
    if (value === undefined) return this.report(label, 'is missing');
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 2_147_483_647) return this.report(label, 'must be a whole number from 1');
    return value;
  }

  slug(value: unknown, label: string): string | null {
    if (typeof value !== 'string' || !value) return this.report(label, 'is missing');
    if (!isSlug(value)) return this.report(label, `"${value}" is not a slug (lower-case letters, digits and single dashes, at most ${SLUG_MAX_LENGTH})`);
    return value;
  }

  unknownFields(fields: Fields, allowed: readonly string[], prefix = ''): void {
    for (const key of Object.keys(fields)) if (!allowed.includes(key)) this.report(`${prefix}${key}`, `is not a known field (${allowed.join(', ')})`);
  }
}

export const isRecord = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);

export /** Reports a repeated value of `key` among entries. */
function unique<T>(values: readonly (T | null)[], check: FileCheck, label: (i: number) => string, what: string): void {
  const seen = new Set<T>();
  values.forEach((value, i) => {
    if (value === null) return;
    if (seen.has(value)) check.report(label(i), `${what} ${String(value)} is used twice`);
    seen.add(value);
  });
}

/** Turns a photo-library name (`interior-07`) into a variant URL of the image route, or reports it. */
export type PhotoResolver = (check: FileCheck, value: unknown, label: string, variant: '5_3' | '17_6', required?: boolean) => string | null;

