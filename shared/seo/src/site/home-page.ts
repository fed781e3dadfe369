import type { Organization, WebSite, WithContext } from 'schema-dts';
import { SOCIAL_NETWORKS, type RuntimeConfig } from '@salon/contracts/runtime-config';
import { HOME_PATH } from '@salon/contracts/site-paths';
import { html, type SafeHtml } from '../html.ts';
import type { SeoPageContext } from '../page-context.ts';
import type { PageHead, StructuredData } from '../page-head.ts';
import { SITE_LOGO, siteLogoImage } from './site-page.ts';

/** The chain's social profiles the runtime configuration names, in the footer's order. */
export function socialProfiles(config: RuntimeConfig): string[] {
  return SOCIAL_NETWORKS.flatMap((network) => config.links.social[network] ?? []);
}

/**
 * The home page (`/home`): its title and description, the logo as its picture, and the
 * chain as schema.org `Organization` (name, URL, logo, its social profiles as
 * `sameAs`) with the `WebSite` it publishes, which search engines show as the brand's
 * knowledge panel and site name.
 */
export function homePageHead(input: SeoPageContext): PageHead {
  const { t, origin, config } = input;
  const url = new URL(HOME_PATH, origin).href;
  const organizationId = `${url}#organization`;
  const sameAs = socialProfiles(config);
  const organization: WithContext<Organization> = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId,
    name: config.brand,
    url,
    logo: new URL(SITE_LOGO.path, origin).href,
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
  const website: WithContext<WebSite> = {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: config.brand,
    url,
    publisher: { '@id': organizationId },
  };
  return {
    title: t('home.title'),
    description: t('home.description', { brand: config.brand }),
    image: siteLogoImage(t('site.logoAlt', { brand: config.brand })),
    structuredData: [organization as StructuredData, website as StructuredData],
  };
}

/** The home page's heading and intro, for crawlers that run no JavaScript. */
export function homeFacts({ t }: Pick<SeoPageContext, 't'>): SafeHtml {
  return html`<h1>${t('home.heading')}</h1><p>${t('home.lead')}</p>`;
}
