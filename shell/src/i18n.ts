import { mergeLocaleParts, registerNamespace } from '@salon/i18n';
import { shellSeoLocales } from '@salon/seo/site/shell-seo-locales';
import { SEO_NAMESPACE } from '@salon/seo/page-locales';
import pl from './locales/pl.json';
import en from './locales/en.json';
import fr from './locales/fr.json';

/** The shell's own copy; each remote registers its own namespace. */
export const SHELL_NS = 'shell';

/*
 * One namespace: src/locales holds the frame's copy (header, footer, the small pages).
 * The long texts of the about and legal pages are @salon/seo's (site/about, site/legal),
 * which the gateway serves too; their pages' lazily loaded chunks bring them, so the
 * start-up code of every page does not carry them.
 */
export const SHELL_LOCALE_PARTS = {
  pl: [pl],
  en: [en],
  fr: [fr],
};

registerNamespace(SHELL_NS, mergeLocaleParts(SHELL_LOCALE_PARTS));
// The shell's pages' titles, descriptions and headings, shared with the gateway's served
// pages (@salon/seo, decision 0034): the site area's part of the `seo` namespace.
registerNamespace(SEO_NAMESPACE, shellSeoLocales);
