import type { AuthStage } from '@salon/contracts/events';
import { REGISTER_STAGES } from './register/index.ts';
import { SIGN_IN_STAGES } from './sign-in/index.ts';
import { SOCIAL_STAGES } from './social/index.ts';
import type { StageComponents } from './stage-components.ts';

/** Every stage's body, from the three groups: sign-in, registration, Google and Apple. */
export const STAGES: StageComponents = { ...SIGN_IN_STAGES, ...REGISTER_STAGES, ...SOCIAL_STAGES };

export function stageComponent(stage: AuthStage) {
  return STAGES[stage] ?? STAGES.ERROR ?? null;
}
