export { initI18n, registerNamespace, currentLanguage, COMMON_NAMESPACE } from './init-i18n.ts';
export type { NamespaceResources } from './init-i18n.ts';
export { commonErrorMessage } from './error-message.ts';
export { SALON_TIME_ZONE, localIsoToMillis, localIsoWithOffset } from './format-date.ts';
export { LOCAL_ISO_FORMAT, toLocalIso, fromLocalIso, salonNow } from './date-time.ts';
export {
  localeFor,
  formatDate,
  formatTime,
  formatWeekday,
  formatPrice,
  formatDurationMinutes,
  formatDistanceKm,
  formatRating,
  formatCountdown,
} from './format.ts';
export type { PriceValue } from './format.ts';
export { titleFromSlug } from './title-from-slug.ts';
export { normalizeSearchText, matchesSearch } from './search-text.ts';
export { mergeLocaleParts } from './locale-parts.ts';
export type { LocaleParts } from './locale-parts.ts';
