import type { NamespaceResources } from '@salon/i18n/init-i18n';
import en from './locales/en.json';
import fr from './locales/fr.json';
import pl from './locales/pl.json';

/** The booking's copy of the `seo` namespace (`bookingStart`): what mfe-booking registers. */
export const bookingSeoLocales: NamespaceResources = { pl, en, fr };
