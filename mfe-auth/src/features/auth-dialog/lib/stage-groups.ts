import type { AuthStage } from '@salon/contracts/events';

/** The groups of authentication stages; the dialog's title depends on the group (spec part 1, section 2). */
export const AUTH_STAGE_GROUPS = ['identification', 'login', 'register', 'google', 'apple', 'resetPassword', 'error'] as const;
export type AuthStageGroup = (typeof AUTH_STAGE_GROUPS)[number];

/*
 * A Record rather than prefix matching, so a stage added to the contract fails the
 * type check here instead of silently getting some title. OVERRIDE_EMAIL(_SUCCESS)
 * replaces the e-mail of an account that already exists (reached from phone login and
 * from registration when the phone belongs to an account), so it is titled as login.
 */
const GROUP_OF_STAGE: Readonly<Record<AuthStage, AuthStageGroup>> = {
  IDENTIFICATION: 'identification',
  LOGIN: 'login',
  LOGIN_PHONE: 'login',
  USER_INACTIVE: 'login',
  OVERRIDE_EMAIL: 'login',
  OVERRIDE_EMAIL_SUCCESS: 'login',
  REGISTER_CHOOSE: 'register',
  REGISTER_EMAIL_CODE_VERIFICATION: 'register',
  REGISTER_PHONE_CODE_SEND: 'register',
  REGISTER_PHONE_CODE_VERIFICATION: 'register',
  REGISTER: 'register',
  REGISTER_SECOND: 'register',
  REGISTER_CONFIRMATION: 'register',
  RESET_PASSWORD: 'resetPassword',
  RESET_PASSWORD_SECOND: 'resetPassword',
  GOOGLE_PHONE: 'google',
  GOOGLE_PHONE_VERIFICATION: 'google',
  GOOGLE_EMAIL_CHANGE: 'google',
  GOOGLE_REGISTER: 'google',
  APPLE_PHONE: 'apple',
  APPLE_PHONE_CODE_VERIFICATION: 'apple',
  APPLE_REGISTER: 'apple',
  APPLE_EMAIL_CHANGE: 'apple',
  ERROR: 'error',
};

/** The title group of a stage: `titles.<group>` in the auth namespace. */
export function authStageGroup(stage: AuthStage): AuthStageGroup {
  return GROUP_OF_STAGE[stage];
}
