import type { SessionUser } from '@salon/contracts/events';
import { contactFilled, contactFormSchema, initialContactValues, samePhone } from './contact-form.ts';

const user: SessionUser = {
  id: 'u1',
  firstName: 'Anna',
  lastName: 'Kowalska',
  email: 'anna@example.com',
  phone: '+48886000001',
  sex: 'F',
  preferredSalonId: null,
};
const stored = { firstName: 'Ewa', lastName: 'Nowak', phone: '600100200', salonId: 'M1', serviceId: 's1', hairdresserName: null };

describe('initialContactValues', () => {
  it('a signed-out customer gets the remembered contact with remember-me ticked', () => {
    expect(initialContactValues({ draftContact: null, user: null, authenticated: false, stored })).toEqual({
      firstName: 'Ewa',
      lastName: 'Nowak',
      phone: '600100200',
      rememberContact: true,
      clientNote: '',
    });
  });

  it('an incomplete remembered contact fills what it has but does not tick remember-me', () => {
    const values = initialContactValues({ draftContact: null, user: null, authenticated: false, stored: { ...stored, phone: '' } });
    expect(values).toMatchObject({ firstName: 'Ewa', phone: '', rememberContact: false });
  });

  it('nothing remembered: empty fields', () => {
    expect(initialContactValues({ draftContact: null, user: null, authenticated: false, stored: null })).toEqual({
      firstName: '',
      lastName: '',
      phone: '',
      rememberContact: false,
      clientNote: '',
    });
  });

  it('a signed-in customer gets the profile, never the remembered contact nor remember-me', () => {
    expect(initialContactValues({ draftContact: null, user, authenticated: true, stored })).toEqual({
      firstName: 'Anna',
      lastName: 'Kowalska',
      phone: '+48886000001',
      rememberContact: false,
      clientNote: '',
    });
  });

  it('what was typed in this booking wins', () => {
    const draftContact = { firstName: 'Ola', lastName: 'Lis', phone: '511222333', rememberContact: false };
    expect(initialContactValues({ draftContact, user: null, authenticated: false, stored })).toMatchObject({
      firstName: 'Ola',
      rememberContact: false,
    });
    expect(initialContactValues({ draftContact, user, authenticated: true, stored })).toMatchObject({ firstName: 'Ola', phone: '511222333' });
  });
});

describe('samePhone', () => {
  it('compares digits, with or without the Polish prefix', () => {
    expect(samePhone('600 100 200', '+48600100200')).toBe(true);
    expect(samePhone('0048 600-100-200', '600100200')).toBe(true);
    expect(samePhone('600100201', '+48600100200')).toBe(false);
    expect(samePhone('', '')).toBe(false);
  });
});

test('contactFilled needs first name, last name and phone', () => {
  expect(contactFilled({ firstName: 'A', lastName: 'B', phone: '1' })).toBe(true);
  expect(contactFilled({ firstName: ' ', lastName: 'B', phone: '1' })).toBe(false);
  expect(contactFilled({ firstName: 'A', lastName: '', phone: '1' })).toBe(false);
  expect(contactFilled({ firstName: 'A', lastName: 'B', phone: '' })).toBe(false);
});

describe('contactFormSchema', () => {
  const valid = { firstName: 'Ewa', lastName: 'Nowak', phone: '600 100 200', clientNote: '' };
  const errorOf = async (values: object) => contactFormSchema.validate(values).then(() => null, (error: Error) => error.message);

  it('accepts any usual format of a number the API takes', async () => {
    // A landline too: the spec takes any real number in a reservation (decision 0029).
    for (const phone of ['600 100 200', '+48 600-100-200', '(0048) 600 100 200', '+33 6 12 34 56 78', '(22) 123 45 67']) {
      expect(await errorOf({ ...valid, phone })).toBeNull();
    }
  });

  it('refuses letters, and numbers the API refuses (decision 0029)', async () => {
    for (const phone of ['600 1OO 200', '60010020', '1234567890123456', '100-000-000', '999 999 999']) {
      expect(await errorOf({ ...valid, phone })).toBe('validation.messages.phone');
    }
  });

  it('requires the names and phone and limits the note', async () => {
    expect(await errorOf({ ...valid, firstName: ' ' })).toBe('validation.messages.required');
    // Formik passes an emptied field as undefined.
    expect(await errorOf({ ...valid, lastName: undefined as unknown as string })).toBe('validation.messages.required');
    expect(await errorOf({ ...valid, phone: '' })).toBe('validation.messages.required');
    expect(await errorOf({ ...valid, clientNote: 'x'.repeat(501) })).toBe('validation.messages.max?length=500');
  });
});
