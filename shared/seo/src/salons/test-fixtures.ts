import type { Area, CityDetails, OpeningHoursEntry, SalonDetails, SalonImage, SalonPrices } from '@salon/contracts/catalog-api';
import { testSalon } from '@salon/contracts/testing';

/*
 * The salon pages' data for the builders' tests and the gateway's (deploy/src/seo/pages/
 * salons.test.ts), shaped exactly as the contract.
 */

export const salonImage = (salonId: string, n: number): SalonImage => ({
  '5_3': `/api/images/salons/${salonId}-${n}/5_3.webp`,
  '9_11': `/api/images/salons/${salonId}-${n}/9_11.webp`,
  '17_6': `/api/images/salons/${salonId}-${n}/17_6.webp`,
  mini: `/api/images/salons/${salonId}-${n}/mini.webp`,
});

/** Warszawa Puławska (M101) with two pictures, a Google rating and its copy. */
export const salonDetails = (overrides: Partial<SalonDetails> = {}): SalonDetails => ({
  ...testSalon({
    images: [1, 2].map((n) => salonImage('M101', n)),
    description: 'Salon przy Puławskiej.',
    google: { placeId: 'ChIJ1', rating: 4.6, reviewsCount: 312, reviewsPerScore: [5, 7, 20, 80, 200] },
  }),
  seo: { mainContent: 'Puławska 12 to salon sieci na Mokotowie.', paragraphs: [{ title: 'Dojazd', content: 'Metro Racławicka.\n\nTramwaje 4, 10 i 18.' }] },
  ...overrides,
});

export const salonPrices = (): SalonPrices => ({
  items: [
    {
      name: 'Manicure klasyczny',
      sex: ['F'],
      price: 80,
      originalPrice: null,
      serviceCategory: 'COSMETICS',
      priceJson: { value: 80, currency: 'PLN' },
      serviceId: '1101',
      shortDescription: null,
      longDescription: null,
    },
    {
      name: 'Strzyżenie damskie',
      sex: ['F'],
      price: 110,
      originalPrice: 130,
      serviceCategory: 'HAIRDRESSING',
      priceJson: { value: 110, currency: 'PLN' },
      serviceId: '1001',
      shortDescription: null,
      longDescription: null,
    },
  ],
  notes: ['Ceny usług na włosach długich mogą być wyższe.', 'Druga uwaga.'],
  description: null,
});

/** Saturday 28 and Sunday 29 November 2026 (closed). */
export const openingHours = (): OpeningHoursEntry[] => [
  { date: '2026-11-28', open: true, from: '09:00', to: '16:00' },
  { date: '2026-11-29', open: false, from: null, to: null },
];

const area = (code: string, name: string, overrides: Partial<Area> = {}): Area => ({
  code,
  name,
  order: null,
  virtual: false,
  coordinates: { latitude: 50, longitude: 20 },
  department: { code: 'MAL', name: 'Małopolskie' },
  salonCount: 1,
  ...overrides,
});

/** The cities of GET /api/cities: Warszawa and Kraków with salons, Gdańsk without, the virtual area. */
export const cityAreas = (): Area[] => [
  area('warszawa', 'Warszawa', { order: 1, salonCount: 2 }),
  area('krakow', 'Kraków', { order: 2, salonCount: 2 }),
  area('gdansk', 'Gdańsk', { salonCount: 0 }),
  area('uslugi-mobilne', 'Usługi mobilne', { virtual: true, salonCount: 1 }),
];

/** Kraków's page (GET /api/cities/krakow) in Polish. */
export const krakowDetails = (overrides: Partial<CityDetails> = {}): CityDetails => ({
  ...area('krakow', 'Kraków', { order: 2, salonCount: 2 }),
  inCity: 'w Krakowie',
  seo: { mainContent: 'Trzy salony w Krakowie.\n\nBlisko Rynku.', paragraphs: [{ title: 'Dojazd', content: 'Tramwajem.' }] },
  ...overrides,
});

/** GET /api/salons: two salons in Kraków (the suggested one listed first), one in Warszawa, a mobile team. */
export const allSalons = () => [
  testSalon({ id: 'M201', name: 'Kraków Zabłocie', location: { ...testSalon().location!, city: 'Kraków', cityCode: 'krakow', postcode: '30-701', address: ['ul. Zabłocie 23'] } }),
  testSalon({
    id: 'M202',
    name: 'Kraków Floriańska',
    suggestedSalon: true,
    images: [salonImage('M202', 1)],
    location: { ...testSalon().location!, city: 'Kraków', cityCode: 'krakow', postcode: '31-019', address: ['ul. Floriańska 12'] },
  }),
  testSalon(),
  testSalon({ id: 'M900', name: 'Mobilni', virtual: true, location: null, coordinates: null }),
];
