import { Info } from 'luxon';
import type { SelectOption } from './select-field.tsx';

/**
 * The twelve months as select options (value '1'…'12'), named in `language` in the
 * standalone form ("Styczeń", not the "stycznia" of a date). `capitalise` (the default)
 * capitalises them as list items; without it they are as the language writes them in a
 * sentence ("styczeń").
 */
export function monthOptions(language: string, { capitalise = true }: { capitalise?: boolean } = {}): SelectOption[] {
  return Info.months('long', { locale: language }).map((name, index) => ({
    value: String(index + 1),
    label: capitalise ? name.charAt(0).toLocaleUpperCase(language) + name.slice(1) : name,
  }));
}

/** Day options '1'…`days`. */
export function dayOptions(days: number): SelectOption[] {
  return Array.from({ length: days }, (_, index) => ({ value: String(index + 1), label: String(index + 1) }));
}
