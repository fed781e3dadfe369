import { registerNamespace } from '@salon/i18n';
import en from './locales/en.json';
import fr from './locales/fr.json';
import pl from './locales/pl.json';

/** The salons remote's i18n namespace. */
export const SALONS_NAMESPACE = 'salons';

// Registered on import: routes.tsx imports this file, so the copy is there before the first render.
registerNamespace(SALONS_NAMESPACE, { pl, en, fr });
