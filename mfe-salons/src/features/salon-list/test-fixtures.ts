import type { ApiQueryArgs } from '@salon/platform';
import type { Area, CityDetails, Salon } from '@salon/contracts/catalog-api';
import { testSalon } from '@salon/contracts/testing';

/*
 * For the salon list's tests only: a small chain of the seed's kind (suggested cities
 * Warszawa, Kraków, Wrocław, Gdańsk; Trójmiasto as a city group; two mobile teams) and
 * the API answering it, as the screens' tests mock the base query.
 */

const salon = (id: string, name: string, city: string, cityCode: string, street: string, patch: Partial<Salon> = {}): Salon =>
  testSalon({
    id,
    name,
    location: { department: { code: 'X', name: 'X' }, city, cityCode, cityGroup: null, postcode: '00-001', address: [street] },
    coordinates: { latitude: 52, longitude: 19 },
    google: { placeId: `place-${id}`, rating: 4.72, reviewsCount: 212, reviewsPerScore: [2, 3, 10, 30, 167] },
    ...patch,
  });
const trojmiasto = (s: Salon): Salon => ({ ...s, location: s.location && { ...s.location, cityGroup: 'Trójmiasto' } });

export const PULAWSKA = salon('M101', 'Warszawa Puławska', 'Warszawa', 'warszawa', 'ul. Puławska 12', { suggestedSalon: true });
export const ARKADIA = salon('M103', 'Warszawa Arkadia', 'Warszawa', 'warszawa', 'al. Jana Pawła II 82');
export const FLORIANSKA = salon('M190', 'Kraków Floriańska', 'Kraków', 'krakow', 'ul. Floriańska 30', { open: false });
export const KARMELICKA = salon('M191', 'Kraków Karmelicka', 'Kraków', 'krakow', 'ul. Karmelicka 45', { acceptsReservations: false });
export const GALERIA = salon('M201', 'Kraków Galeria Krakowska', 'Kraków', 'krakow', 'ul. Pawia 5', { suggestedSalon: true });
export const SWIDNICKA = salon('M301', 'Wrocław Świdnicka', 'Wrocław', 'wroclaw', 'ul. Świdnicka 28', { suggestedSalon: true });
export const DLUGA = trojmiasto(salon('M501', 'Gdańsk Długa', 'Gdańsk', 'gdansk', 'ul. Długa 45'));
export const RIVIERA = trojmiasto(salon('M511', 'Gdynia Riviera', 'Gdynia', 'gdynia', 'ul. Kazimierza Górskiego 2'));
export const MANUFAKTURA = salon('M601', 'Łódź Manufaktura', 'Łódź', 'lodz', 'ul. Karskiego 5');
export const LUBLIN = salon('M702', 'Lublin Plaza', 'Lublin', 'lublin', 'ul. Lipowa 13');
export const BIALYSTOK = salon('M710', 'Białystok Lipowa', 'Białystok', 'bialystok', 'ul. Lipowa 14');
export const MOBILE_WEDDING = testSalon({ id: 'M900', name: 'Ślub i uroda z dojazdem', virtual: true, location: null, coordinates: null });
export const MOBILE_BARBER = testSalon({ id: 'M901', name: 'Fryzjer i barber z dojazdem', virtual: true, location: null, coordinates: null });

/** GET /api/salons: by city and name, as the API sends them. */
export const SALONS: Salon[] = [
  BIALYSTOK,
  DLUGA,
  RIVIERA,
  FLORIANSKA,
  GALERIA,
  KARMELICKA,
  LUBLIN,
  MANUFAKTURA,
  MOBILE_BARBER,
  MOBILE_WEDDING,
  ARKADIA,
  PULAWSKA,
  SWIDNICKA,
];
/** GET /api/salons/suggested. */
export const SUGGESTED: Salon[] = [GALERIA, PULAWSKA, SWIDNICKA];

const area = (code: string, name: string, order: number | null, salonCount: number, patch: Partial<Area> = {}): Area => ({
  code,
  name,
  order,
  virtual: false,
  coordinates: { latitude: 52, longitude: 19 },
  department: { code: 'X', name: 'X' },
  salonCount,
  ...patch,
});
/** GET /api/cities: suggested cities by order, then the others by name, the virtual area among them. */
export const CITIES: Area[] = [
  area('warszawa', 'Warszawa', 1, 2),
  area('krakow', 'Kraków', 2, 3),
  area('wroclaw', 'Wrocław', 3, 1),
  area('gdansk', 'Gdańsk', 4, 1),
  area('bialystok', 'Białystok', null, 1),
  area('gdynia', 'Gdynia', null, 1),
  area('kielce', 'Kielce', null, 0),
  area('lublin', 'Lublin', null, 1),
  area('lodz', 'Łódź', null, 1),
  area('uslugi-mobilne', 'Usługi mobilne', null, 2, { virtual: true }),
];

/** GET /api/cities/krakow. */
export const KRAKOW: CityDetails = {
  ...area('krakow', 'Kraków', 2, 3),
  inCity: 'w Krakowie',
  seo: {
    mainContent: 'Trzy salony w Krakowie: na Starym Mieście, przy Karmelickiej i w Galerii Krakowskiej obok dworca.',
    paragraphs: [
      { title: 'Fryzjer na Starym Mieście', content: 'Salon przy Floriańskiej jest kilka kroków od Rynku.\n\nW soboty otwieramy o dziewiątej.' },
      { title: 'Przy dworcu', content: 'W Galerii Krakowskiej czekamy także w niedziele.' },
    ],
  },
};

/** The API of these tests; a test overrides single answers through `overrides` (url → answer). */
export function directoryApi(overrides: Record<string, unknown> = {}) {
  return async ({ url }: ApiQueryArgs) => {
    if (url in overrides) return overrides[url];
    if (url === '/api/salons') return { data: SALONS };
    if (url === '/api/salons/suggested') return { data: SUGGESTED };
    if (url === '/api/cities') return { data: CITIES };
    if (url === '/api/cities/krakow') return { data: KRAKOW };
    if (url === '/api/cities/uslugi-mobilne') return { data: { ...CITIES.at(-1), inCity: 'z dojazdem do klienta', seo: { mainContent: null, paragraphs: [] } } };
    return { error: { status: 404, code: 'NOT_FOUND' } };
  };
}
