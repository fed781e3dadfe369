import type { Salon } from '@salon/contracts/catalog-api';
import { groupSalonsByCity } from './salon-groups.ts';

const salon = (id: string, name: string, city: string | null) =>
  ({ id, name, location: city === null ? null : { city }, virtual: city === null }) as Salon;

const salons = [
  salon('M1', 'Warszawa Puławska', 'Warszawa'),
  salon('M2', 'Łódź Piotrkowska', 'Łódź'),
  salon('M3', 'Kraków Rynek', 'Kraków'),
  salon('M9', 'Mobilny zespół', null),
  salon('M4', 'Kraków Kazimierz', 'Kraków'),
  salon('M5', 'Lublin Centrum', 'Lublin'),
];

describe('groupSalonsByCity', () => {
  it('groups by city in Polish order, salons by name, leaving the virtual salons out', () => {
    expect(groupSalonsByCity(salons).map((g) => [g.city, g.salons.map((s) => s.id)])).toEqual([
      ['Kraków', ['M4', 'M3']],
      ['Lublin', ['M5']],
      ['Łódź', ['M2']],
      ['Warszawa', ['M1']],
    ]);
  });

  it('filters by salon name or city, ignoring case and diacritics', () => {
    expect(groupSalonsByCity(salons, 'lodz').map((g) => g.city)).toEqual(['Łódź']);
    expect(groupSalonsByCity(salons, ' KAZIMIERZ ').flatMap((g) => g.salons.map((s) => s.id))).toEqual(['M4']);
    expect(groupSalonsByCity(salons, 'krakow').flatMap((g) => g.salons.map((s) => s.id))).toEqual(['M4', 'M3']);
    expect(groupSalonsByCity(salons, 'paryż')).toEqual([]);
  });

  it('finds every word of the query in any order, as the salon directory does', () => {
    expect(groupSalonsByCity(salons, 'rynek krakow').flatMap((g) => g.salons.map((s) => s.id))).toEqual(['M3']);
    // A virtual salon is not found either: it is no salon to prefer.
    expect(groupSalonsByCity(salons, 'zespol mobilny')).toEqual([]);
  });
});
