import type { UserProfile } from './identity-api.ts';

/**
 * For tests of every app (not used by running code): a signed-in customer's profile as
 * GET /api/users/me answers it. Anna, e-mail confirmed, sex and birthday known, both
 * consents recorded and declined. Tests override what they are about.
 */
export function testUserProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    id: 'u1',
    firstName: 'Anna',
    lastName: 'Kowalska',
    phone: '+48600100200',
    unconfirmedPhone: null,
    email: 'anna@example.com',
    emailConfirmed: true,
    unconfirmedEmail: null,
    sex: 'F',
    birthday: { day: 3, month: 5 },
    language: 'pl',
    marketingConsents: [
      { channel: 'Email', granted: false },
      { channel: 'Telemarketing', granted: false },
    ],
    preferredSalon: null,
    points: 0,
    accountTypes: [],
    hasPassword: true,
    hasLoyaltyAccount: true,
    socialLogins: [],
    identifiers: { marketingAutomation: 'ma-u1' },
    ...overrides,
  };
}
