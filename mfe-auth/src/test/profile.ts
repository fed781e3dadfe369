import type { UserProfile } from '@salon/contracts/identity-api';

/**
 * A signed-in customer's profile as GET /api/users/me answers it, for component tests:
 * Anna, e-mail confirmed, sex and birthday known, both consents recorded and declined.
 * Tests override what they are about.
 */
export function testProfile(overrides: Partial<UserProfile> = {}): UserProfile {
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
