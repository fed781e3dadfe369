import type { StageComponents } from '../stage-components.ts';
import { RegisterChooseStage } from './register-choose-stage.tsx';
import { RegisterConfirmationStage } from './register-confirmation-stage.tsx';
import { RegisterEmailCodeStage } from './register-email-code-stage.tsx';
import { RegisterPhoneCodeStage } from './register-phone-code-stage.tsx';
import { RegisterPhoneSendStage } from './register-phone-send-stage.tsx';
import { RegisterSecondStage } from './register-second-stage.tsx';
import { RegisterStage } from './register-stage.tsx';

/** The register group's stages (spec part 1, section 2), by stage name. */
export const REGISTER_STAGES: StageComponents = {
  REGISTER_CHOOSE: RegisterChooseStage,
  REGISTER_EMAIL_CODE_VERIFICATION: RegisterEmailCodeStage,
  REGISTER_PHONE_CODE_SEND: RegisterPhoneSendStage,
  REGISTER_PHONE_CODE_VERIFICATION: RegisterPhoneCodeStage,
  REGISTER: RegisterStage,
  REGISTER_SECOND: RegisterSecondStage,
  REGISTER_CONFIRMATION: RegisterConfirmationStage,
};
