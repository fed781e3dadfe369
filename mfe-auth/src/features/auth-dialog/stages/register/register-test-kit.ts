import type { UserProfile } from '@salon/contracts/identity-api';
import { testUserProfile } from '@salon/contracts/testing';

/*
 * Shared by the registration stages' tests (the API itself is answered with routeApi from
 * test/api-routes.ts, unknown calls with notFound).
 */

/** What the previous stages collected by REGISTER. */
export const VERIFIED = { email: 'ala@example.com', emailToken: '1111', phone: '+48 600 100 200', phoneToken: '2222' } as const;

export const NEW_PROFILE: UserProfile = testUserProfile({
  firstName: 'Ala',
  lastName: 'Nowak',
  email: 'ala@example.com',
  birthday: { day: 14, month: 5 },
  marketingConsents: [
    { channel: 'Email', granted: true },
    { channel: 'Telemarketing', granted: false },
  ],
  identifiers: { marketingAutomation: 'ma-1' },
});
