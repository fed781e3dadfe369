import type { RuntimeConfig } from '@salon/contracts/runtime-config';
import { APP_DOWNLOAD_PATH } from '@salon/contracts/site-paths';
import { pageBreadcrumbs } from '../breadcrumbs.ts';
import { html, type SafeHtml } from '../html.ts';
import type { SeoPageContext } from '../page-context.ts';
import type { PageHead } from '../page-head.ts';
import { siteLogoImage } from './site-page.ts';

/** What the app lets a customer do, in the page's order (`appDownload.features.*`). */
export const APP_FEATURES = ['book', 'points', 'vouchers'] as const;

/** An app store the configuration links to: `key` names its label (`appDownload.stores.*`). */
export interface AppStoreLink {
  key: 'ios' | 'android';
  href: string;
}

/** The app stores the runtime configuration names, Apple's first; none when the app is not out. */
export function appStoreLinks(config: RuntimeConfig): AppStoreLink[] {
  const { ios, android } = config.links.appStore;
  return [...(ios ? [{ key: 'ios' as const, href: ios }] : []), ...(android ? [{ key: 'android' as const, href: android }] : [])];
}

/** The app download page (`/pobierz-aplikacje`): its title and description, the logo, Home › the page. */
export function appDownloadPageHead(input: SeoPageContext): PageHead {
  const { t, config } = input;
  const title = t('appDownload.title');
  return {
    title,
    description: t('appDownload.description', { brand: config.brand }),
    image: siteLogoImage(t('site.logoAlt', { brand: config.brand })),
    structuredData: [pageBreadcrumbs(input, APP_DOWNLOAD_PATH, [{ name: title }])],
  };
}

/**
 * The page for crawlers that run no JavaScript: its title and lead, then the links to the
 * configured stores and what the app does, or, with no store configured, the sentence
 * saying the app is not out yet.
 */
export function appDownloadFacts({ t, config }: Pick<SeoPageContext, 't' | 'config'>): SafeHtml {
  const stores = appStoreLinks(config);
  const body =
    stores.length > 0
      ? html`<ul>${stores.map((store) => html`<li><a href="${store.href}">${t(`appDownload.stores.${store.key}`)}</a></li>`)}</ul><h2>${t('appDownload.featuresTitle')}</h2><ul>${APP_FEATURES.map(
          (feature) => html`<li>${t(`appDownload.features.${feature}`)}</li>`,
        )}</ul>`
      : html`<p>${t('appDownload.none', { brand: config.brand })}</p>`;
  return html`<h1>${t('appDownload.title')}</h1><p>${t('appDownload.lead')}</p>${body}`;
}
