import { registerNamespace } from '@salon/i18n';
import en from './locales/en.json';
import fr from './locales/fr.json';
import pl from './locales/pl.json';

/** The booking remote's i18n namespace. */
export const BOOKING_NAMESPACE = 'booking';

// Registered on import: routes.tsx imports this file, so the copy is there before the first render.
registerNamespace(BOOKING_NAMESPACE, { pl, en, fr });
