import type { Area, Salon } from '@salon/contracts/catalog-api';
import { testSalon } from '@salon/contracts/testing';
import { arrangeCity, arrangeSalonList, groupSalons, cityRanks, isPlace } from './salon-directory.ts';

const at = (id: string, name: string, city: string, cityCode: string, street: string, patch: Partial<Salon> = {}): Salon =>
  testSalon({
    id,
    name,
    location: { department: { code: 'X', name: 'X' }, city, cityCode, cityGroup: null, postcode: '00-000', address: [street] },
    ...patch,
  });
const inTrojmiasto = (salon: Salon): Salon => ({ ...salon, location: salon.location && { ...salon.location, cityGroup: 'Trójmiasto' } });

const pulawska = at('M101', 'Warszawa Puławska', 'Warszawa', 'warszawa', 'ul. Puławska 12', { suggestedSalon: true });
const arkadia = at('M103', 'Warszawa Arkadia', 'Warszawa', 'warszawa', 'al. Jana Pawła II 82');
const florianska = at('M190', 'Kraków Floriańska', 'Kraków', 'krakow', 'ul. Floriańska 30');
const galeria = at('M201', 'Kraków Galeria Krakowska', 'Kraków', 'krakow', 'ul. Pawia 5', { suggestedSalon: true });
const dluga = inTrojmiasto(at('M501', 'Gdańsk Długa', 'Gdańsk', 'gdansk', 'ul. Długa 45', { suggestedSalon: true }));
const wrzeszcz = inTrojmiasto(at('M503', 'Barber Gdańsk Wrzeszcz', 'Gdańsk', 'gdansk', 'ul. Grunwaldzka 76'));
const riviera = inTrojmiasto(at('M511', 'Gdynia Riviera', 'Gdynia', 'gdynia', 'ul. Kazimierza Górskiego 2'));
const manufaktura = at('M601', 'Łódź Manufaktura', 'Łódź', 'lodz', 'ul. Karskiego 5');
const lublin = at('M701', 'Lublin Plaza', 'Lublin', 'lublin', 'ul. Lipowa 13');
const bialystok = at('M710', 'Białystok Lipowa', 'Białystok', 'bialystok', 'ul. Lipowa 14');
const swidnicka = at('M301', 'Wrocław Świdnicka', 'Wrocław', 'wroclaw', 'ul. Świdnicka 28');
const mobile = testSalon({ id: 'M900', name: 'Ślub i uroda z dojazdem', virtual: true, location: null, coordinates: null });

const all = [manufaktura, riviera, lublin, pulawska, wrzeszcz, florianska, bialystok, arkadia, galeria, dluga, swidnicka, mobile];
const suggested = [dluga, galeria, pulawska];

const area = (code: string, order: number | null): Area => ({
  code,
  name: code,
  order,
  virtual: false,
  coordinates: { latitude: 0, longitude: 0 },
  department: { code: 'X', name: 'X' },
  salonCount: 1,
});
// The API's order: suggested cities by `order`, then the rest.
const cities = [area('warszawa', 1), area('krakow', 2), area('wroclaw', 3), area('gdansk', 4), area('gdynia', null), area('lodz', null)];

const titles = (sections: { title: string }[]) => sections.map((section) => section.title);
const ids = (salons: { id: string }[]) => salons.map((salon) => salon.id);

describe('isPlace', () => {
  it('a virtual salon (no address) is not a place', () => {
    expect(isPlace(mobile)).toBe(false);
    expect(isPlace({ ...pulawska, location: null })).toBe(false);
    expect(isPlace(pulawska)).toBe(true);
  });
});

describe('groupSalons', () => {
  const places = all.filter(isPlace);

  it('puts the suggested cities first in their order, a group at its best city, then the rest in Polish order', () => {
    expect(titles(groupSalons(places, cityRanks(cities)))).toEqual(['Warszawa', 'Kraków', 'Wrocław', 'Trójmiasto', 'Białystok', 'Lublin', 'Łódź']);
  });

  it('without the cities (they failed to load) sorts every section alphabetically, Ł after L', () => {
    expect(titles(groupSalons(places, cityRanks(undefined)))).toEqual(['Białystok', 'Kraków', 'Lublin', 'Łódź', 'Trójmiasto', 'Warszawa', 'Wrocław']);
  });

  it('a city group holds its cities, each city’s salons together by name', () => {
    const trojmiasto = groupSalons(places, cityRanks(cities)).find((section) => section.title === 'Trójmiasto');
    expect(trojmiasto?.key).toBe('trojmiasto');
    expect(ids(trojmiasto?.salons ?? [])).toEqual(['M503', 'M501', 'M511']);
  });
});

