import type { TFunction } from 'i18next';
import type { Language } from '@salon/contracts/languages';
import type { RuntimeConfig } from '@salon/contracts/runtime-config';
import { languageVersionPath } from '@salon/contracts/site-paths';

/**
 * What every builder of this package is given besides the page's own data: the copy of
 * the `seo` namespace in the page's language, where the page is, and the site's runtime
 * configuration. A screen gets it from `useSeoPageContext()` of @salon/ui (the visitor's
 * language, `window.location.origin`, the loaded configuration); the gateway's
 * `PageContext` (deploy/src/seo/pages/page-route.ts) is one, of its request. The same
 * values make the same head, so the two cannot disagree (decision 0034).
 */
export interface SeoPageContext {
  /** The `seo` namespace in `language`. */
  t: TFunction;
  language: Language;
  /** The site's default language: its pages' addresses carry no `?lang=`. */
  defaultLanguage: Language;
  /** The site's public origin (`https://www.example.pl`): search engines want absolute URLs. */
  origin: string;
  /** The runtime configuration: the brand, the social and app-store links, the company. */
  config: RuntimeConfig;
}

/**
 * The page's canonical URL in its language (`https://www.example.pl/blog?page=2&lang=en`),
 * as the gateway's canonical link and the client's name it: the last step of its
 * breadcrumbs, the `url` of its JSON-LD. A list's later page keeps its `?page=`.
 */
export function pageUrl(pathAndQuery: string, { origin, language, defaultLanguage }: Pick<SeoPageContext, 'origin' | 'language' | 'defaultLanguage'>): string {
  return `${origin}${languageVersionPath(pathAndQuery, language, defaultLanguage)}`;
}
