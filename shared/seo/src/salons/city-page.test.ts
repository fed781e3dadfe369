import { cityFacts, cityPageHead, type CityPageInput } from './city-page.ts';
import { allSalons, krakowDetails } from './test-fixtures.ts';
import { NASTY_NAME, testPageContext } from '../test-support.ts';

const input = (overrides: Partial<CityPageInput> = {}): CityPageInput => ({ ...testPageContext('pl'), city: krakowDetails(), salons: allSalons(), ...overrides });

describe('cityPageHead', () => {
  it('gives the heading as title, the count in the description, the first salon picture and the breadcrumbs', () => {
    expect(cityPageHead(input())).toEqual({
      title: 'Salony fryzjerskie w Krakowie',
      description: '2 salony fryzjerskie w Krakowie: adresy, oceny klientów w Google i rezerwacja wizyty online.',
      image: { url: '/api/images/salons/M202-1/5_3.webp?w=1280', width: 1280, height: 768, alt: 'Zdjęcie salonu Kraków Floriańska', type: 'image/webp' },
      openGraphType: 'website',
      structuredData: [
        {
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: [
            { '@type': 'ListItem', position: 1, name: 'Strona główna', item: 'https://www.example.pl/home' },
            { '@type': 'ListItem', position: 2, name: 'Salony', item: 'https://www.example.pl/salony' },
            { '@type': 'ListItem', position: 3, name: 'Kraków', item: 'https://www.example.pl/salony/krakow' },
          ],
        },
      ],
    });
  });

  it('speaks English on the English page, one salon in the singular', () => {
    const head = cityPageHead(input({ ...testPageContext('en'), city: krakowDetails({ inCity: 'in Kraków', salonCount: 1 }) }));
    expect(head.title).toBe('Hair salons in Kraków');
    expect(head.description).toBe('1 hair salon in Kraków: address, Google ratings from our customers and online booking.');
    expect((head.structuredData?.[0] as unknown as { itemListElement: { item: string }[] }).itemListElement[2]?.item).toBe('https://www.example.pl/salony/krakow?lang=en');
  });

  it('has no picture while the salons are unknown or none has one', () => {
    expect(cityPageHead(input({ salons: undefined })).image).toBeUndefined();
    expect(cityPageHead(input({ salons: allSalons().map((salon) => ({ ...salon, images: [] })) })).image).toBeUndefined();
  });
});

describe('cityFacts', () => {
  it('gives the heading, the lead, the city’s salons as links with their addresses, then the titled paragraphs', () => {
    expect(cityFacts(input()).value).toBe(
      [
        '<h1>Salony fryzjerskie w Krakowie</h1>',
        '<p>Trzy salony w Krakowie.</p><p>Blisko Rynku.</p>',
        '<h2>Nasze salony w Krakowie</h2><ul>',
        '<li><a href="/salony/M202">Kraków Floriańska</a>, ul. Floriańska 12, 31-019 Kraków</li>',
        '<li><a href="/salony/M201">Kraków Zabłocie</a>, ul. Zabłocie 23, 30-701 Kraków</li>',
        '</ul>',
        '<h2>Dojazd</h2><p>Tramwajem.</p>',
      ].join(''),
    );
  });

  it('leaves out the list while the salons are unknown', () => {
    expect(cityFacts(input({ salons: undefined })).value).not.toContain('<ul>');
  });

  it('writes the API’s text as text: names, lead and paragraphs', () => {
    const salons = allSalons().map((salon) => ({ ...salon, name: NASTY_NAME }));
    const city = krakowDetails({ inCity: NASTY_NAME, seo: { mainContent: NASTY_NAME, paragraphs: [{ title: NASTY_NAME, content: NASTY_NAME }] } });
    const facts = cityFacts(input({ city, salons })).value;
    expect(facts).not.toMatch(/<script|<\/script|<b>|"Ola"|'Ala'/);
    expect(facts).toContain('<a href="/salony/M202">&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Ola&quot; &amp; &#39;Ala&#39; &lt;b&gt;</a>');
  });
});
