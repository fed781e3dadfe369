import { cityOffersFacts, cityOffersPageHead, listedOffers, offersCity, offersFacts, offersPageHead } from './job-offers-page.ts';
import { KRAKOW_BEAUTY, KRAKOW_HAIR, OFFERS, WARSZAWA_DISABLED, testOffer, testRecruitmentSalon } from './test-fixtures.ts';
import { NASTY_NAME, breadcrumbSteps, testPageContext } from '../test-support.ts';


describe('the offers’ cities', () => {
  it('list the enabled offers, of a city or all, and name a city by its offers’ salons', () => {
    expect(listedOffers(OFFERS)).toHaveLength(5);
    expect(listedOffers(OFFERS)).not.toContain(WARSZAWA_DISABLED);
    expect(listedOffers(OFFERS, 'krakow')).toEqual([KRAKOW_HAIR, KRAKOW_BEAUTY]);
    expect(offersCity(OFFERS, 'lodz')).toEqual({ slug: 'lodz', name: 'Łódź' });
    expect(offersCity(OFFERS, 'warszawa')).toBeUndefined();
    expect(offersCity(OFFERS, 'poznan')).toBeUndefined();
  });
});

describe('offersPageHead and cityOffersPageHead', () => {
  it('title and describe the offers, and a city’s by its name', () => {
    expect(offersPageHead(testPageContext())).toMatchObject({ title: 'Praca w salonach fryzjerskich i kosmetycznych', description: expect.stringMatching(/^Oferty pracy w salonach sieci/) });
    expect(offersPageHead(testPageContext('en')).title).toBe('Jobs in our hair and beauty salons');
    expect(cityOffersPageHead({ ...testPageContext(), city: { slug: 'lodz', name: 'Łódź' } })).toMatchObject({
      title: 'Praca: Łódź',
      description: 'Oferty pracy w naszych salonach w mieście Łódź. Aplikuj online z CV w PDF.',
    });
    expect(cityOffersPageHead({ ...testPageContext('fr'), city: { slug: 'lodz', name: 'Łódź' } }).title).toBe('Emplois\u00a0: Łódź');
  });

  it('give their breadcrumbs Home › Work with us (› City)', () => {
    expect(breadcrumbSteps(offersPageHead(testPageContext()))).toEqual([
      'Strona główna https://www.example.pl/home',
      'Pracuj z nami https://www.example.pl/pracuj-z-nami',
    ]);
    expect(breadcrumbSteps(cityOffersPageHead({ ...testPageContext('en'), city: { slug: 'lodz', name: 'Łódź' } }))).toEqual([
      'Home https://www.example.pl/home',
      'Work with us https://www.example.pl/pracuj-z-nami',
      'Łódź https://www.example.pl/pracuj-z-nami/lodz?lang=en',
    ]);
  });
});

describe('offersFacts and cityOffersFacts', () => {
  it('list each open offer: the position linking to it, the salon and the city', () => {
    expect(cityOffersFacts({ ...testPageContext(), offers: OFFERS, city: { slug: 'krakow', name: 'Kraków' } }).value).toBe(
      '<h1>Kraków</h1><ul>' +
        '<li><a href="/pracuj-z-nami/aaaaaaaaaaaaaaaaaaaaaa01">Fryzjer / Fryzjerka</a>, Rynek, Kraków</li>' +
        '<li><a href="/pracuj-z-nami/aaaaaaaaaaaaaaaaaaaaaa02">Kosmetyczka</a>, Kazimierz, Kraków</li>' +
        '</ul>',
    );
    const all = offersFacts({ ...testPageContext('en'), offers: OFFERS }).value;
    expect(all).toMatch(/^<h1>Work with us<\/h1><ul>/);
    expect(all.match(/<li>/g)).toHaveLength(5);
    expect(all).not.toContain('Manager salonu');
  });

  it('say so when there is no offer', () => {
    expect(offersFacts({ ...testPageContext(), offers: [WARSZAWA_DISABLED] }).value).toBe('<h1>Pracuj z nami</h1><p>Nie ma teraz ofert pracy.</p>');
  });

  it('escape every value', () => {
    const offer = testOffer('bbbbbbbbbbbbbbbbbbbbbbbb', NASTY_NAME, testRecruitmentSalon('M9', NASTY_NAME, NASTY_NAME, 'x', 'ul. X'));
    const facts = cityOffersFacts({ ...testPageContext(), offers: [offer], city: { slug: 'x', name: NASTY_NAME } }).value;
    expect(facts).not.toMatch(/<script>|<b>/);
    expect(facts).toContain('<h1>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Ola&quot; &amp; &#39;Ala&#39; &lt;b&gt;</h1>');
  });
});
