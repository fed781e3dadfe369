import type { Static } from '@sinclair/typebox';
import type {
  PhoneResetCheckSchema,
  PhoneResetRequestSchema,
  PhoneResetSchema,
  ResetCheckSchema,
  ResetRequestSchema,
  ResetSchema,
} from '@salon/contracts/identity-api';
import { authApi } from '../app/api.ts';
import type { WithCaptcha } from './captcha-args.ts';

/**
 * Password reset by e-mail or phone (spec part 1, section 7): the code is requested on
 * entry to RESET_PASSWORD, checked there, and presented again with the new password.
 */
const resetPasswordApi = authApi.injectEndpoints({
  endpoints: (build) => ({
    requestReset: build.mutation<unknown, Static<typeof ResetRequestSchema> & WithCaptcha>({
      query: ({ captcha, ...body }) => ({ url: '/api/auth/reset/request', method: 'POST', body, captcha, auth: false }),
    }),
    checkReset: build.mutation<unknown, Static<typeof ResetCheckSchema>>({
      query: (body) => ({ url: '/api/auth/reset/check', method: 'POST', body, auth: false }),
    }),
    resetPassword: build.mutation<unknown, Static<typeof ResetSchema>>({
      query: (body) => ({ url: '/api/auth/reset', method: 'POST', body, auth: false }),
    }),
    requestPhoneReset: build.mutation<unknown, Static<typeof PhoneResetRequestSchema> & WithCaptcha>({
      query: ({ captcha, ...body }) => ({ url: '/api/auth/reset/phone/request', method: 'POST', body, captcha, auth: false }),
    }),
    checkPhoneReset: build.mutation<unknown, Static<typeof PhoneResetCheckSchema>>({
      query: (body) => ({ url: '/api/auth/reset/phone/check', method: 'POST', body, auth: false }),
    }),
    resetPasswordByPhone: build.mutation<unknown, Static<typeof PhoneResetSchema>>({
      query: (body) => ({ url: '/api/auth/reset/phone', method: 'POST', body, auth: false }),
    }),
  }),
});

export const {
  useRequestResetMutation,
  useCheckResetMutation,
  useResetPasswordMutation,
  useRequestPhoneResetMutation,
  useCheckPhoneResetMutation,
  useResetPasswordByPhoneMutation,
} = resetPasswordApi;
