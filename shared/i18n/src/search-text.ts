/*
 * Free-text search that ignores case and diacritics, so a visitor typing on a keyboard
 * without Polish letters finds what they mean: "lodz" finds "Łódź", "KRAKÓW" finds
 * "Kraków". One rule for every remote that filters a list by typed text (the salon
 * directory, the job offers), so a query finds the same things everywhere.
 */

/**
 * Letters Unicode does not decompose into a base letter plus a mark (NFD leaves them
 * whole), mapped to what a visitor types instead. Keys are lower case: the text is
 * lower-cased first, so `Ł` arrives as `ł`.
 */
const UNDECOMPOSED_LETTERS: Readonly<Record<string, string>> = {
  ł: 'l',
  ø: 'o',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  đ: 'd',
};
const UNDECOMPOSED = new RegExp(`[${Object.keys(UNDECOMPOSED_LETTERS).join('')}]`, 'g');
/** Combining marks, which NFD splits off accented letters (ó → o + ◌́). */
const COMBINING_MARKS = /\p{M}/gu;

/**
 * The form text is compared in: lower case, without diacritics (ó → o, ł → l, ß → ss),
 * runs of whitespace as one space, trimmed.
 *
 * @example normalizeSearchText('  Łódź   Piotrkowska ') // 'lodz piotrkowska'
 */
export function normalizeSearchText(text: string): string {
  return text
    .toLowerCase()
    .replace(UNDECOMPOSED, (letter) => UNDECOMPOSED_LETTERS[letter] ?? letter)
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Whether a typed query finds a record: every word of the query occurs somewhere in the
 * fields (in any order, possibly inside a longer word), compared normalised. A blank
 * query finds everything, so an empty search box filters nothing. Missing fields are
 * skipped.
 *
 * @example
 * matchesSearch('swidnicka 28', 'Wrocław Świdnicka', 'Wrocław', 'ul. Świdnicka 28') // true
 * matchesSearch('lodz', 'Kraków Floriańska', 'Kraków') // false
 */
export function matchesSearch(query: string, ...fields: (string | null | undefined)[]): boolean {
  const words = normalizeSearchText(query).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  // Joined with a space: a query word has none, so it never matches across two fields.
  const haystack = fields
    .filter((field): field is string => typeof field === 'string')
    .map(normalizeSearchText)
    .join(' ');
  return words.every((word) => haystack.includes(word));
}
