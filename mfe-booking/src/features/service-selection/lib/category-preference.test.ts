import { CATEGORY_PREFERENCE_KEY, readCategoryPreference, writeCategoryPreference } from './category-preference.ts';

afterEach(() => window.localStorage.clear());

test('nothing is remembered on a first visit', () => {
  expect(readCategoryPreference()).toBeNull();
});

test('remembers a category, ALL included', () => {
  writeCategoryPreference('COSMETICS');
  expect(window.localStorage.getItem(CATEGORY_PREFERENCE_KEY)).toBe('COSMETICS');
  expect(readCategoryPreference()).toBe('COSMETICS');
  writeCategoryPreference('ALL');
  expect(readCategoryPreference()).toBe('ALL');
});

test('ignores a value that is not a category', () => {
  window.localStorage.setItem(CATEGORY_PREFERENCE_KEY, 'NAILS');
  expect(readCategoryPreference()).toBeNull();
});

test('a blocked storage loses the memory, not the page', () => {
  const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new Error('SecurityError');
  });
  const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new Error('QuotaExceededError');
  });
  try {
    expect(() => writeCategoryPreference('BARBER')).not.toThrow();
    expect(readCategoryPreference()).toBeNull();
  } finally {
    getItem.mockRestore();
    setItem.mockRestore();
  }
});
