import type { Static } from '@sinclair/typebox';
import type {
  AppleEmailChangeSchema,
  AppleIdentifySchema,
  AppleLoginSchema,
  AppleRegisterSchema,
  SignedWrapperSchema,
  Tokens,
} from '@salon/contracts/identity-api';
import { authApi } from '../app/api.ts';
import type { WithCaptcha } from './captcha-args.ts';

type SignedWrapper = Static<typeof SignedWrapperSchema>;

/**
 * Sign in with Apple (spec part 1, section 7 "Apple"). The phone calls take the signed
 * wrapper (src/lib/social/apple-wrapper.ts); the e-mail change needs the new session.
 */
const appleApi = authApi.injectEndpoints({
  endpoints: (build) => ({
    appleIdentify: build.mutation<{ isNewUser: boolean }, Static<typeof AppleIdentifySchema>>({
      query: (body) => ({ url: '/api/apple/auth/identify', method: 'POST', body, auth: false }),
    }),
    appleLogin: build.mutation<Tokens & { appleEmail?: string | null; emailDiffers: boolean }, Static<typeof AppleLoginSchema>>({
      query: (body) => ({ url: '/api/apple/auth/login', method: 'POST', body, auth: false }),
    }),
    applePhoneSend: build.mutation<unknown, SignedWrapper & WithCaptcha>({
      query: ({ captcha, ...body }) => ({ url: '/api/apple/auth/phone/send-token', method: 'POST', body, captcha, auth: false }),
    }),
    applePhoneVerify: build.mutation<{ isNewUser: boolean }, SignedWrapper>({
      query: (body) => ({ url: '/api/apple/auth/phone/verify-token', method: 'POST', body, auth: false }),
    }),
    appleRegister: build.mutation<Tokens, Static<typeof AppleRegisterSchema>>({
      query: (body) => ({ url: '/api/apple/auth/register', method: 'POST', body, auth: false }),
    }),
    /** PUT /api/apple/auth/email-change with the new session's bearer token. */
    appleEmailChange: build.mutation<unknown, Static<typeof AppleEmailChangeSchema>>({
      query: (body) => ({ url: '/api/apple/auth/email-change', method: 'PUT', body }),
    }),
  }),
});

export const {
  useAppleIdentifyMutation,
  useAppleLoginMutation,
  useApplePhoneSendMutation,
  useApplePhoneVerifyMutation,
  useAppleRegisterMutation,
  useAppleEmailChangeMutation,
} = appleApi;
