import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { registerNamespace } from '@salon/i18n';
import { useCurrentLanguage, useRuntimeConfig } from '@salon/platform';
import type { SeoPageContext } from '@salon/seo/page-context';
import { SEO_NAMESPACE, pageSeoLocales } from '@salon/seo/page-locales';

// The copy every page's head uses whatever its area (the Home of its breadcrumbs): here,
// with the one hook that builds heads, rather than in each app's i18n set-up, where an
// app that forgot it would show the key. Each app still registers its own area's copy.
registerNamespace(SEO_NAMESPACE, pageSeoLocales);

/**
 * What @salon/seo's page builders need beside the API's data, as the browser knows it:
 * the `seo` namespace in the visitor's language, that language, the site's default one,
 * this origin and the runtime configuration. The gateway passes the same of its request,
 * so the head a crawler reads and the head after client navigation are built alike
 * (decision 0034). The same object until one of them changes, so a screen can memoise
 * what it builds.
 *
 * @example
 * const seo = useSeoPageContext();
 * const head = useMemo(() => salonPageHead({ ...seo, salon }), [seo, salon]);
 */
export function useSeoPageContext(): SeoPageContext {
  const { t } = useTranslation(SEO_NAMESPACE);
  const language = useCurrentLanguage();
  const config = useRuntimeConfig();
  return useMemo(() => ({ t, language, defaultLanguage: config.defaultLanguage, origin: window.location.origin, config }), [t, language, config]);
}
