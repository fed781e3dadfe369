import type { Static } from '@sinclair/typebox';
import type {
  GoogleAuthSchema,
  GoogleChangeEmailSchema,
  GoogleCreateAccountSchema,
  GoogleSmsSendSchema,
  GoogleSmsVerifySchema,
  SocialUser,
  Tokens,
} from '@salon/contracts/identity-api';
import { authApi } from '../app/api.ts';
import type { WithCaptcha } from './captcha-args.ts';

/** Google sign-in (spec part 1, section 7 "Google"); googleToken is the Google ID token. */
const googleApi = authApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/google/auth: tokens for a linked account; 401 UNAUTHORIZED → GOOGLE_PHONE. */
    googleAuth: build.mutation<Tokens, Static<typeof GoogleAuthSchema>>({
      query: (body) => ({ url: '/api/google/auth', method: 'POST', body, auth: false }),
    }),
    googleSmsSend: build.mutation<unknown, Static<typeof GoogleSmsSendSchema> & WithCaptcha>({
      query: ({ captcha, ...body }) => ({ url: '/api/google/auth/sms-code-send', method: 'POST', body, captcha, auth: false }),
    }),
    /** Tokens (the phone's account, now linked) or the Google user for GOOGLE_REGISTER. */
    googleSmsVerify: build.mutation<Tokens | { googleUser: SocialUser }, Static<typeof GoogleSmsVerifySchema>>({
      query: (body) => ({ url: '/api/google/auth/sms-code-verification', method: 'POST', body, auth: false }),
    }),
    googleChangeEmail: build.mutation<Tokens, Static<typeof GoogleChangeEmailSchema>>({
      query: (body) => ({ url: '/api/google/auth/change-email-and-authorize', method: 'POST', body, auth: false }),
    }),
    googleCreateAccount: build.mutation<Tokens, Static<typeof GoogleCreateAccountSchema>>({
      query: (body) => ({ url: '/api/google/auth/create-account-and-authorize', method: 'POST', body, auth: false }),
    }),
  }),
});

export const {
  useGoogleAuthMutation,
  useGoogleSmsSendMutation,
  useGoogleSmsVerifyMutation,
  useGoogleChangeEmailMutation,
  useGoogleCreateAccountMutation,
} = googleApi;
