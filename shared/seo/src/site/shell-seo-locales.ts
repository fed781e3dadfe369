import type { NamespaceResources } from '@salon/i18n/init-i18n';
import en from './locales/en.json';
import fr from './locales/fr.json';
import pl from './locales/pl.json';

/** The shell's pages' copy of the `seo` namespace (`site`, `home`, `appDownload`, `legalPage`): what the shell registers. */
export const shellSeoLocales: NamespaceResources = { pl, en, fr };
