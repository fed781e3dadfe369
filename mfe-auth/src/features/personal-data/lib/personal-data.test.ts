import type { UserProfile } from '@salon/contracts/identity-api';
import { birthdayOf, initialValuesOf, isAnythingMissing, missingPersonalData, profileChangesOf } from './personal-data.ts';

const both = [
  { channel: 'Email', granted: false },
  { channel: 'Telemarketing', granted: false },
] as const;

describe('missingPersonalData', () => {
  it.each([
    ['everything known, consents refused', { sex: 'M', birthday: { day: 1, month: 1 }, marketingConsents: [...both] }, { sex: false, birthday: false, consents: false }],
    ['no sex', { sex: null, birthday: { day: 1, month: 1 }, marketingConsents: [...both] }, { sex: true, birthday: false, consents: false }],
    ['no birthday', { sex: 'F', birthday: null, marketingConsents: [...both] }, { sex: false, birthday: true, consents: false }],
    ['a birthday without its day', { sex: 'F', birthday: { day: null, month: 3 }, marketingConsents: [...both] }, { sex: false, birthday: true, consents: false }],
    ['one channel unanswered', { sex: 'F', birthday: { day: 1, month: 3 }, marketingConsents: [{ channel: 'Email', granted: true }] }, { sex: false, birthday: false, consents: true }],
    ['no consents at all', { sex: 'F', birthday: { day: 1, month: 3 }, marketingConsents: [] }, { sex: false, birthday: false, consents: true }],
  ] as const)('%s', (_name, profile, missing) => {
    const result = missingPersonalData(profile as unknown as Pick<UserProfile, 'sex' | 'birthday' | 'marketingConsents'>);
    expect(result).toEqual(missing);
    expect(isAnythingMissing(result)).toBe(Object.values(missing).some(Boolean));
  });
});

describe('the answers to send', () => {
  const asked = { sex: true, birthday: true, consents: true };

  it('a birthday only when both are chosen', () => {
    const values = initialValuesOf({ marketingConsents: [] });
    expect(birthdayOf({ ...values, birthday: { day: '7', month: '' } })).toBeNull();
    expect(birthdayOf({ ...values, birthday: { day: '7', month: '11' } })).toEqual({ day: 7, month: 11 });
  });

  it('the sex when chosen and both consents as ticked, only among the questions asked', () => {
    const values = { ...initialValuesOf({ marketingConsents: [{ channel: 'Telemarketing', granted: true }] }), sex: 'F' as const };
    expect(profileChangesOf(values, asked)).toEqual({
      sex: 'F',
      marketingConsents: [
        { channel: 'Email', granted: false },
        { channel: 'Telemarketing', granted: true },
      ],
    });
    expect(profileChangesOf(values, { sex: false, birthday: true, consents: false })).toBeNull();
    expect(profileChangesOf({ ...values, sex: '' }, { sex: true, birthday: false, consents: false })).toBeNull();
  });

});
