import { DEFAULT_RUNTIME_CONFIG, type RuntimeConfig } from '@salon/contracts/runtime-config';
import { homeFacts, homePageHead, socialProfiles } from './home-page.ts';
import type { SeoPageContext } from '../page-context.ts';
import { NASTY_NAME, testPageContext } from '../test-support.ts';

const social = (patch: Partial<RuntimeConfig['links']['social']>): RuntimeConfig => ({
  ...DEFAULT_RUNTIME_CONFIG,
  links: { ...DEFAULT_RUNTIME_CONFIG.links, social: { ...DEFAULT_RUNTIME_CONFIG.links.social, ...patch } },
});

describe('socialProfiles', () => {
  it('lists the configured networks in the footer’s order and leaves out the others', () => {
    expect(socialProfiles(social({ tiktok: 'https://www.tiktok.com/@k', facebook: 'https://www.facebook.com/k' }))).toEqual(['https://www.facebook.com/k', 'https://www.tiktok.com/@k']);
    expect(socialProfiles(DEFAULT_RUNTIME_CONFIG)).toEqual([]);
  });
});

describe('homePageHead', () => {
  it('describes the chain as an Organization with its logo and profiles, publisher of the WebSite', () => {
    const head = homePageHead(testPageContext('pl', { ...social({ instagram: 'https://www.instagram.com/k' }), brand: 'Kosmyk' }));
    expect(head.structuredData).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        '@id': 'https://www.example.pl/home#organization',
        name: 'Kosmyk',
        url: 'https://www.example.pl/home',
        logo: 'https://www.example.pl/logo.png',
        sameAs: ['https://www.instagram.com/k'],
      },
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: 'Kosmyk',
        url: 'https://www.example.pl/home',
        publisher: { '@id': 'https://www.example.pl/home#organization' },
      },
    ]);
    expect(head.image).toEqual({ url: '/logo.png', width: 512, height: 512, type: 'image/png', alt: 'Logo Kosmyk' });
    expect(head.openGraphType).toBeUndefined();
  });

  it('has its title and description in each language, the brand in the description', () => {
    for (const language of ['pl', 'en', 'fr'] as const) {
      const head = homePageHead(testPageContext(language));
      expect(head.title).not.toBe('home.title');
      expect(head.description).toMatch(/^Kosmyk – /);
    }
  });
});

describe('homeFacts', () => {
  it('is the heading and the intro, escaped', () => {
    const t = ((key: string) => (key === 'home.heading' ? NASTY_NAME : 'Lead & more')) as unknown as SeoPageContext['t'];
    expect(homeFacts({ t }).value).toBe('<h1>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Ola&quot; &amp; &#39;Ala&#39; &lt;b&gt;</h1><p>Lead &amp; more</p>');
  });
});
