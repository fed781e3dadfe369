import { mergedProfile, sessionUserOf, type UserProfile } from './identity-api.ts';

const profile = {
  id: 'u1',
  firstName: 'Anna',
  lastName: null,
  phone: '+48886000001',
  email: 'a@example.com',
  sex: 'F',
  language: 'pl',
  marketingConsents: [
    { channel: 'Email', granted: true },
    { channel: 'Telemarketing', granted: false },
  ],
  preferredSalon: { id: 'M101', name: 'Warszawa Puławska' },
} as UserProfile;

describe('mergedProfile', () => {
  it('sends the whole profile back as it is, the salon as its id', () => {
    expect(mergedProfile(profile)).toEqual({
      firstName: 'Anna',
      lastName: '',
      phone: '+48886000001',
      email: 'a@example.com',
      sex: 'F',
      marketingConsents: profile.marketingConsents,
      preferredSalon: { id: 'M101' },
      language: 'pl',
    });
  });

  it('applies the changes over it', () => {
    expect(mergedProfile({ ...profile, preferredSalon: null }, { sex: 'M', preferredSalon: { id: 'M201' } })).toMatchObject({
      firstName: 'Anna',
      sex: 'M',
      preferredSalon: { id: 'M201' },
    });
  });
});

it('sessionUserOf keeps what the session announces, names never null', () => {
  expect(sessionUserOf(profile)).toEqual({
    id: 'u1',
    firstName: 'Anna',
    lastName: '',
    email: 'a@example.com',
    phone: '+48886000001',
    sex: 'F',
    preferredSalonId: 'M101',
  });
});
