import { registerNamespace } from '@salon/i18n';
import en from './locales/en.json';
import fr from './locales/fr.json';
import pl from './locales/pl.json';

/** The jobs remote's i18n namespace. */
export const JOBS_NAMESPACE = 'jobs';

// Registered on import: routes.tsx imports this file, so the copy is there before the first render.
registerNamespace(JOBS_NAMESPACE, { pl, en, fr });
