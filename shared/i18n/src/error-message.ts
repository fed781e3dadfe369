import i18next from 'i18next';
import { COMMON_NAMESPACE } from './init-i18n.ts';

/**
 * The generic text for an API error code from the `common` namespace
 * (`errors.UNKNOWN_ERROR`, `errors.NETWORK`, …), falling back to the short
 * "something went wrong" message for a code it has no text for. Apps translate their
 * own codes (reservation, authentication) in their namespace first and call this last.
 */
export function commonErrorMessage(code?: string | null): string {
  const fallback = i18next.t('errors.short', { ns: COMMON_NAMESPACE });
  if (!code) return fallback;
  return i18next.t(`errors.${code}`, { ns: COMMON_NAMESPACE, defaultValue: fallback });
}
