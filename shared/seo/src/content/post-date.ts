import type { Language } from '@salon/contracts/languages';
import { formatDate } from '@salon/i18n/format';

/**
 * A post's date as readers expect it in their language: "18 lutego 2025", "18 February
 * 2025", "18 février 2025". The blog's cards and article, and the gateway's facts.
 */
export function formatPostDate(value: string, language: Language): string {
  return formatDate(value, 'd MMMM yyyy', language);
}
