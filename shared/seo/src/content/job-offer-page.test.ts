import { jobPostingData, offerFacts, offerPageHead, type OfferPageInput } from './job-offer-page.ts';
import { GDYNIA_RECEPTION, KRAKOW_BEAUTY, KRAKOW_HAIR, testOffer, testRecruitmentSalon } from './test-fixtures.ts';
import { NASTY_NAME, breadcrumbSteps, testPageContext } from '../test-support.ts';

/** Stands for the side's allow-list: drops scripts, and shows what went through it. */
const sanitize = (markup: string) => `[clean]${markup.replace(/<script>.*?<\/script>/g, '')}[/clean]`;
const input = (overrides: Partial<OfferPageInput> = {}): OfferPageInput => ({ ...testPageContext(), offer: KRAKOW_BEAUTY, sanitize, ...overrides });

describe('jobPostingData', () => {
  it('describes the offer for Google’s job search: title, cleaned HTML, the brand hiring, the salon with address and geo', () => {
    expect(jobPostingData(input())).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      datePosted: '2026-11-20T09:00:00.000Z',
      title: 'Kosmetyczka',
      description: '[clean]<p>Szukamy osoby na stanowisko <strong>Kosmetyczka</strong>.</p>[/clean]',
      url: 'https://www.example.pl/pracuj-z-nami/aaaaaaaaaaaaaaaaaaaaaa02',
      hiringOrganization: { '@type': 'Organization', name: 'Kosmyk', url: 'https://www.example.pl/', logo: 'https://www.example.pl/logo.png' },
      directApply: true,
      jobLocation: {
        '@type': 'Place',
        name: 'Kazimierz',
        address: { '@type': 'PostalAddress', streetAddress: 'ul. Józefa 5', postalCode: '30-001', addressLocality: 'Kraków', addressRegion: 'małopolskie', addressCountry: 'PL' },
        geo: { '@type': 'GeoCoordinates', latitude: 50.06, longitude: 19.94 },
      },
    });
  });

  it('gives the date it was put up, and no direct application where the chain recruits elsewhere', () => {
    expect(jobPostingData(input({ offer: { ...GDYNIA_RECEPTION, publishedAt: '2026-11-02T08:30:00.000Z' } }))).toHaveProperty('datePosted', '2026-11-02T08:30:00.000Z');
    expect(jobPostingData(input({ offer: GDYNIA_RECEPTION }))).toHaveProperty('directApply', false);
  });

  it('leaves out what the salon does not have: street, region, coordinates', () => {
    const salon = testRecruitmentSalon('M9', 'Bez adresu', 'Kraków', 'krakow', '');
    const offer = testOffer('bbbbbbbbbbbbbbbbbbbbbbbb', 'Barber', { ...salon, location: { ...salon.location, address: [], department: null, coordinates: null } });
    const place = jobPostingData(input({ offer })).jobLocation;
    expect(place).toEqual({ '@type': 'Place', name: 'Bez adresu', address: { '@type': 'PostalAddress', postalCode: '30-001', addressLocality: 'Kraków', addressCountry: 'PL' } });
  });
});

describe('offerPageHead', () => {
  it('titles the page with the position and the city, describes it with the description’s text, shows the salon', () => {
    const head = offerPageHead(input({ offer: KRAKOW_HAIR }));
    expect(head).toMatchObject({ title: 'Fryzjer / Fryzjerka – praca w mieście Kraków', description: 'Co oferujemy Umowa o pracę Szkolenia zły linkO nas', openGraphType: 'website' });
    expect(head.image).toEqual({ url: '/api/images/salons/M101-a/5_3.webp?w=1280', width: 1280, height: 768, alt: 'Salon Rynek w mieście Kraków', type: 'image/webp' });
    expect(offerPageHead(input({ ...testPageContext('en'), offer: KRAKOW_HAIR })).title).toBe('Fryzjer / Fryzjerka – job in Kraków');
    expect(offerPageHead(input({ offer: { ...KRAKOW_BEAUTY, salon: { ...KRAKOW_BEAUTY.salon, images: [] } } }))).not.toHaveProperty('image');
  });

  it('cuts a long description at a word', () => {
    const description = offerPageHead(input({ offer: { ...KRAKOW_BEAUTY, description: `<p>${'praca '.repeat(50)}</p>` } })).description ?? '';
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/praca…$/);
  });

  it('gives the JobPosting and the breadcrumbs Home › Work with us › City › Offer', () => {
    const head = offerPageHead(input({ ...testPageContext('en') }));
    expect(head.structuredData?.[0]).toMatchObject({ '@type': 'JobPosting', title: 'Kosmetyczka' });
    expect(breadcrumbSteps(head)).toEqual([
      'Home https://www.example.pl/home',
      'Work with us https://www.example.pl/pracuj-z-nami',
      'Kraków https://www.example.pl/pracuj-z-nami/krakow',
      'Kosmetyczka https://www.example.pl/pracuj-z-nami/aaaaaaaaaaaaaaaaaaaaaa02?lang=en',
    ]);
  });
});

describe('offerFacts', () => {
  it('gives the position, the place and the description through the allow-list', () => {
    expect(offerFacts(input({ offer: KRAKOW_HAIR })).value).toBe(
      '<h1>Fryzjer / Fryzjerka</h1><dl><dt>Salon</dt><dd>Rynek</dd><dt>Adres</dt><dd>ul. Floriańska 12, 30-001 Kraków</dd>' +
        '<dt>Miasto</dt><dd><a href="/pracuj-z-nami/krakow">Kraków</a></dd></dl><h2>Opis oferty</h2>' +
        '[clean]<h2>Co oferujemy</h2><p>Umowa o pracę</p><p onclick="alert(1)">Szkolenia</p><a href="javascript:alert(1)">zły link</a><a href="https://example.com/o-nas">O nas</a>[/clean]',
    );
    expect(offerFacts(input({ ...testPageContext('fr') })).value).toMatch(/^<h1>Kosmetyczka<\/h1><dl><dt>Salon<\/dt><dd>Kazimierz<\/dd><dt>Adresse<\/dt>.*<h2>Description de l’offre<\/h2>/);
  });

  it('escapes every value it writes itself', () => {
    const salon = testRecruitmentSalon('M9', NASTY_NAME, NASTY_NAME, '"><b>', NASTY_NAME);
    const facts = offerFacts(input({ offer: testOffer('bbbbbbbbbbbbbbbbbbbbbbbb', NASTY_NAME, salon, { description: '' }) })).value;
    expect(facts).not.toMatch(/<script>|<b>|"></);
    expect(facts).toContain('<h1>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Ola&quot; &amp; &#39;Ala&#39; &lt;b&gt;</h1>');
    expect(facts).toContain('<a href="/pracuj-z-nami/%22%3E%3Cb%3E">');
  });
});
