import { languageAlternates, languageVersionPath, openGraphLocale } from './site-paths.ts';

describe('language versions of a page', () => {
  it('adds the key for a language other than the default and takes it off for the default', () => {
    expect(languageVersionPath('/salony/M101', 'en', 'pl')).toBe('/salony/M101?lang=en');
    expect(languageVersionPath('/salony/M101?lang=en', 'pl', 'pl')).toBe('/salony/M101');
    expect(languageVersionPath('/salony/M101?lang=en', 'fr', 'pl')).toBe('/salony/M101?lang=fr');
    expect(languageVersionPath('/blog?page=2', 'en', 'pl')).toBe('/blog?page=2&lang=en');
    expect(languageVersionPath('/blog?lang=fr&page=2', 'pl', 'pl')).toBe('/blog?page=2');
    // A site whose default is English names its Polish version.
    expect(languageVersionPath('/home', 'pl', 'en')).toBe('/home?lang=pl');
  });

  it('lists the three versions and the default as x-default', () => {
    expect(languageAlternates('/salony/krakow?lang=fr', 'pl')).toEqual([
      { hreflang: 'pl', path: '/salony/krakow' },
      { hreflang: 'en', path: '/salony/krakow?lang=en' },
      { hreflang: 'fr', path: '/salony/krakow?lang=fr' },
      { hreflang: 'x-default', path: '/salony/krakow' },
    ]);
  });

  it('names the Open Graph locale', () => {
    expect([openGraphLocale('pl'), openGraphLocale('en'), openGraphLocale('fr')]).toEqual(['pl_PL', 'en_GB', 'fr_FR']);
  });
});
