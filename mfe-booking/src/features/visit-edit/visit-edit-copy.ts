import { registerNamespace } from '@salon/i18n';
import { BOOKING_NAMESPACE } from '../../i18n.ts';
import en from './locales/en.json';
import fr from './locales/fr.json';
import pl from './locales/pl.json';

/** The edit flow's copy (`visitEdit.*` of the booking namespace) in each language. */
export const VISIT_EDIT_LOCALES = { pl, en, fr };

// Registered when the first module using it loads (the edit flow's chunk), not with the area step:
// every file that uses `visitEdit.*` keys imports this one (a test in src/i18n.test.ts checks).
registerNamespace(BOOKING_NAMESPACE, VISIT_EDIT_LOCALES);
