import { mergeLocaleParts, registerNamespace } from '@salon/i18n';
import { bookingSeoLocales } from '@salon/seo/site/booking/seo-locales';
import { SEO_NAMESPACE } from '@salon/seo/page-locales';
import areaSelectionEn from './features/area-selection/locales/en.json';
import areaSelectionFr from './features/area-selection/locales/fr.json';
import areaSelectionPl from './features/area-selection/locales/pl.json';
import serviceSelectionEn from './features/service-selection/locales/en.json';
import serviceSelectionFr from './features/service-selection/locales/fr.json';
import serviceSelectionPl from './features/service-selection/locales/pl.json';
import visitDetailsEn from './features/visit-details/locales/en.json';
import visitDetailsFr from './features/visit-details/locales/fr.json';
import visitDetailsPl from './features/visit-details/locales/pl.json';
import en from './locales/en.json';
import fr from './locales/fr.json';
import pl from './locales/pl.json';

/** The booking remote's i18n namespace. */
export const BOOKING_NAMESPACE = 'booking';

/*
 * One namespace, but each feature keeps its copy beside it under its own top-level key
 * (`areaSelection.*`, `slotSelection.*`, …), so features change their strings without
 * touching each other's files. src/locales holds the copy of the frame (steps, titles).
 * The slot picker's, the form's and the edit flow's copy (`slotSelection`,
 * `reservationForm`, `visitEdit`) is registered by `<feature>-copy.ts` beside it, which
 * every file using those keys imports, so it arrives with their chunks and the area
 * step, where booking starts, does not download it (decision 0033).
 */
/** The parts merged into the namespace with the remote's start, per language. */
export const BOOKING_LOCALE_PARTS = {
  pl: [pl, areaSelectionPl, serviceSelectionPl, visitDetailsPl],
  en: [en, areaSelectionEn, serviceSelectionEn, visitDetailsEn],
  fr: [fr, areaSelectionFr, serviceSelectionFr, visitDetailsFr],
};

/** The namespace's copy in each language. */
export const BOOKING_RESOURCES = mergeLocaleParts(BOOKING_LOCALE_PARTS);

// Registered on import: routes.tsx imports this file, so the copy is there before the first render.
registerNamespace(BOOKING_NAMESPACE, BOOKING_RESOURCES);
// The first step's title and description, shared with the gateway's served page
// (@salon/seo, decision 0034): the booking's part of the `seo` namespace.
registerNamespace(SEO_NAMESPACE, bookingSeoLocales);
