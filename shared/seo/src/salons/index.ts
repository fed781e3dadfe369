import type { NamespaceResources } from '@salon/i18n/init-i18n';
import en from './locales/en.json';
import fr from './locales/fr.json';
import pl from './locales/pl.json';

export const salonsSeoLocales: NamespaceResources = { pl, en, fr };
