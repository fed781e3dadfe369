import { registerNamespace } from '@salon/i18n';
import en from './locales/en.json';
import fr from './locales/fr.json';
import pl from './locales/pl.json';

/** The auth remote's i18n namespace. */
export const AUTH_NAMESPACE = 'auth';

// Registered on import: dialog-host.tsx imports this file, so the copy is there before the first render.
registerNamespace(AUTH_NAMESPACE, { pl, en, fr });
