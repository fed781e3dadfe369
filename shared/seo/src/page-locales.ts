import type { NamespaceResources } from '@salon/i18n/init-i18n';
import en from './locales/en.json';
import fr from './locales/fr.json';
import pl from './locales/pl.json';

/** The i18n namespace of this package's copy (titles, descriptions, the facts' labels). */
export const SEO_NAMESPACE = 'seo';

/**
 * This package's own keys, `page`: what a page says whatever its area (the Home of its
 * breadcrumbs, the line served to browsers without JavaScript). The gateway has them
 * with every area's (`seoLocales`); a screen gets them from `useSeoPageContext()` of
 * @salon/ui, which registers them, so no app has to remember to.
 */
export const pageSeoLocales: NamespaceResources = { pl, en, fr };
