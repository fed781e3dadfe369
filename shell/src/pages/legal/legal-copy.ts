import { registerNamespace } from '@salon/i18n';
import en from './locales/en.json';
import fr from './locales/fr.json';
import pl from './locales/pl.json';
import { SHELL_NS } from '../../i18n.ts';

/** The privacy policy and the terms (`legal.*` of the shell namespace) in each language. */
export const LEGAL_LOCALES = { pl, en, fr };

// Registered when the legal pages' chunk loads (app.tsx loads it lazily): the two
// documents are most of the shell's copy, and no other page should download them.
registerNamespace(SHELL_NS, LEGAL_LOCALES);
