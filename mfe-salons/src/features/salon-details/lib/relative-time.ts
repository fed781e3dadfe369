import { DateTime } from 'luxon';
import type { Language } from '@salon/contracts';
import { localeFor } from '@salon/i18n';

/**
 * How long ago an instant was, in the page's language ("3 dni temu", "2 months ago",
 * "il y a 2 mois"), by luxon's `toRelative` (Intl.RelativeTimeFormat); '' for a value
 * that is not a date, so a bad API value leaves a gap rather than "Invalid DateTime".
 */
export function relativeTime(iso: string, lang?: Language, now: DateTime = DateTime.now()): string {
  const instant = DateTime.fromISO(iso);
  if (!instant.isValid) return '';
  return instant.toRelative({ base: now, locale: localeFor(lang) }) ?? '';
}
