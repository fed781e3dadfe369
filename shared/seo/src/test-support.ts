import type { Language } from '@salon/contracts/languages';
import { DEFAULT_RUNTIME_CONFIG, type RuntimeConfig } from '@salon/contracts/runtime-config';
import type { PageHead } from './page-head.ts';
import type { SeoPageContext } from './page-context.ts';
import { createSeoTranslator } from './translator.ts';

/*
 * What the builders' tests and the gateway's (deploy/src/seo/pages/test-support.ts) share:
 * where a test page is and how to read its breadcrumbs. Test-only: no screen or route
 * imports this file.
 */

/** A name that tries to break out of every place it is written: text, attribute, script. */
export const NASTY_NAME = `</script><script>alert(1)</script> "Ola" & 'Ala' <b>`;

/** The origin of every test page. */
export const TEST_ORIGIN = 'https://www.example.pl';

/** The runtime configuration of the test pages: the defaults, the brand Kosmyk, Polish the default language. */
export const TEST_CONFIG: RuntimeConfig = { ...DEFAULT_RUNTIME_CONFIG, brand: 'Kosmyk', defaultLanguage: 'pl' };

const translate = createSeoTranslator();

/** A page in `language` on TEST_ORIGIN, with `config` (TEST_CONFIG), its default language the configuration's. */
export function testPageContext(language: Language = 'pl', config: RuntimeConfig = TEST_CONFIG): SeoPageContext {
  return { t: translate(language), language, defaultLanguage: config.defaultLanguage, origin: TEST_ORIGIN, config };
}

/** The steps of a head's BreadcrumbList as `name url`, for asserting on the path at a glance. */
export function breadcrumbSteps(head: PageHead | undefined): string[] | undefined {
  const list = head?.structuredData?.find((item) => (item as { '@type'?: unknown })['@type'] === 'BreadcrumbList') as
    | { itemListElement: { name: string; item: string }[] }
    | undefined;
  return list?.itemListElement.map(({ name, item }) => `${name} ${item}`);
}
