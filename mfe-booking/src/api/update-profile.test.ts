import type { UserProfile } from '@salon/contracts/identity-api';
import { mergedProfile, withMarketingConsents, withPreferredSalon } from './update-profile.ts';

const profile = {
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

it('changes the preferred salon', () => {
  expect(withPreferredSalon(profile, 'M201').preferredSalon).toEqual({ id: 'M201' });
  expect(withPreferredSalon(profile, null).preferredSalon).toBeNull();
});

it('changes the consents named and keeps the others', () => {
  expect(withMarketingConsents(profile, [{ channel: 'Telemarketing', granted: true }]).marketingConsents).toEqual([
    { channel: 'Email', granted: true },
    { channel: 'Telemarketing', granted: true },
  ]);
  expect(withMarketingConsents(profile, [{ channel: 'Email', granted: false }]).preferredSalon).toEqual({ id: 'M101' });
});
