import { mergeLocaleParts, registerNamespace } from '@salon/i18n';
import pl from './locales/pl.json';
import en from './locales/en.json';
import fr from './locales/fr.json';

/** The shell's own copy; each remote registers its own namespace. */
export const SHELL_NS = 'shell';

/*
 * One namespace: src/locales holds the frame's copy (header, footer, the small pages);
 * a page with long texts keeps them beside it under its own top-level key and adds them
 * to the namespace when its lazily loaded chunk arrives (pages/about/about-copy.ts,
 * pages/legal/legal-copy.ts), so the start-up code of every page does not carry them.
 */
export const SHELL_LOCALE_PARTS = {
  pl: [pl],
  en: [en],
  fr: [fr],
};

registerNamespace(SHELL_NS, mergeLocaleParts(SHELL_LOCALE_PARTS));
