import { pageBreadcrumbs } from './breadcrumbs.ts';
import { pageUrl } from './page-context.ts';
import { TEST_CONFIG, testPageContext } from './test-support.ts';

describe('pageUrl', () => {
  it('is the canonical URL in the page’s language: no key for the default, `lang` for the others, the rest of the query kept', () => {
    expect(pageUrl('/sklep', testPageContext('pl'))).toBe('https://www.example.pl/sklep');
    expect(pageUrl('/sklep', testPageContext('fr'))).toBe('https://www.example.pl/sklep?lang=fr');
    expect(pageUrl('/sklep', testPageContext('pl', { ...TEST_CONFIG, defaultLanguage: 'en' }))).toBe('https://www.example.pl/sklep?lang=pl');
    expect(pageUrl('/blog?page=2', testPageContext('en'))).toBe('https://www.example.pl/blog?page=2&lang=en');
  });
});

describe('pageBreadcrumbs', () => {
  it('numbers the steps from 1 with absolute URLs, Home first, the page last at its address in its language', () => {
    expect(pageBreadcrumbs(testPageContext('en'), '/sklep/produkt/1', [{ name: 'Shop', path: '/sklep' }, { name: 'Szampon "Rynek"' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.example.pl/home' },
        { '@type': 'ListItem', position: 2, name: 'Shop', item: 'https://www.example.pl/sklep' },
        { '@type': 'ListItem', position: 3, name: 'Szampon "Rynek"', item: 'https://www.example.pl/sklep/produkt/1?lang=en' },
      ],
    });
  });

  it('names Home in each language', () => {
    const home = (language: 'pl' | 'en' | 'fr') => (pageBreadcrumbs(testPageContext(language), '/o-nas', [{ name: 'O nas' }]) as unknown as { itemListElement: { name: string }[] }).itemListElement[0]?.name;
    expect([home('pl'), home('en'), home('fr')]).toEqual(['Strona główna', 'Home', 'Accueil']);
  });
});
