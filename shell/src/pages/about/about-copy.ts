import { registerNamespace } from '@salon/i18n';
import en from './locales/en.json';
import fr from './locales/fr.json';
import pl from './locales/pl.json';
import { SHELL_NS } from '../../i18n.ts';

/** The about-us copy (`about.*` of the shell namespace) in each language. */
export const ABOUT_LOCALES = { pl, en, fr };

// Registered when the about page's chunk loads (app.tsx loads it lazily), like the legal texts.
registerNamespace(SHELL_NS, ABOUT_LOCALES);
