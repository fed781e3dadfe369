import { mergeLocaleParts, registerNamespace } from '@salon/i18n';
import campaignsEn from './features/campaigns/locales/en.json';
import campaignsFr from './features/campaigns/locales/fr.json';
import campaignsPl from './features/campaigns/locales/pl.json';
import loyaltyHistoryEn from './features/loyalty-history/locales/en.json';
import loyaltyHistoryFr from './features/loyalty-history/locales/fr.json';
import loyaltyHistoryPl from './features/loyalty-history/locales/pl.json';
import messagesEn from './features/messages/locales/en.json';
import messagesFr from './features/messages/locales/fr.json';
import messagesPl from './features/messages/locales/pl.json';
import myDetailsEn from './features/my-details/locales/en.json';
import myDetailsFr from './features/my-details/locales/fr.json';
import myDetailsPl from './features/my-details/locales/pl.json';
import notificationsEn from './features/notifications/locales/en.json';
import notificationsFr from './features/notifications/locales/fr.json';
import notificationsPl from './features/notifications/locales/pl.json';
import reservationsEn from './features/reservations/locales/en.json';
import reservationsFr from './features/reservations/locales/fr.json';
import reservationsPl from './features/reservations/locales/pl.json';
import vouchersEn from './features/vouchers/locales/en.json';
import vouchersFr from './features/vouchers/locales/fr.json';
import vouchersPl from './features/vouchers/locales/pl.json';
import en from './locales/en.json';
import fr from './locales/fr.json';
import pl from './locales/pl.json';

/** The profile remote's i18n namespace. */
export const PROFILE_NAMESPACE = 'profile';

/*
 * One namespace; each feature keeps its copy beside it under its own top-level key
 * (`myDetails.*`, `notifications.*`, `reservations.*`, `campaigns.*`, `vouchers.*`, `messages.*`, `loyaltyHistory.*`). src/locales holds the
 * frame's copy (navigation, titles, the balance).
 */
export const PROFILE_LOCALE_PARTS = {
  pl: [pl, myDetailsPl, notificationsPl, reservationsPl, campaignsPl, vouchersPl, messagesPl, loyaltyHistoryPl],
  en: [en, myDetailsEn, notificationsEn, reservationsEn, campaignsEn, vouchersEn, messagesEn, loyaltyHistoryEn],
  fr: [fr, myDetailsFr, notificationsFr, reservationsFr, campaignsFr, vouchersFr, messagesFr, loyaltyHistoryFr],
};

/** The namespace's copy in each language. */
export const PROFILE_RESOURCES = mergeLocaleParts(PROFILE_LOCALE_PARTS);

// Registered on import: routes.tsx imports this file, so the copy is there before the first render.
registerNamespace(PROFILE_NAMESPACE, PROFILE_RESOURCES);
