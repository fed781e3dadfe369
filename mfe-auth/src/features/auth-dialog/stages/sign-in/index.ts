import type { StageComponents } from '../stage-components.ts';
import { ErrorStage } from './error-stage.tsx';
import { IdentificationStage } from './identification-stage.tsx';
import { LoginPhoneStage, LoginStage } from './login-stage.tsx';
import { OverrideEmailStage } from './override-email-stage.tsx';
import { OverrideEmailSuccessStage } from './override-email-success-stage.tsx';
import { ResetPasswordSecondStage } from './reset-password-second-stage.tsx';
import { ResetPasswordStage } from './reset-password-stage.tsx';
import { UserInactiveStage } from './user-inactive-stage.tsx';

/** The sign-in group's stages (spec part 1, section 2), by stage name. */
export const SIGN_IN_STAGES: StageComponents = {
  IDENTIFICATION: IdentificationStage,
  LOGIN: LoginStage,
  LOGIN_PHONE: LoginPhoneStage,
  USER_INACTIVE: UserInactiveStage,
  OVERRIDE_EMAIL: OverrideEmailStage,
  OVERRIDE_EMAIL_SUCCESS: OverrideEmailSuccessStage,
  RESET_PASSWORD: ResetPasswordStage,
  RESET_PASSWORD_SECOND: ResetPasswordSecondStage,
  ERROR: ErrorStage,
};
