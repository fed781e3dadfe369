import type { Static } from '@sinclair/typebox';
import type { CodeSent, EmailCodeCheckSchema, EmailCodeRequestSchema, RegisterRequest, Tokens } from '@salon/contracts/identity-api';
import { authApi } from '../app/api.ts';
import type { WithCaptcha } from './captcha-args.ts';

/** Registration by e-mail with e-mail and phone codes (spec part 1, sections 4 and 7). */
const registrationApi = authApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/auth/email/send-token: a 4-digit code to the e-mail (REGISTER_CHOOSE). */
    sendEmailToken: build.mutation<CodeSent, Static<typeof EmailCodeRequestSchema> & WithCaptcha>({
      query: ({ captcha, ...body }) => ({ url: '/api/auth/email/send-token', method: 'POST', body, captcha, auth: false }),
    }),
    /** POST /api/auth/email/check-token. */
    checkEmailToken: build.mutation<unknown, Static<typeof EmailCodeCheckSchema>>({
      query: (body) => ({ url: '/api/auth/email/check-token', method: 'POST', body, auth: false }),
    }),
    /** POST /api/auth/register/validate: the registration checked before REGISTER_SECOND (PASSWORD_TOO_SIMPLE…). */
    validateRegistration: build.mutation<unknown, RegisterRequest>({
      query: (body) => ({ url: '/api/auth/register/validate', method: 'POST', body, auth: false }),
    }),
    /** POST /api/auth/register: the account, answered with tokens. */
    register: build.mutation<Tokens, RegisterRequest>({
      query: (body) => ({ url: '/api/auth/register', method: 'POST', body, auth: false }),
    }),
  }),
});

export const { useSendEmailTokenMutation, useCheckEmailTokenMutation, useValidateRegistrationMutation, useRegisterMutation } = registrationApi;
