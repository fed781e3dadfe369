import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AuthStage } from '@salon/contracts/events';
import type { Birthday, MarketingConsent, SocialUser } from '@salon/contracts/identity-api';

/** How the customer proved who they are in LOGIN: the identified e-mail, or a phone. */
export type LoginChannel = 'email' | 'phone';

/** The Apple authorization the API needs on every Apple call (spec part 1, section 3). */
export interface AppleAuthorization {
  code: string;
  id_token: string;
  state?: string;
}

/** A provider sign-in in progress: the provider's proof and what it told about the person. */
export interface SocialSession {
  provider: 'google' | 'apple';
  /** Google's ID token (googleToken), or Apple's id_token. */
  token: string;
  apple: AppleAuthorization | null;
  /** Provider-supplied fields: prefilled and locked in GOOGLE_REGISTER / APPLE_REGISTER. */
  user: SocialUser | null;
}

/** REGISTER's answers, kept while REGISTER_SECOND asks the rest (and for its back arrow). */
export interface RegistrationDraft {
  sex: 'F' | 'M' | '';
  firstName: string;
  lastName: string;
  password: string;
  repeatPassword: string;
}

/** REGISTER_SECOND's answers, kept for the back arrow. */
export interface RegistrationExtras {
  birthday: Birthday | null;
  marketingConsents: MarketingConsent[];
}

/**
 * Where the staged dialog is and what the earlier stages collected (spec part 1, sections
 * 2 and 4). One flow at a time; `flowReset` starts over (ERROR's button, a new auth:open).
 */
export interface AuthFlowState {
  stage: AuthStage;
  /** The e-mail typed at IDENTIFICATION or REGISTER_CHOOSE (also "collected" for phone login). */
  email: string | null;
  /** The e-mail code checked at REGISTER_EMAIL_CODE_VERIFICATION. */
  emailToken: string | null;
  /** The phone typed at REGISTER_PHONE_CODE_SEND, LOGIN_PHONE, GOOGLE_PHONE or APPLE_PHONE. */
  phone: string | null;
  /** The SMS code checked at a phone verification stage. */
  phoneToken: string | null;
  /** LOGIN's channel: by the identified e-mail or by phone (LOGIN_PHONE). */
  loginChannel: LoginChannel;
  /** The phone's account e-mail (masked by the API) shown by OVERRIDE_EMAIL. */
  accountEmail: string | null;
  /** RESET_PASSWORD's channel and the code checked there (RESET_PASSWORD_SECOND needs it). */
  resetChannel: LoginChannel;
  resetToken: string | null;
  social: SocialSession | null;
  registration: RegistrationDraft | null;
  extras: RegistrationExtras | null;
  /**
   * An auth-namespace key the dialog shows above the stage that was entered because of
   * something (the session expired; PASSWORD_CHANGE_REQUIRED sent the customer to reset).
   */
  notice: string | null;
}

export const initialAuthFlow = (stage: AuthStage = 'IDENTIFICATION'): AuthFlowState => ({
  stage,
  email: null,
  emailToken: null,
  phone: null,
  phoneToken: null,
  loginChannel: 'email',
  accountEmail: null,
  resetChannel: 'email',
  resetToken: null,
  social: null,
  registration: null,
  extras: null,
  notice: null,
});

/** A stage change with whatever the stage that was left collected. `notice` is cleared unless given. */
export type StageChange = { stage: AuthStage } & Partial<Omit<AuthFlowState, 'stage'>>;

const authFlowSlice = createSlice({
  name: 'authFlow',
  initialState: initialAuthFlow(),
  reducers: {
    /** Go to a stage, merging what was collected; the previous stage's notice does not follow. */
    stageChanged: (state, { payload }: PayloadAction<StageChange>) => ({ ...state, notice: null, ...payload }),
    /** Start over at `stage` (default IDENTIFICATION), forgetting everything collected. */
    flowReset: (_state, { payload }: PayloadAction<{ stage?: AuthStage; email?: string | null; phone?: string | null } | undefined>) => ({
      ...initialAuthFlow(payload?.stage),
      email: payload?.email ?? null,
      phone: payload?.phone ?? null,
      resetChannel: payload?.phone && !payload.email ? 'phone' : 'email',
    }),
  },
  selectors: {
    selectAuthFlow: (state) => state,
    selectStage: (state) => state.stage,
  },
});

export const { stageChanged, flowReset } = authFlowSlice.actions;
export const { selectAuthFlow, selectStage } = authFlowSlice.selectors;
export const authFlowReducer = authFlowSlice.reducer;
export const AUTH_FLOW_KEY = authFlowSlice.reducerPath;
