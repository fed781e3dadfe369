import type { AuthStage } from '@salon/contracts/events';

/** The stages with a back arrow and where it leads (spec part 1, section 2). */
export const BACK_STAGES: Readonly<Partial<Record<AuthStage, AuthStage>>> = {
  REGISTER_SECOND: 'REGISTER',
  REGISTER_PHONE_CODE_VERIFICATION: 'REGISTER_PHONE_CODE_SEND',
  REGISTER_EMAIL_CODE_VERIFICATION: 'REGISTER_CHOOSE',
  GOOGLE_PHONE_VERIFICATION: 'GOOGLE_PHONE',
  APPLE_PHONE_CODE_VERIFICATION: 'APPLE_PHONE',
};
