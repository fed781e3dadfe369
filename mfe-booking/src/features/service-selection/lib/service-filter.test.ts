import type { ServiceCategory, Sex } from '@salon/contracts/catalog-api';
import {
  categoryOptions,
  clearedFilter,
  filterServices,
  matchesFilter,
  presentCategories,
  resolveCategory,
  resolveSex,
} from './service-filter.ts';

const s = (category: ServiceCategory, sex: Sex[], id = `${category}-${sex.join('')}`) => ({ id, category, sex });

const womenCut = s('HAIRDRESSING', ['F']);
const menCut = s('HAIRDRESSING', ['M']);
const manicure = s('COSMETICS', ['F', 'M']);
const beard = s('BARBER', ['M']);
const all = [beard, womenCut, manicure, menCut];

describe('categories', () => {
  it('lists only the categories present, in the spec order', () => {
    expect(presentCategories(all)).toEqual(['HAIRDRESSING', 'COSMETICS', 'BARBER']);
    expect(presentCategories([beard, manicure])).toEqual(['COSMETICS', 'BARBER']);
    expect(categoryOptions([beard, manicure])).toEqual(['ALL', 'COSMETICS', 'BARBER']);
  });

  it('offers a single category alone', () => {
    expect(categoryOptions([beard])).toEqual(['BARBER']);
    expect(categoryOptions([])).toEqual([]);
  });
});

describe('resolveCategory', () => {
  it('starts at HAIRDRESSING on a first visit', () => {
    expect(resolveCategory(all, null)).toBe('HAIRDRESSING');
  });

  it('starts at ALL on a first visit when there is no hairdressing', () => {
    expect(resolveCategory([manicure, beard], null)).toBe('ALL');
  });

  it('uses the remembered category, ALL included', () => {
    expect(resolveCategory(all, 'COSMETICS')).toBe('COSMETICS');
    expect(resolveCategory(all, 'ALL')).toBe('ALL');
  });

  it('falls back to ALL when the remembered category is not offered here', () => {
    expect(resolveCategory([womenCut, manicure], 'BARBER')).toBe('ALL');
  });

  it('picks the only category whatever was remembered', () => {
    expect(resolveCategory([beard], 'COSMETICS')).toBe('BARBER');
    expect(resolveCategory([beard], null)).toBe('BARBER');
    expect(resolveCategory([beard], 'ALL')).toBe('BARBER');
  });
});

describe('resolveSex', () => {
  it('keeps the customer’s choice, then the profile, then F', () => {
    expect(resolveSex(all, 'M', 'F')).toBe('M');
    expect(resolveSex(all, null, 'M')).toBe('M');
    expect(resolveSex(all, null, null)).toBe('F');
    expect(resolveSex(all, null, undefined)).toBe('F');
  });

  it('starts at M without a profile when nothing is offered for F', () => {
    expect(resolveSex([beard, menCut], null, null)).toBe('M');
    expect(resolveSex([beard, menCut], null, 'F')).toBe('F');
  });
});

describe('filterServices', () => {
  it('keeps services whose sex list holds the sex, in the category', () => {
    expect(filterServices(all, { sex: 'F', category: 'HAIRDRESSING' })).toEqual([womenCut]);
    expect(filterServices(all, { sex: 'M', category: 'ALL' })).toEqual([beard, manicure, menCut]);
    expect(filterServices(all, { sex: 'F', category: 'COSMETICS' })).toEqual([manicure]);
    expect(filterServices(all, { sex: 'F', category: 'BARBER' })).toEqual([]);
  });

  it('a service for both sexes matches either', () => {
    expect(matchesFilter(manicure, { sex: 'F', category: 'ALL' })).toBe(true);
    expect(matchesFilter(manicure, { sex: 'M', category: 'ALL' })).toBe(true);
    expect(matchesFilter(womenCut, { sex: 'M', category: 'ALL' })).toBe(false);
  });
});

describe('clearedFilter', () => {
  it('opens every category and keeps a sex that has services', () => {
    expect(clearedFilter(all, { sex: 'F', category: 'BARBER' })).toEqual({ sex: 'F', category: 'ALL' });
  });

  it('switches the sex when nothing is offered for it', () => {
    expect(clearedFilter([beard, menCut], { sex: 'F', category: 'BARBER' })).toEqual({ sex: 'M', category: 'ALL' });
  });

  it('keeps a single category, since ALL is not offered then', () => {
    expect(clearedFilter([beard], { sex: 'F', category: 'BARBER' })).toEqual({ sex: 'M', category: 'BARBER' });
  });
});
