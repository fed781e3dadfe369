import type { Static } from '@sinclair/typebox';
import type {
  IdentifyRequestSchema,
  IdentifyResponse,
  LoginRequest,
  OverrideEmailRequestSchema,
  PhoneCheckResponse,
  PhoneCodeCheckSchema,
  PhoneCodeRequestSchema,
  SmsLoginRequestSchema,
  SmsLoginVerifySchema,
  Tokens,
} from '@salon/contracts/identity-api';
import { authApi } from '../app/api.ts';
import type { WithCaptcha } from './captcha-args.ts';

/*
 * Identification and sign-in (spec part 1, section 7 "Authentication"). Every call is
 * public (`auth: false`): a failed sign-in must never trigger the refresh-or-logout of
 * the signed-in HTTP path.
 */
const signInApi = authApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/auth/identify: is this e-mail new, does it have a loyalty account. */
    identify: build.mutation<IdentifyResponse, Static<typeof IdentifyRequestSchema> & WithCaptcha>({
      query: ({ captcha, ...body }) => ({ url: '/api/auth/identify', method: 'POST', body, captcha, auth: false }),
    }),
    /** POST /api/auth/login by e-mail or phone and password. */
    login: build.mutation<Tokens, LoginRequest>({
      query: (body) => ({ url: '/api/auth/login', method: 'POST', body, auth: false }),
    }),
    /** POST /api/auth/phone/send-token: an SMS code for the registration's phone (EMAIL_ALREADY_ASSIGNED → login by phone). */
    sendPhoneToken: build.mutation<unknown, Static<typeof PhoneCodeRequestSchema> & WithCaptcha>({
      query: ({ captcha, ...body }) => ({ url: '/api/auth/phone/send-token', method: 'POST', body, captcha, auth: false }),
    }),
    /** POST /api/auth/phone/check-token: isEmailFound, hasPassword and the account's (masked) e-mail. */
    checkPhoneToken: build.mutation<PhoneCheckResponse, Static<typeof PhoneCodeCheckSchema>>({
      query: (body) => ({ url: '/api/auth/phone/check-token', method: 'POST', body, auth: false }),
    }),
    /** POST /api/auth/email/override: the phone's account takes the verified e-mail (OVERRIDE_EMAIL). */
    overrideEmail: build.mutation<{ email: string }, Static<typeof OverrideEmailRequestSchema>>({
      query: (body) => ({ url: '/api/auth/email/override', method: 'POST', body, auth: false }),
    }),
    /** POST /api/login/sms: an SMS sign-in code. */
    sendLoginSms: build.mutation<unknown, Static<typeof SmsLoginRequestSchema> & WithCaptcha>({
      query: ({ captcha, ...body }) => ({ url: '/api/login/sms', method: 'POST', body, captcha, auth: false }),
    }),
    /** POST /api/login/sms-verify: tokens for a right SMS code. */
    verifyLoginSms: build.mutation<Tokens, Static<typeof SmsLoginVerifySchema>>({
      query: (body) => ({ url: '/api/login/sms-verify', method: 'POST', body, auth: false }),
    }),
  }),
});

export const {
  useIdentifyMutation,
  useLoginMutation,
  useSendPhoneTokenMutation,
  useCheckPhoneTokenMutation,
  useOverrideEmailMutation,
  useSendLoginSmsMutation,
  useVerifyLoginSmsMutation,
} = signInApi;
