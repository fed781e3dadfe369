import type { RuntimeConfig } from '@salon/contracts/runtime-config';
import { TEST_CONFIG, testPageContext } from '../test-support.ts';
import { appDownloadFacts, appDownloadPageHead, appStoreLinks } from './app-download-page.ts';

const { t } = testPageContext('pl');
const stores = (ios: string | null, android: string | null): RuntimeConfig => ({ ...TEST_CONFIG, links: { ...TEST_CONFIG.links, appStore: { ios, android } } });

describe('appStoreLinks', () => {
  it('lists the configured stores, Apple’s first', () => {
    expect(appStoreLinks(stores('https://apps.apple.com/x', 'https://play.google.com/x'))).toEqual([
      { key: 'ios', href: 'https://apps.apple.com/x' },
      { key: 'android', href: 'https://play.google.com/x' },
    ]);
    expect(appStoreLinks(stores(null, 'https://play.google.com/x'))).toEqual([{ key: 'android', href: 'https://play.google.com/x' }]);
    expect(appStoreLinks(stores(null, null))).toEqual([]);
  });
});

describe('the app download page', () => {
  it('has its title, its description naming the brand, and Home › the page', () => {
    const head = appDownloadPageHead(testPageContext('pl', stores(null, null)));
    expect(head.title).toBe('Pobierz aplikację');
    expect(head.description).toContain('Kosmyk');
    expect(head.structuredData?.[0]).toMatchObject({ '@type': 'BreadcrumbList', itemListElement: [{ name: 'Strona główna' }, { name: 'Pobierz aplikację', item: 'https://www.example.pl/pobierz-aplikacje' }] });
  });

  it('links the stores with their addresses escaped', () => {
    const facts = appDownloadFacts({ t, config: stores('https://apps.apple.com/x?"><script>', null) }).value;
    expect(facts).toContain('<a href="https://apps.apple.com/x?&quot;&gt;&lt;script&gt;">Pobierz z App Store</a>');
    expect(facts).not.toContain('nie jest jeszcze dostępna');
  });

  it('says the app is not out yet when no store is configured', () => {
    expect(appDownloadFacts({ t, config: stores(null, null) }).value).toContain('<p>Aplikacja Kosmyk nie jest jeszcze dostępna');
  });
});
