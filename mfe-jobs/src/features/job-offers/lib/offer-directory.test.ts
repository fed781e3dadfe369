import { GDANSK_BARBER, GDYNIA_RECEPTION, KRAKOW_BEAUTY, KRAKOW_HAIR, LODZ_NAILS, OFFERS } from '../../../lib/test-fixtures.ts';
import { offerAddress } from '../../../lib/offer-address.ts';
import { arrangeOffers, groupOffers, offerCities, offerMatches } from './offer-directory.ts';

const names = (view: ReturnType<typeof arrangeOffers>) => view.sections.map((section) => [section.title, section.offers.map((offer) => offer.name)]);

describe('groupOffers', () => {
  it('groups the enabled offers by city group, else city, in Polish order (Ł after L), with their offers sorted', () => {
    expect(groupOffers(OFFERS).map((section) => [section.title, section.offers.length])).toEqual([
      ['Kraków', 2],
      ['Łódź', 1],
      ['Trójmiasto', 2],
    ]);
    expect(groupOffers(OFFERS)[0]?.offers).toEqual([KRAKOW_BEAUTY, KRAKOW_HAIR]);
    expect(groupOffers(OFFERS)[2]?.offers).toEqual([GDANSK_BARBER, GDYNIA_RECEPTION]);
  });
});

describe('offerCities', () => {
  it('lists each city with enabled offers once, with its count, alphabetically', () => {
    expect(offerCities(OFFERS)).toEqual([
      { slug: 'gdansk', name: 'Gdańsk', count: 1 },
      { slug: 'gdynia', name: 'Gdynia', count: 1 },
      { slug: 'krakow', name: 'Kraków', count: 2 },
      { slug: 'lodz', name: 'Łódź', count: 1 },
    ]);
  });
});

describe('the search', () => {
  it.each([
    ['lodz', LODZ_NAILS],
    ['ŁÓDŹ', LODZ_NAILS],
    ['trojmiasto', GDANSK_BARBER],
    ['swietojanska', GDYNIA_RECEPTION],
    ['  florianska   12 ', KRAKOW_HAIR],
    ['kosmetyczka krakow', KRAKOW_BEAUTY],
  ])('%j finds %s', (query, offer) => {
    expect(offerMatches(offer, query)).toBe(true);
  });

  it('matches city group, city, address and offer name, and nothing else (not the salon name)', () => {
    expect(offerMatches(KRAKOW_HAIR, 'rynek')).toBe(false);
    expect(offerMatches(KRAKOW_HAIR, 'barber')).toBe(false);
  });

  it('arranges a query: found count and only the matching sections; a blank query is not a search', () => {
    const view = arrangeOffers(OFFERS, 'Łodz');
    expect(view).toMatchObject({ searching: true, found: 1 });
    expect(names(view)).toEqual([['Łódź', ['Stylistka paznokci']]]);
    expect(arrangeOffers(OFFERS, '   ')).toMatchObject({ searching: false, found: 5 });
  });

  it('keeps a city page to its city', () => {
    expect(names(arrangeOffers(OFFERS, '', 'gdynia'))).toEqual([['Trójmiasto', ['Recepcjonistka']]]);
    expect(arrangeOffers(OFFERS, 'barber', 'gdynia').found).toBe(0);
  });
});

describe('offerAddress', () => {
  it('is the first street line, postcode and city', () => {
    expect(offerAddress(KRAKOW_HAIR)).toBe('ul. Floriańska 12, 30-001 Kraków');
  });
});
