import { registerNamespace } from '@salon/i18n';
import { BOOKING_NAMESPACE } from '../../i18n.ts';
import en from './locales/en.json';
import fr from './locales/fr.json';
import pl from './locales/pl.json';

/** The slot picker's copy (`slotSelection.*` of the booking namespace) in each language. */
export const SLOT_SELECTION_LOCALES = { pl, en, fr };

// Registered when the first module using it loads (the slot step's and the edit flow's chunks), not with the area step:
// every file that uses `slotSelection.*` keys imports this one (a test in src/i18n.test.ts checks).
registerNamespace(BOOKING_NAMESPACE, SLOT_SELECTION_LOCALES);