describe('arrangeSalonList', () => {
  const arrange = (query: string, preferredSalonId: string | null = null) =>
    arrangeSalonList({ salons: all, suggested, cities, preferredSalonId, query });

  it('not searching: the suggested salons in the cities’ order, the others in sections without them', () => {
    const view = arrange('');
    expect(view.searching).toBe(false);
    expect(ids(view.favourites)).toEqual(['M101', 'M201', 'M501']);
    const listed = view.sections.flatMap((section) => ids(section.salons));
    expect(listed).not.toEqual(expect.arrayContaining(['M101']));
    expect(listed.sort()).toEqual(['M103', 'M190', 'M301', 'M503', 'M511', 'M601', 'M701', 'M710']);
  });

  it('the preferred salon comes first in the favourite section, and only once', () => {
    expect(ids(arrange('', 'M601').favourites)).toEqual(['M601', 'M101', 'M201', 'M501']);
    expect(ids(arrange('', 'M201').favourites)).toEqual(['M201', 'M101', 'M501']);
  });

  it('a virtual preferred salon is not listed', () => {
    expect(ids(arrange('', 'M900').favourites)).toEqual(['M101', 'M201', 'M501']);
  });

  it('searching: every salon found, favourites included, by name, city or street without diacritics', () => {
    const view = arrange('lodz');
    expect(view.searching).toBe(true);
    expect(view.found).toBe(1);
    expect(titles(view.sections)).toEqual(['Łódź']);
    expect(ids(arrange('KRAKÓW').sections.flatMap((section) => section.salons))).toEqual(['M190', 'M201']);
    expect(ids(arrange('swidnicka 28').sections.flatMap((section) => section.salons))).toEqual(['M301']);
    expect(ids(arrange('lipowa').sections.flatMap((section) => section.salons))).toEqual(['M710', 'M701']);
  });

  it('searching keeps the favourite section (shown last) whole', () => {
    expect(ids(arrange('lodz').favourites)).toEqual(['M101', 'M201', 'M501']);
  });

  it('a search that finds nothing has no sections', () => {
    const view = arrange('zakopane');
    expect(view.found).toBe(0);
    expect(view.sections).toEqual([]);
  });

  it('a blank query is not a search', () => {
    expect(arrange('   ').searching).toBe(false);
  });

  it('never lists the virtual salons', () => {
    const everything = [...arrange('').favourites, ...arrange('').sections.flatMap((section) => section.salons), ...arrange('dojazdem').sections.flatMap((section) => section.salons)];
    expect(ids(everything)).not.toContain('M900');
    expect(arrange('dojazdem').found).toBe(0);
  });
});

describe('arrangeCity', () => {
  const arrange = (cityCode: string, query = '', preferredSalonId: string | null = null) =>
    arrangeCity({ salons: all, suggested, cities, cityCode, preferredSalonId, query });

  it('lists the city’s salons, the suggested one first, and the favourites of other cities below', () => {
    const view = arrange('krakow');
    expect(ids(view.salons)).toEqual(['M201', 'M190']);
    expect(ids(view.elsewhere)).toEqual(['M101', 'M501']);
  });

  it('the preferred salon leads the city’s list, or the section below when it is elsewhere', () => {
    expect(ids(arrange('krakow', '', 'M190').salons)).toEqual(['M190', 'M201']);
    expect(ids(arrange('krakow', '', 'M601').elsewhere)).toEqual(['M601', 'M101', 'M501']);
  });

  it('filters the city’s salons by the search text within the city', () => {
    expect(ids(arrange('krakow', 'florianska').salons)).toEqual(['M190']);
    expect(ids(arrange('krakow', 'pulawska').salons)).toEqual([]);
    expect(ids(arrange('gdansk').salons)).toEqual(['M501', 'M503']);
  });
});
