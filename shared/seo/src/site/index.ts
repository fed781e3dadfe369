import type { NamespaceResources } from '@salon/i18n/init-i18n';
import { mergeLocaleParts, type LocaleParts } from '@salon/i18n/locale-parts';
import { bookingSeoLocales } from './booking/seo-locales.ts';
import { shellSeoLocales } from './shell-seo-locales.ts';
import { shopSeoLocales } from './shop/seo-locales.ts';

/*
 * The site area's copy comes in three parts, one per app, each under top-level keys of
 * its own, so that an app registers only its part: the booking's first step and the shop
 * do not download the shell's pages' copy. The gateway translates with all of them.
 */

/** The area's parts, per language, in merge order. */
export const SITE_SEO_LOCALE_PARTS: LocaleParts = {
  pl: [shellSeoLocales.pl, bookingSeoLocales.pl, shopSeoLocales.pl],
  en: [shellSeoLocales.en, bookingSeoLocales.en, shopSeoLocales.en],
  fr: [shellSeoLocales.fr, bookingSeoLocales.fr, shopSeoLocales.fr],
};

export const siteSeoLocales: NamespaceResources = mergeLocaleParts(SITE_SEO_LOCALE_PARTS);
