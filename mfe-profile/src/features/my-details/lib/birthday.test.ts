import { birthdayLabel, birthdayToSave, hasBirthday } from './birthday.ts';


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
