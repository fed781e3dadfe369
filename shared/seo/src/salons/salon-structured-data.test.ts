import type { SalonDetails } from '@salon/contracts/catalog-api';
import { testSalon } from '@salon/contracts/testing';
import { salonBusinessType, salonStructuredData } from './salon-structured-data.ts';
import { salonImage } from './test-fixtures.ts';

const image = (n: number) => salonImage('M101', n);

const salon = (overrides: Partial<SalonDetails> = {}): SalonDetails => ({ ...testSalon(), seo: null, ...overrides });

describe('salonBusinessType', () => {
  it.each([
    [null, 'HairSalon'],
    [[], 'HairSalon'],
    [['HAIRDRESSING', 'COSMETICS'], 'HairSalon'],
    [['BARBER'], 'HairSalon'],
    [['COSMETICS'], 'BeautySalon'],
  ] as const)('%j → %s', (categories, type) => {
    expect(salonBusinessType(categories)).toBe(type);
  });
});

describe('salonStructuredData', () => {
  it('describes the salon with absolute URLs, its postal address in PL and its coordinates', () => {
    const data = salonStructuredData({
      salon: salon({ images: [1, 2, 3, 4, 5, 6].map(image), google: { placeId: 'ChIJ1', rating: 4.6, reviewsCount: 120, reviewsPerScore: [1, 2, 5, 20, 92] } }),
      origin: 'https://salon.example',
      categories: ['HAIRDRESSING'],
    });
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'HairSalon',
      '@id': 'https://salon.example/salony/M101',
      name: 'Warszawa Puławska',
      url: 'https://salon.example/salony/M101',
      image: [1, 2, 3, 4, 5].map((n) => `https://salon.example/api/images/salons/M101-${n}/5_3.webp`),
      telephone: '+48 22 100 10 10',
      address: { '@type': 'PostalAddress', streetAddress: 'ul. Puławska 12', postalCode: '02-566', addressLocality: 'Warszawa', addressCountry: 'PL' },
      geo: { '@type': 'GeoCoordinates', latitude: 52.2103, longitude: 21.0187 },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.6, reviewCount: 120, bestRating: 5, worstRating: 1 },
    });
  });

  it('is a BeautySalon when the price list offers no hair service', () => {
    expect(salonStructuredData({ salon: salon(), origin: 'https://salon.example', categories: ['COSMETICS'] })['@type']).toBe('BeautySalon');
  });

  it('leaves out what a virtual salon does not have, and the rating without Google data', () => {
    const data = salonStructuredData({
      salon: salon({ id: 'M900', virtual: true, location: null, coordinates: null, google: null }),
      origin: 'https://salon.example',
      categories: null,
    });
    expect(data).not.toHaveProperty('address');
    expect(data).not.toHaveProperty('geo');
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).not.toHaveProperty('image');
  });

  it('gives the shown days as dated opening hours; a closed day is 00:00 to 00:00', () => {
    const data = salonStructuredData({
      salon: salon(),
      origin: 'https://salon.example',
      categories: null,
      hours: [
        { date: '2026-11-28', open: true, from: '09:00', to: '16:00' },
        { date: '2026-11-29', open: false, from: null, to: null },
      ],
    });
    expect(data.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Saturday', opens: '09:00', closes: '16:00', validFrom: '2026-11-28', validThrough: '2026-11-28' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Sunday', opens: '00:00', closes: '00:00', validFrom: '2026-11-29', validThrough: '2026-11-29' },
    ]);
  });
});
