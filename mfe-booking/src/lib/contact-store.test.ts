import {
  CONTACT_STORAGE_KEY,
  clearStoredContact,
  isCompleteContact,
  readStoredContact,
  rememberContact,
  type StoredContact,
} from './contact-store.ts';

const contact: StoredContact = {
  firstName: 'Ewa',
  lastName: 'Nowak',
  phone: '600 100 200',
  salonId: 'M12',
  serviceId: 's1',
  hairdresserName: 'Anna',
};

afterEach(() => window.localStorage.clear());

test('remembers a contact and reads it back', () => {
  rememberContact(contact);
  expect(JSON.parse(window.localStorage.getItem(CONTACT_STORAGE_KEY) ?? 'null')).toEqual(contact);
  expect(readStoredContact()).toEqual(contact);
});

test('clearing forgets it', () => {
  rememberContact(contact);
  clearStoredContact();
  expect(readStoredContact()).toBeNull();
});

test('nothing stored, broken JSON or a non-object reads as none', () => {
  expect(readStoredContact()).toBeNull();
  window.localStorage.setItem(CONTACT_STORAGE_KEY, '{not json');
  expect(readStoredContact()).toBeNull();
  window.localStorage.setItem(CONTACT_STORAGE_KEY, '"text"');
  expect(readStoredContact()).toBeNull();
});

test('fields of the wrong type read as empty', () => {
  window.localStorage.setItem(CONTACT_STORAGE_KEY, JSON.stringify({ firstName: 'Ewa', lastName: 7, salonId: '' }));
  expect(readStoredContact()).toEqual({
    firstName: 'Ewa',
    lastName: '',
    phone: '',
    salonId: null,
    serviceId: null,
    hairdresserName: null,
  });
});

test('storage that throws remembers nothing and reads nothing', () => {
  const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new Error('SecurityError');
  });
  const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new Error('QuotaExceededError');
  });
  expect(() => rememberContact(contact)).not.toThrow();
  expect(readStoredContact()).toBeNull();
  getItem.mockRestore();
  setItem.mockRestore();
});

test('a contact is complete with first name, last name and phone', () => {
  expect(isCompleteContact(contact)).toBe(true);
  expect(isCompleteContact({ ...contact, phone: ' ' })).toBe(false);
  expect(isCompleteContact({ ...contact, firstName: '' })).toBe(false);
  expect(isCompleteContact({ ...contact, lastName: '' })).toBe(false);
  expect(isCompleteContact(null)).toBe(false);
});
