/*
 * SMS text in the GSM 7-bit alphabet. One character outside it (ą, ł, ż, ê, a no-break
 * space) makes the whole message UCS-2: 70 characters a segment instead of 160, so a visit
 * message with its manage link (about 110 characters alone) would take four segments
 * instead of two. Polish and French SMS are commonly written without diacritics, so the
 * SMS copies are: letters without their marks (NFD without combining marks; ł and ø,
 * which do not decompose, by hand), every kind of space a plain space, dashes and curly
 * quotes their ASCII forms. E-mails keep the full text.
 */

const BY_HAND: Record<string, string> = {
  ł: 'l',
  Ł: 'L',
  ø: 'o',
  Ø: 'O',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ß: 'ss',
  '\u2013': '-',
  '\u2014': '-',
  '\u2018': "'",
  '\u2019': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u201E': '"',
  '\u00AB': '"',
  '\u00BB': '"',
  '\u2026': '...',
};

/** The text in plain ASCII letters, for one SMS alphabet the whole way through. */
export function smsText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u00a0\u2007\u202f\u2009]/g, ' ')
    .replace(/[^\x20-\x7e\n]/gu, (character) => BY_HAND[character] ?? '?');
}
