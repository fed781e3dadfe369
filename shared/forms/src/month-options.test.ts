import { daysInMonth } from './rules.ts';
import { dayOptions, monthOptions } from './month-options.ts';

test('days offered follow a leap-year calendar: February 29, April 30, no month 31', () => {
  expect(dayOptions(daysInMonth(2)).at(-1)).toEqual({ value: '29', label: '29' });
  expect(dayOptions(daysInMonth(4))).toHaveLength(30);
  expect(dayOptions(daysInMonth(null))).toHaveLength(31);
  expect(dayOptions(3)[0]).toEqual({ value: '1', label: '1' });
});

test('months are named as a list names them, in the language, capitalised unless asked not to', () => {
  expect(monthOptions('pl')[0]).toEqual({ value: '1', label: 'Styczeń' });
  expect(monthOptions('pl', { capitalise: false })[4]?.label).toBe('maj');
  expect(monthOptions('en')[4]).toEqual({ value: '5', label: 'May' });
  expect(monthOptions('fr')[7]?.label).toBe('Août');
  expect(monthOptions('pl')).toHaveLength(12);
});
