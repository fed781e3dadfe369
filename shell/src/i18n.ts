import { registerNamespace } from '@salon/i18n';
import pl from './locales/pl.json';
import en from './locales/en.json';
import fr from './locales/fr.json';

/** The shell's own copy; each remote registers its own namespace. */
export const SHELL_NS = 'shell';
registerNamespace(SHELL_NS, { pl, en, fr });
