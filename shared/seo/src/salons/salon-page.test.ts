import { salonPageHead, salonFacts, type SalonPageInput } from './salon-page.ts';
import { openingHours, salonDetails, salonPrices } from './test-fixtures.ts';
import { NASTY_NAME, testPageContext } from '../test-support.ts';

const input = (overrides: Partial<SalonPageInput> = {}): SalonPageInput => ({
  ...testPageContext('pl'),
  salon: salonDetails(),
  prices: salonPrices(),
  hours: openingHours(),
  ...overrides,
});

describe('salonPageHead', () => {
  it('gives the title with the city, the description, the 1280×768 picture and the website type', () => {
    const head = salonPageHead(input());
    expect(head.title).toBe('Warszawa Puławska – Warszawa');
    expect(head.description).toBe(
      'Warszawa Puławska: ul. Puławska 12, 02-566 Warszawa. W ofercie: fryzjerstwo i kosmetyka. Ocena Google 4,6/5 (312 opinii). Sprawdź cennik i godziny otwarcia, zarezerwuj wizytę online.',
    );
    expect(head.image).toEqual({ url: '/api/images/salons/M101-1/5_3.webp?w=1280', width: 1280, height: 768, alt: 'Zdjęcie salonu Warszawa Puławska', type: 'image/webp' });
    expect(head.openGraphType).toBe('website');
  });

  it('speaks the page’s language: copy, list and numbers', () => {
    const head = salonPageHead(input(testPageContext('en')));
    expect(head.description).toBe(
      'Warszawa Puławska: ul. Puławska 12, 02-566 Warszawa. Services: hairdressing and beauty treatments. Google rating 4.6/5 (312 reviews). See the price list and opening hours, and book online.',
    );
    expect(head.image?.alt).toBe('Photo of the Warszawa Puławska salon');
  });

  it('describes the salon and its breadcrumbs Home › Salons › City › Salon in JSON-LD', () => {
    const [business, breadcrumbs] = salonPageHead(input({ ...testPageContext('en') })).structuredData ?? [];
    expect(business).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'HairSalon',
      name: 'Warszawa Puławska',
      telephone: '+48 22 100 10 10',
      address: { '@type': 'PostalAddress', addressCountry: 'PL', addressLocality: 'Warszawa' },
      geo: { '@type': 'GeoCoordinates', latitude: 52.2103, longitude: 21.0187 },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.6, reviewCount: 312 },
      openingHoursSpecification: [
        expect.objectContaining({ dayOfWeek: 'https://schema.org/Saturday', opens: '09:00', closes: '16:00' }),
        expect.objectContaining({ dayOfWeek: 'https://schema.org/Sunday', opens: '00:00', closes: '00:00' }),
      ],
    });
    expect(breadcrumbs).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.example.pl/home' },
        { '@type': 'ListItem', position: 2, name: 'Salons', item: 'https://www.example.pl/salony' },
        { '@type': 'ListItem', position: 3, name: 'Warszawa', item: 'https://www.example.pl/salony/warszawa' },
        { '@type': 'ListItem', position: 4, name: 'Warszawa Puławska', item: 'https://www.example.pl/salony/M101?lang=en' },
      ],
    });
  });

  it('without a price list, hours or pictures: no categories, no hours, no picture', () => {
    const head = salonPageHead(input({ prices: undefined, hours: undefined, salon: salonDetails({ images: [] }) }));
    expect(head.description).not.toMatch(/W ofercie/);
    expect(head.image).toBeUndefined();
    expect(head.structuredData?.[0]).not.toHaveProperty('openingHoursSpecification');
  });

  it('names a virtual salon alone, with no city crumb', () => {
    const salon = salonDetails({ id: 'M900', name: 'Mobilni', virtual: true, location: null, coordinates: null });
    const head = salonPageHead(input({ salon }));
    expect(head.title).toBe('Mobilni');
    expect(head.description).toMatch(/^Mobilni: usługi z dojazdem do klienta\./);
    const names = (head.structuredData?.[1] as unknown as { itemListElement: { name: string }[] }).itemListElement.map((item) => item.name);
    expect(names).toEqual(['Strona główna', 'Salony', 'Mobilni']);
  });
});

