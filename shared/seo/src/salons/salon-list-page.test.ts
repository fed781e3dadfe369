import { salonListFacts, salonListPageHead } from './salon-list-page.ts';
import { cityAreas } from './test-fixtures.ts';
import { NASTY_NAME, testPageContext } from '../test-support.ts';

describe('salonListPageHead', () => {
  it('gives the title, description and the breadcrumbs Home › Salons', () => {
    expect(salonListPageHead(testPageContext('pl'))).toEqual({
      title: 'Salony fryzjerskie w całej Polsce',
      description: 'Znajdź salon fryzjerski lub barbera w swoim mieście: adresy, oceny klientów w Google i rezerwacja wizyty online.',
      openGraphType: 'website',
      structuredData: [
        {
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: [
            { '@type': 'ListItem', position: 1, name: 'Strona główna', item: 'https://www.example.pl/home' },
            { '@type': 'ListItem', position: 2, name: 'Salony', item: 'https://www.example.pl/salony' },
          ],
        },
      ],
    });
  });

  it('names the English page by its own address', () => {
    const head = salonListPageHead(testPageContext('en'));
    expect(head.title).toBe('Hair salons across Poland');
    expect(head.structuredData?.[0]).toMatchObject({ itemListElement: [{ name: 'Home' }, { name: 'Salons', item: 'https://www.example.pl/salony?lang=en' }] });
  });
});

describe('salonListFacts', () => {
  it('gives the heading, the description and each city with salons as a link, in the API’s order', () => {
    expect(salonListFacts({ ...testPageContext('pl'), cities: cityAreas() }).value).toBe(
      '<h1>Salony</h1><p>Znajdź salon fryzjerski lub barbera w swoim mieście: adresy, oceny klientów w Google i rezerwacja wizyty online.</p>' +
        '<h2>Miasta</h2><ul><li><a href="/salony/warszawa">Warszawa</a></li><li><a href="/salony/krakow">Kraków</a></li></ul>',
    );
  });

  it('leaves the cities out while they are unknown, and writes their names as text', () => {
    expect(salonListFacts(testPageContext('fr')).value).toBe(
      '<h1>Salons</h1><p>Trouvez un salon de coiffure ou un barbier dans votre ville\u00a0: adresses, notes Google de nos clients et réservation en ligne.</p>',
    );
    const cities = cityAreas().map((city) => ({ ...city, name: NASTY_NAME }));
    expect(salonListFacts({ ...testPageContext('pl'), cities }).value).not.toMatch(/<script|<b>|"Ola"/);
  });
});
