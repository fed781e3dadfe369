import { registerNamespace } from '@salon/i18n';
import { BOOKING_NAMESPACE } from '../../i18n.ts';
import en from './locales/en.json';
import fr from './locales/fr.json';
import pl from './locales/pl.json';

/** The contact form's copy (`reservationForm.*` of the booking namespace) in each language. */
export const RESERVATION_FORM_LOCALES = { pl, en, fr };

// Registered when the first module using it loads (the form's and the edit flow's chunks), not with the area step:
// every file that uses `reservationForm.*` keys imports this one (a test in src/i18n.test.ts checks).
registerNamespace(BOOKING_NAMESPACE, RESERVATION_FORM_LOCALES);
