import type { UserProfile } from '@salon/contracts/identity-api';
import { withMarketingConsents } from './update-profile.ts';

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

it('changes the consents named and keeps the others', () => {
  expect(withMarketingConsents(profile, [{ channel: 'Telemarketing', granted: true }]).marketingConsents).toEqual([
    { channel: 'Email', granted: true },
    { channel: 'Telemarketing', granted: true },
  ]);
  expect(withMarketingConsents(profile, [{ channel: 'Email', granted: false }]).preferredSalon).toEqual({ id: 'M101' });
});
