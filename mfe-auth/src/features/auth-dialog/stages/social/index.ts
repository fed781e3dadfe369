import type { StageComponents } from '../stage-components.ts';
import { AppleEmailChangeStage } from './apple-email-change-stage.tsx';
import { GoogleEmailChangeStage } from './google-email-change-stage.tsx';
import { ApplePhoneCodeVerificationStage, GooglePhoneVerificationStage } from './social-code-stage.tsx';
import { ApplePhoneStage, GooglePhoneStage } from './social-phone-stage.tsx';
import { AppleRegisterStage, GoogleRegisterStage } from './social-register-stage.tsx';

/** The social group's stages (spec part 1, section 2), by stage name. */
export const SOCIAL_STAGES: StageComponents = {
  GOOGLE_PHONE: GooglePhoneStage,
  GOOGLE_PHONE_VERIFICATION: GooglePhoneVerificationStage,
  GOOGLE_EMAIL_CHANGE: GoogleEmailChangeStage,
  GOOGLE_REGISTER: GoogleRegisterStage,
  APPLE_PHONE: ApplePhoneStage,
  APPLE_PHONE_CODE_VERIFICATION: ApplePhoneCodeVerificationStage,
  APPLE_REGISTER: AppleRegisterStage,
  APPLE_EMAIL_CHANGE: AppleEmailChangeStage,
};
