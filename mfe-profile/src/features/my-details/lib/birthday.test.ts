import { birthdayLabel, birthdayToSave, dayKeptFor, dayOptions, hasBirthday, monthOptions } from './birthday.ts';

const lastDay = (month: string) => dayOptions(month).at(-1)?.value;

describe('days offered for a month (a leap-year calendar)', () => {
  test('February offers 29 days', () => {
    expect(dayOptions('2')).toHaveLength(29);
    expect(lastDay('2')).toBe('29');
  });

  test('30-day months offer 30 and 31-day months 31', () => {
    expect(['4', '6', '9', '11'].map(lastDay)).toEqual(['30', '30', '30', '30']);
    expect(['1', '3', '5', '7', '8', '10', '12'].map(lastDay)).toEqual(Array(7).fill('31'));
  });

  test('with no month chosen, 31 days', () => {
    expect(dayOptions('')).toHaveLength(31);
  });

  test('options are 1 to n, value and label alike', () => {
    expect(dayOptions('2')[0]).toEqual({ value: '1', label: '1' });
  });
});

test('a day the new month lacks is cleared; one it has is kept', () => {
  expect(dayKeptFor('31', '4')).toBe('');
  expect(dayKeptFor('30', '2')).toBe('');
  expect(dayKeptFor('29', '2')).toBe('29');
  expect(dayKeptFor('31', '')).toBe('31');
  expect(dayKeptFor('', '2')).toBe('');
});

test('months are named as a list names them, in the language', () => {
  expect(monthOptions('pl')[0]).toEqual({ value: '1', label: 'Styczeń' });
  expect(monthOptions('pl')[1]?.label).toBe('Luty');
  expect(monthOptions('en')[4]).toEqual({ value: '5', label: 'May' });
  expect(monthOptions('fr')[7]?.label).toBe('Août');
  expect(monthOptions('pl')).toHaveLength(12);
});

test('the birthday is saved only with both parts, as numbers', () => {
  expect(birthdayToSave({ day: '29', month: '2' })).toEqual({ day: 29, month: 2 });
  expect(birthdayToSave({ day: '', month: '' })).toBeNull();
  expect(birthdayToSave({ day: '5', month: '' })).toBeNull();
});

test('a birthday is shown as d MMMM, only when whole', () => {
  expect(birthdayLabel({ day: 12, month: 5 }, 'pl')).toBe('12 maja');
  expect(birthdayLabel({ day: 29, month: 2 }, 'en')).toBe('29 February');
  expect(birthdayLabel({ day: 1, month: 8 }, 'fr')).toBe('1 août');
  expect(birthdayLabel(null, 'pl')).toBeNull();
  expect(birthdayLabel({ day: 3, month: null }, 'pl')).toBeNull();
  expect(hasBirthday({ day: null, month: 3 })).toBe(false);
});
