import type { Area } from '@salon/contracts/catalog-api';
import { isAreaDisabled, mergeAreas, splitAreas } from './area-lists.ts';

const area = (name: string, order: number | null = null): Area => ({
  code: name.toLowerCase(),
  name,
  order,
  virtual: false,
  coordinates: { latitude: 52, longitude: 20 },
  department: { code: 'X', name: 'X' },
  salonCount: 1,
});

describe('splitAreas', () => {
  const areas = [area('Zielona Góra'), area('Kraków', 2), area('Łódź'), area('Lublin'), area('Warszawa', 1), area('Śrem'), area('Szczecin'), area('Gdańsk', 4)];

  it('puts areas with an order first, sorted by it', () => {
    expect(splitAreas(areas).suggested.map((a) => a.name)).toEqual(['Warszawa', 'Kraków', 'Gdańsk']);
  });

  it('sorts the others by name in Polish order', () => {
    expect(splitAreas(areas).others.map((a) => a.name)).toEqual(['Lublin', 'Łódź', 'Szczecin', 'Śrem', 'Zielona Góra']);
  });

  it('treats order 0 as suggested', () => {
    expect(splitAreas([area('B', 1), area('A', 0)]).suggested.map((a) => a.name)).toEqual(['A', 'B']);
  });

  it('merges both blocks for mobile, suggested first', () => {
    expect(mergeAreas(splitAreas(areas)).map((a) => a.name)).toEqual([
      'Warszawa',
      'Kraków',
      'Gdańsk',
      'Lublin',
      'Łódź',
      'Szczecin',
      'Śrem',
      'Zielona Góra',
    ]);
  });

  it('keeps the virtual area out of the places, apart, even with an order', () => {
    const mobile = { ...area('Usługi mobilne', 0), code: 'uslugi-mobilne', virtual: true };
    const lists = splitAreas([...areas, mobile]);
    expect(lists.atCustomerPlace).toEqual([mobile]);
    expect(mergeAreas(lists)).not.toContainEqual(mobile);
    expect(lists.suggested[0]?.name).toBe('Warszawa');
  });

  it('does not change the list it was given', () => {
    const copy = [...areas];
    splitAreas(areas);
    expect(areas).toEqual(copy);
  });
});

describe('isAreaDisabled', () => {
  it('disables nothing without a limit', () => {
    expect(isAreaDisabled({ code: 'krakow' }, null)).toBe(false);
  });

  it('disables the areas outside the limit', () => {
    expect(isAreaDisabled({ code: 'krakow' }, ['warszawa', 'krakow'])).toBe(false);
    expect(isAreaDisabled({ code: 'lodz' }, ['warszawa', 'krakow'])).toBe(true);
    expect(isAreaDisabled({ code: 'lodz' }, [])).toBe(true);
  });
});
