import i18next, { type TFunction } from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@salon/contracts/languages';
import type { NamespaceResources } from '@salon/i18n/init-i18n';
import { contentSeoLocales } from './content/index.ts';
import { SEO_NAMESPACE, pageSeoLocales } from './page-locales.ts';
import { salonsSeoLocales } from './salons/index.ts';
import { siteSeoLocales } from './site/index.ts';

export { SEO_NAMESPACE };

/**
 * This package's own keys (`page`: the Home crumb, what every page served without
 * JavaScript says) and every area's copy, in one bundle per language: what the gateway
 * translates with. An app registers only its own area's (`registerNamespace(SEO_NAMESPACE,
 * salonsSeoLocales)`), deep-merged into one namespace with the others it may meet on a
 * page; `useSeoPageContext()` of @salon/ui adds the `page` keys.
 */
export const seoLocales: NamespaceResources = mergeLocales([pageSeoLocales, salonsSeoLocales, contentSeoLocales, siteSeoLocales]);

function mergeLocales(parts: readonly NamespaceResources[]): NamespaceResources {
  const merged = { pl: {}, en: {}, fr: {} } as NamespaceResources;
  for (const language of LANGUAGES) {
    for (const part of parts) {
      for (const [key, value] of Object.entries(part[language])) {
        if (key in merged[language]) throw new Error(`@salon/seo: the key "${key}" is spelled by two areas`);
        (merged[language] as Record<string, unknown>)[key] = value;
      }
    }
  }
  return merged;
}

/**
 * The copy of `SEO_NAMESPACE` in each language, for code that runs outside the page's
 * i18next (the gateway): an instance of its own, set up synchronously, never the
 * page's shared one.
 */
export function createSeoTranslator(): (language: Language) => TFunction {
  const instance = i18next.createInstance();
  void instance.init({
    resources: Object.fromEntries(LANGUAGES.map((language) => [language, { [SEO_NAMESPACE]: seoLocales[language] }])),
    lng: LANGUAGES[0],
    fallbackLng: DEFAULT_LANGUAGE,
    ns: [SEO_NAMESPACE],
    defaultNS: SEO_NAMESPACE,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  const fixed = new Map(LANGUAGES.map((language) => [language, instance.getFixedT(language, SEO_NAMESPACE)]));
  return (language) => fixed.get(language) as TFunction;
}