describe('salonFacts', () => {
  it('gives the name, address, phone link, rating, hours, prices by category, the way to book and the copy', () => {
    expect(salonFacts(input()).value).toBe(
      [
        '<h1>Warszawa Puławska</h1>',
        '<p>Salon przy Puławskiej.</p>',
        '<dl><dt>Adres</dt><dd>ul. Puławska 12, 02-566 Warszawa</dd>',
        '<dt>Telefon</dt><dd><a href="tel:+48221001010">+48 22 100 10 10</a></dd>',
        '<dt>Ocena Google</dt><dd>4,6/5 (312 opinii)</dd></dl>',
        '<h2>Godziny otwarcia</h2><table><tbody>',
        '<tr><th scope="row">sobota, 28 listopada</th><td>09:00–16:00</td></tr>',
        '<tr><th scope="row">niedziela, 29 listopada</th><td>nieczynne</td></tr>',
        '</tbody></table>',
        '<h2>Cennik</h2>',
        '<h3>Fryzjerstwo</h3><table><tbody><tr><th scope="row">Strzyżenie damskie</th><td><s>130,00\u00a0zł</s> 110,00\u00a0zł</td></tr></tbody></table>',
        '<h3>Kosmetyka</h3><table><tbody><tr><th scope="row">Manicure klasyczny</th><td>80,00\u00a0zł</td></tr></tbody></table>',
        '<p>Ceny usług na włosach długich mogą być wyższe.</p>',
        '<p><a href="/rezerwacja/miasto">Zarezerwuj wizytę online</a></p>',
        '<p>Puławska 12 to salon sieci na Mokotowie.</p>',
        '<h2>Dojazd</h2><p>Metro Racławicka.</p><p>Tramwaje 4, 10 i 18.</p>',
      ].join(''),
    );
  });

  it('writes prices and dates in the page’s language', () => {
    const facts = salonFacts(input(testPageContext('en'))).value;
    expect(facts).toContain('<th scope="row">Saturday 28 November</th><td>09:00–16:00</td>');
    expect(facts).toContain('<td><s>PLN\u00a0130.00</s> PLN\u00a0110.00</td>');
    expect(facts).toContain('<h3>Hairdressing</h3>');
    expect(facts).toContain('<a href="/rezerwacja/miasto">Book a visit online</a>');
  });

  it('says what a closed salon without online bookings, hours or prices has', () => {
    const salon = salonDetails({ open: false, acceptsReservations: false, google: null, description: null, seo: null });
    const facts = salonFacts(input({ salon, prices: undefined, hours: undefined })).value;
    expect(facts).toContain('<p>Salon jest tymczasowo zamknięty.</p>');
    expect(facts).toContain('<p>Ten salon nie przyjmuje rezerwacji online. Zadzwoń, aby umówić wizytę.</p>');
    expect(facts).not.toMatch(/Ocena|Godziny|Cennik|rezerwacja\/miasto/);
  });

  it('writes every value of the API as text, never as markup', () => {
    const salon = salonDetails({ name: NASTY_NAME, description: NASTY_NAME, seo: { mainContent: NASTY_NAME, paragraphs: [{ title: NASTY_NAME, content: NASTY_NAME }] } });
    const prices = { ...salonPrices(), notes: [NASTY_NAME], items: salonPrices().items.map((item) => ({ ...item, name: NASTY_NAME })) };
    const facts = salonFacts(input({ salon, prices })).value;
    expect(facts).not.toMatch(/<script|<\/script|<b>|"Ola"|'Ala'/);
    expect(facts).toContain('<h1>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Ola&quot; &amp; &#39;Ala&#39; &lt;b&gt;</h1>');
  });

  it('keeps the name as it is in the head (the gateway escapes it where it writes it)', () => {
    const head = salonPageHead(input({ salon: salonDetails({ name: NASTY_NAME }) }));
    expect(head.title).toBe(`${NASTY_NAME} – Warszawa`);
    expect(head.structuredData?.[0]).toMatchObject({ name: NASTY_NAME });
  });
});
