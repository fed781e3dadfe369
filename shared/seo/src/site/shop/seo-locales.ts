import type { NamespaceResources } from '@salon/i18n/init-i18n';
import en from './locales/en.json';
import fr from './locales/fr.json';
import pl from './locales/pl.json';

/** The shop's copy of the `seo` namespace (`shop`): what mfe-shop registers. */
export const shopSeoLocales: NamespaceResources = { pl, en, fr };
