import type { Language } from './languages.ts';

/*
 * French punctuation spacing, one rule for the sites' copy (every fr.json) and the API's
 * messages (e-mails, notifications): a no-break space (U+00A0) before : ; ! ? and », and
 * after «. A plain space lets a line break before the mark ("Réservez ici" at the end of
 * one line, ":" alone at the start of the next); no space at all is English typography.
 * U+00A0 for every mark rather than the Imprimerie nationale's narrow U+202F before ; ! ?:
 * every font and every mail client has U+00A0, and one character is easy to type and to
 * check (shared/i18n/README.md, "French typography").
 */

/** The space French sets before : ; ! ? and », and after «. */
export const FRENCH_SPACE = '\u00a0';

/** A colon after a label ("Prix\u00a0: 120 zł", "Price: 120 zł"), for copy put together in code. */
export function colonIn(language: Language): string {
  return language === 'fr' ? `${FRENCH_SPACE}:` : ':';
}

/** Options of frenchSpacingFaults. */
export interface FrenchSpacingOptions {
  /**
   * The space required. An SMS is written in the GSM 7-bit alphabet, which has no
   * no-break space (visit-messages/sms-text.ts turns it into a plain one): pass `' '`.
   */
  space?: string;
}

/** A space of any kind, for the "two spaces" check. */
const ANY_SPACE = /[\s\u00a0\u202f\u2007\u2009]/u;

/** After a mark, a letter, digit, slash, brace or = means the mark is not punctuation: 10:00, {{h}}:{{m}}, ?t=. */
const NOT_PUNCTUATION_AFTER = /[\p{L}\p{N}/{}=&]/u;

/**
 * What the checker does not read as prose: i18next interpolations and nestings (a value,
 * read as a word), URLs and mailto:/tel: addresses (a word), HTML entities (a word, except
 * the no-break space written as an entity), and tags of HTML or of react-i18next's Trans
 * (nothing: "Adresse</b> :" is checked as "Adresse :").
 */
function prose(text: string): string {
  return text
    .replace(/\{\{[^}]*\}\}|\$t\([^)]*\)/g, 'x')
    .replace(/\b[a-z][a-z\d+.-]*:\/\/[^\s<>"«»]*|\b(?:mailto|tel):[^\s<>"«»]+/gi, 'x')
    .replace(/&(?:nbsp|#160|#xa0);/gi, '\u00a0')
    .replace(/&(?:[a-z]+|#\d+|#x[\da-f]+);/gi, 'x')
    .replace(/<\/?[a-z\d][^<>]*>/gi, '');
}

const name = (character: string | undefined) =>
  character === undefined
    ? 'nothing'
    : character === ' '
      ? 'a plain space'
      : character === '\u00a0'
        ? 'a no-break space'
        : character === '\u202f'
          ? 'a narrow no-break space'
          : ANY_SPACE.test(character)
            ? `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`
            : 'no space';

/**
 * Every place `text` breaks the French spacing rule, each as a short description with
 * the text around it; none for correct text. Marks that are not punctuation are left
 * alone: a time (10:00, {{hours}}:{{minutes}}), a URL, a query (?t=), a mark at the start
 * of the text, the second mark of "?!".
 */
export function frenchSpacingFaults(text: string, options: FrenchSpacingOptions = {}): string[] {
  const space = options.space ?? FRENCH_SPACE;
  const checked = prose(text);
  const faults: string[] = [];
  const around = (index: number) => JSON.stringify(checked.slice(Math.max(0, index - 24), index + 8));
  const spaceBefore = (index: number, mark: string) => {
    const before = checked[index - 1];
    if (before === space && !ANY_SPACE.test(checked[index - 2] ?? '')) return;
    const found = before === space ? 'two spaces' : name(before);
    faults.push(`${found} before "${mark}" in ${around(index)}`);
  };
  for (let index = 0; index < checked.length; index += 1) {
    const character = checked[index]!;
    const atStart = checked.slice(0, index).trim() === '';
    if (':;!?'.includes(character)) {
      if (atStart || ':;!?'.includes(checked[index - 1]!)) continue;
      if (NOT_PUNCTUATION_AFTER.test(checked[index + 1] ?? '')) continue;
      spaceBefore(index, character);
    } else if (character === '»') {
      if (!atStart) spaceBefore(index, character);
    } else if (character === '«') {
      const after = checked[index + 1];
      if (after !== space || ANY_SPACE.test(checked[index + 2] ?? '')) {
        faults.push(`${after === space ? 'two spaces' : name(after)} after "«" in ${around(index)}`);
      }
    }
  }
  return faults;
}
