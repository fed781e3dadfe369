import { mergeLocaleParts, registerNamespace } from '@salon/i18n';
import areaSelectionEn from './features/area-selection/locales/en.json';
import areaSelectionFr from './features/area-selection/locales/fr.json';
import areaSelectionPl from './features/area-selection/locales/pl.json';
import reservationFormEn from './features/reservation-form/locales/en.json';
import reservationFormFr from './features/reservation-form/locales/fr.json';
import reservationFormPl from './features/reservation-form/locales/pl.json';
import serviceSelectionEn from './features/service-selection/locales/en.json';
import serviceSelectionFr from './features/service-selection/locales/fr.json';
import serviceSelectionPl from './features/service-selection/locales/pl.json';
import slotSelectionEn from './features/slot-selection/locales/en.json';
import slotSelectionFr from './features/slot-selection/locales/fr.json';
import slotSelectionPl from './features/slot-selection/locales/pl.json';
import visitDetailsEn from './features/visit-details/locales/en.json';
import visitDetailsFr from './features/visit-details/locales/fr.json';
import visitDetailsPl from './features/visit-details/locales/pl.json';
import visitEditEn from './features/visit-edit/locales/en.json';
import visitEditFr from './features/visit-edit/locales/fr.json';
import visitEditPl from './features/visit-edit/locales/pl.json';
import en from './locales/en.json';
import fr from './locales/fr.json';
import pl from './locales/pl.json';

/** The booking remote's i18n namespace. */
export const BOOKING_NAMESPACE = 'booking';

/*
 * One namespace, but each feature keeps its copy beside it under its own top-level key
 * (`areaSelection.*`, `slotSelection.*`, …), so features change their strings without
 * touching each other's files. src/locales holds the copy of the frame (steps, titles).
 */
/** The parts merged into the namespace, per language. */
export const BOOKING_LOCALE_PARTS = {
  pl: [pl, areaSelectionPl, serviceSelectionPl, slotSelectionPl, reservationFormPl, visitDetailsPl, visitEditPl],
  en: [en, areaSelectionEn, serviceSelectionEn, slotSelectionEn, reservationFormEn, visitDetailsEn, visitEditEn],
  fr: [fr, areaSelectionFr, serviceSelectionFr, slotSelectionFr, reservationFormFr, visitDetailsFr, visitEditFr],
};

/** The namespace's copy in each language. */
export const BOOKING_RESOURCES = mergeLocaleParts(BOOKING_LOCALE_PARTS);

// Registered on import: routes.tsx imports this file, so the copy is there before the first render.
registerNamespace(BOOKING_NAMESPACE, BOOKING_RESOURCES);
