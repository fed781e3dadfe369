import type { SalonPriceItem } from '@salon/contracts/catalog-api';
import { testSalon } from '@salon/contracts/testing';
import {
  categoryOptions,
  filterServices,
  initialCategory,
  initialSex,
  isBookable,
  serviceKey,
  takesOnlineBookings,
} from './service-filters.ts';

const item = (name: string, overrides: Partial<SalonPriceItem> = {}): SalonPriceItem => ({
  name,
  sex: ['F'],
  price: 100,
  originalPrice: null,
  serviceCategory: 'HAIRDRESSING',
  priceJson: { value: 100, currency: 'PLN' },
  serviceId: name.toLowerCase().replace(/\s+/g, '-'),
  shortDescription: null,
  longDescription: null,
  ...overrides,
});

const womensCut = item('Strzyżenie damskie');
const mensCut = item('Strzyżenie męskie', { sex: ['M'] });
const colour = item('Koloryzacja', { sex: ['F', 'M'] });
const manicure = item('Manicure', { serviceCategory: 'COSMETICS', sex: ['F', 'M'] });
const beard = item('Broda', { serviceCategory: 'BARBER', sex: ['M'] });
const items = [beard, womensCut, manicure, mensCut, colour];

describe('the sex filter', () => {
  it('opens on the signed-in customer’s sex, else on F', () => {
    expect(initialSex('M')).toBe('M');
    expect(initialSex(null)).toBe('F');
    expect(initialSex(undefined)).toBe('F');
  });

  it('keeps the services for that sex, in the price list’s order', () => {
    expect(filterServices(items, { sex: 'F', category: 'ALL' })).toEqual([womensCut, manicure, colour]);
    expect(filterServices(items, { sex: 'M', category: 'ALL' })).toEqual([beard, manicure, mensCut, colour]);
  });
});

describe('the category filter', () => {
  it('offers "all" and the salon’s own categories in the catalogue’s order', () => {
    expect(categoryOptions(items)).toEqual(['ALL', 'HAIRDRESSING', 'COSMETICS', 'BARBER']);
    expect(categoryOptions([manicure, womensCut])).toEqual(['ALL', 'HAIRDRESSING', 'COSMETICS']);
    expect(categoryOptions([])).toEqual([]);
  });

  it('opens on hairdressing, or on everything when the salon has none', () => {
    expect(initialCategory(items)).toBe('HAIRDRESSING');
    expect(initialCategory([manicure, beard])).toBe('ALL');
  });

  it('keeps one category, or all of them', () => {
    expect(filterServices(items, { sex: 'F', category: 'HAIRDRESSING' })).toEqual([womensCut, colour]);
    expect(filterServices(items, { sex: 'M', category: 'BARBER' })).toEqual([beard]);
    expect(filterServices(items, { sex: 'F', category: 'BARBER' })).toEqual([]);
  });
});

describe('the reservation button', () => {
  it('shows for a service with an id at a salon taking online bookings', () => {
    expect(isBookable(womensCut, testSalon())).toBe(true);
  });

  it('does not show for a price-list line without a service id', () => {
    expect(isBookable(item('Konsultacja', { serviceId: '' }), testSalon())).toBe(false);
  });

  it('does not show where the salon takes no online bookings now', () => {
    expect(takesOnlineBookings(testSalon({ acceptsReservations: false }))).toBe(false);
    expect(takesOnlineBookings(testSalon({ open: false }))).toBe(false);
    expect(takesOnlineBookings(testSalon({ enabled: false }))).toBe(false);
    expect(isBookable(womensCut, testSalon({ acceptsReservations: false }))).toBe(false);
  });
});

it('keys a service by its id, a line without one by its name', () => {
  expect(serviceKey(womensCut)).toBe('service:strzyżenie-damskie');
  expect(serviceKey(item('Konsultacja', { serviceId: '' }))).toBe('line:Konsultacja');
});
