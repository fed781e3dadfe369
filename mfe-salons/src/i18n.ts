import { mergeLocaleParts, registerNamespace } from '@salon/i18n';
import { salonsSeoLocales } from '@salon/seo/salons/index';
import { SEO_NAMESPACE } from '@salon/seo/page-locales';
import en from './locales/en.json';
import fr from './locales/fr.json';
import pl from './locales/pl.json';
import salonDetailsEn from './features/salon-details/locales/en.json';
import salonDetailsFr from './features/salon-details/locales/fr.json';
import salonDetailsPl from './features/salon-details/locales/pl.json';
import salonListEn from './features/salon-list/locales/en.json';
import salonListFr from './features/salon-list/locales/fr.json';
import salonListPl from './features/salon-list/locales/pl.json';
import salonServicesEn from './features/salon-services/locales/en.json';
import salonServicesFr from './features/salon-services/locales/fr.json';
import salonServicesPl from './features/salon-services/locales/pl.json';

/** The salons remote's i18n namespace. */
export const SALONS_NAMESPACE = 'salons';

/*
 * One namespace, but each feature keeps its copy beside it under its own top-level key
 * (`salonList.*`, `salonDetails.*`, `salonServices.*`), so features change their strings
 * without touching each other's files. src/locales holds the copy shared by the screens
 * (breadcrumbs, the salon's address and rating).
 */
/** The parts merged into the namespace, per language. */
export const SALONS_LOCALE_PARTS = {
  pl: [pl, salonListPl, salonDetailsPl, salonServicesPl],
  en: [en, salonListEn, salonDetailsEn, salonServicesEn],
  fr: [fr, salonListFr, salonDetailsFr, salonServicesFr],
};

/** The namespace's copy in each language. */
export const SALONS_RESOURCES = mergeLocaleParts(SALONS_LOCALE_PARTS);

// Registered on import: routes.tsx imports this file, so the copy is there before the first render.
registerNamespace(SALONS_NAMESPACE, SALONS_RESOURCES);
// The salon pages' titles, descriptions, breadcrumbs and headings, shared with the gateway's
// served pages (@salon/seo, decision 0034): the area's part of the `seo` namespace.
registerNamespace(SEO_NAMESPACE, salonsSeoLocales);
