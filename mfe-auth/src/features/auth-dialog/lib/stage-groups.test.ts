import { AUTH_STAGES } from '@salon/contracts/events';
import en from '../../../locales/en.json';
import fr from '../../../locales/fr.json';
import pl from '../../../locales/pl.json';
import { AUTH_STAGE_GROUPS, authStageGroup } from './stage-groups.ts';

describe('authStageGroup', () => {
  it.each([
    ['IDENTIFICATION', 'identification'],
    ['LOGIN', 'login'],
    ['LOGIN_PHONE', 'login'],
    ['USER_INACTIVE', 'login'],
    ['OVERRIDE_EMAIL', 'login'],
    ['REGISTER_CHOOSE', 'register'],
    ['REGISTER_EMAIL_CODE_VERIFICATION', 'register'],
    ['REGISTER_SECOND', 'register'],
    ['REGISTER_CONFIRMATION', 'register'],
    ['RESET_PASSWORD', 'resetPassword'],
    ['RESET_PASSWORD_SECOND', 'resetPassword'],
    ['GOOGLE_PHONE', 'google'],
    ['GOOGLE_REGISTER', 'google'],
    ['APPLE_PHONE_CODE_VERIFICATION', 'apple'],
    ['APPLE_EMAIL_CHANGE', 'apple'],
    ['ERROR', 'error'],
  ] as const)('%s is in the %s group', (stage, group) => {
    expect(authStageGroup(stage)).toBe(group);
  });

  it('gives every stage of the contract a group', () => {
    for (const stage of AUTH_STAGES) expect(AUTH_STAGE_GROUPS).toContain(authStageGroup(stage));
  });

  it('has a title for every group in every language', () => {
    for (const titles of [pl.titles, en.titles, fr.titles]) {
      for (const group of AUTH_STAGE_GROUPS) expect(titles[group]).toEqual(expect.any(String));
    }
  });
});
